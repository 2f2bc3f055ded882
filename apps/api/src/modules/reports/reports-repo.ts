import type { TReportName } from '@food/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ReportPeriod } from './period.js';

/** What every report reads: the orders of both periods within the scope and the filters. */
export interface ReportFilter {
  /** the brands read; null: every brand (an owner without a brand filter) */
  brandIds: readonly number[] | null;
  businessRegionId?: number;
  outletId?: number;
  channel?: string;
  current: ReportPeriod;
  previous: ReportPeriod;
}

/** One group of one period, as the statement gives it: `p` 'c' (current) or 'p' (previous). */
export interface RawRow {
  p: 'c' | 'p';
  key: string | number | null;
  label?: string | null;
  currency?: string | null;
  [figure: string]: unknown;
}

export interface PlaceRow {
  id: number;
  retailNetworkId: number;
  businessRegionId: number | null;
  timeZone: string | null;
}

const CANCELLED = 4;
const COMPLETED = 3;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** `where` of the orders of both periods (`o`), with the scope's brands and the filters */
function ordersWhere(f: ReportFilter): SQL {
  const parts: SQL[] = [
    sql`o.created_at >= ${ts(f.previous.start)}`,
    sql`o.created_at < ${ts(f.current.end)}`,
  ];
  if (f.brandIds) parts.push(sql`o.retail_network_id in (${idList(f.brandIds)})`);
  if (f.businessRegionId !== undefined) parts.push(sql`o.business_region_id = ${f.businessRegionId}`);
  if (f.outletId !== undefined) parts.push(sql`o.outlet_id = ${f.outletId}`);
  if (f.channel !== undefined) parts.push(sql`o.channel = ${f.channel}`);
  return sql.join(parts, sql` and `);
}

/** 'c' for an order of the current period, 'p' for one of the previous */
const periodOf = (f: ReportFilter) =>
  sql`case when o.created_at >= ${ts(f.current.start)} then 'c' else 'p' end`;
const kept = sql`o.status_id <> ${CANCELLED}`;
const deliveryKey = sql`case o.delivery_type when 0 then 'delivery' else 'pickup' end`;

/** the statement of each report but speed: its groups of both periods */
function ordersStatement(report: Exclude<TReportName, 'speed'>, f: ReportFilter): SQL {
  const p = periodOf(f);
  const where = ordersWhere(f);
  const from = sql`from orders o join retail_networks n on n.id = o.retail_network_id`;
  const money = sql`coalesce(sum(o.amount) filter (where ${kept}), 0) as revenue`;
  switch (report) {
    case 'summary':
      return sql`select ${p} as p, n.currency_code as key, n.currency_code as currency,
          count(*) filter (where ${kept}) as orders, ${money},
          count(*) filter (where o.status_id = ${CANCELLED}) as cancelled,
          count(*) filter (where ${kept} and o.delivery_type = 0) as "deliveryOrders",
          count(*) filter (where ${kept} and o.delivery_type = 1) as "pickupOrders",
          count(*) filter (where ${kept} and o.promo_code is not null) as "promoOrders",
          coalesce(sum(o.discount_amount) filter (where ${kept} and o.promo_code is not null), 0) as "promoDiscount"
        ${from} where ${where} group by 1, 2`;
    case 'delivery-types':
      return sql`select ${p} as p, ${deliveryKey} as key, n.currency_code as currency,
          count(*) as orders, coalesce(sum(o.amount), 0) as revenue
        ${from} where ${where} and ${kept} group by 1, 2, 3`;
    case 'payment-types':
      return sql`select ${p} as p, o.payment_type as key, n.currency_code as currency,
          count(*) as orders, coalesce(sum(o.amount), 0) as revenue
        ${from} where ${where} and ${kept} group by 1, 2, 3`;
    case 'channels':
      return sql`select ${p} as p, o.channel as key, n.currency_code as currency,
          count(*) as orders, coalesce(sum(o.amount), 0) as revenue
        ${from} where ${where} and ${kept} group by 1, 2, 3`;
    case 'cancellations':
      return sql`select ${p} as p, coalesce(nullif(o.additional_info->>'statusReason', ''), '') as key,
          n.currency_code as currency, count(*) as orders, coalesce(sum(o.amount), 0) as amount
        ${from} where ${where} and o.status_id = ${CANCELLED} group by 1, 2, 3`;
    case 'promo-codes':
      return sql`select ${p} as p, o.promo_code as key, n.currency_code as currency,
          count(*) as orders, coalesce(sum(o.discount_amount), 0) as discount,
          coalesce(sum(o.amount), 0) as revenue
        ${from} where ${where} and ${kept} and o.promo_code is not null group by 1, 2, 3`;
    case 'dishes':
      // dishes, not the addons put on them (a line with a parent); gifts count (price 0)
      return sql`select ${p} as p, l.product_id::text as key, max(l.archived->>'name') as label,
          n.currency_code as currency, sum(l.count) as quantity, sum(l.amount) as revenue
        ${from} join order_lines l on l.order_id = o.id
        where ${where} and ${kept} and l.parent_product_id is null group by 1, 2, 4`;
    case 'hours':
      // the hour on the clock of the outlet the order went to
      return sql`select ${p} as p, extract(hour from o.created_at at time zone ol.time_zone)::int as key,
          n.currency_code as currency, count(*) as orders, coalesce(sum(o.amount), 0) as revenue
        ${from} join outlets ol on ol.id = o.outlet_id
        where ${where} and ${kept} group by 1, 2, 3`;
    case 'delivery-times':
      // completed orders for "as soon as possible" (a pre-order's promise is the customer's
      // own time); done is when the order was moved to completed (its last change)
      return sql`select ${p} as p, ${deliveryKey} as key, null as currency, count(*) as orders,
          avg(extract(epoch from o.expected_at - o.created_at))::float8 / 60 as "promisedMinutes",
          avg(extract(epoch from o.updated_at - o.created_at))::float8 / 60 as "actualMinutes",
          (percentile_cont(0.5) within group (order by extract(epoch from o.updated_at - o.created_at)::float8)) / 60
            as "medianActualMinutes",
          count(*) filter (where o.updated_at > o.expected_at) as "lateOrders"
        from orders o
        where ${where} and o.status_id = ${COMPLETED} and o.expected_at is not null and o.deliver_at is null
        group by 1, 2`;
    case 'customers': {
      // returning: the customer had a kept order of the same brand before the period began
      const startOf = sql`case when o.created_at >= ${ts(f.current.start)} then ${ts(f.current.start)} else ${ts(f.previous.start)} end`;
      return sql`select p, kind as key, currency, count(distinct customer_id) as customers,
          count(*) as orders, coalesce(sum(amount), 0) as revenue
        from (
          select ${p} as p, n.currency_code as currency, o.customer_id, o.amount,
            case
              when o.customer_id is null then 'guest'
              when exists (
                select 1 from orders o2
                where o2.customer_id = o.customer_id and o2.retail_network_id = o.retail_network_id
                  and o2.created_at < ${startOf} and o2.status_id <> ${CANCELLED}
              ) then 'returning'
              else 'new'
            end as kind
          ${from} where ${where} and ${kept}
        ) x group by 1, 2, 3`;
    }
  }
}

/** p75 of LCP and INP per page type (the vitals module's table), per brand and city */
function speedStatement(f: ReportFilter): SQL {
  const parts: SQL[] = [
    sql`w.recorded_at >= ${ts(f.previous.start)}`,
    sql`w.recorded_at < ${ts(f.current.end)}`,
    sql`w.metric in ('LCP', 'INP')`,
  ];
  if (f.brandIds) parts.push(sql`w.retail_network_id in (${idList(f.brandIds)})`);
  if (f.businessRegionId !== undefined) parts.push(sql`w.business_region_id = ${f.businessRegionId}`);
  return sql`select case when w.recorded_at >= ${ts(f.current.start)} then 'c' else 'p' end as p,
      w.page_type as key, w.metric as metric, null as currency,
      percentile_cont(0.75) within group (order by w.value) as p75, count(*) as loads
    from web_vitals w where ${sql.join(parts, sql` and `)} group by 1, 2, 3`;
}

/** The reports' statements and the lookups of the places a request names. */
export class ReportsRepo {
  constructor(private readonly db: Db) {}

  /**
   * One report's groups. One JSON row: PGlite hands each result row to JavaScript separately
   * (CONTRIBUTING.md).
   */
  async rows(report: TReportName, filter: ReportFilter): Promise<RawRow[]> {
    const inner = report === 'speed' ? speedStatement(filter) : ordersStatement(report, filter);
    const { rows } = (await this.db.execute(
      sql`select coalesce(json_agg(r), '[]'::json) as rows from (${inner}) r`,
    )) as unknown as { rows: Array<{ rows: RawRow[] | string }> };
    const value = rows[0]?.rows ?? [];
    return typeof value === 'string' ? (JSON.parse(value) as RawRow[]) : value;
  }

  async outlet(id: number): Promise<PlaceRow | null> {
    return this
      .one(sql`select id, retail_network_id as "retailNetworkId", business_region_id as "businessRegionId",
        time_zone as "timeZone" from outlets where id = ${id}`);
  }

  async city(id: number): Promise<PlaceRow | null> {
    return this.one(sql`select id, retail_network_id as "retailNetworkId", id as "businessRegionId",
        time_zone as "timeZone" from business_regions where id = ${id}`);
  }

  async brand(id: number): Promise<PlaceRow | null> {
    return this.one(sql`select id, id as "retailNetworkId", null as "businessRegionId", null as "timeZone"
        from retail_networks where id = ${id}`);
  }

  /** the clock of the first outlet (by id) of these brands, or of any brand */
  async firstOutletTimeZone(brandIds: readonly number[] | null): Promise<string | null> {
    const where = brandIds ? sql`where retail_network_id in (${idList(brandIds)})` : sql``;
    const row = await this.one<{ timeZone: string }>(
      sql`select time_zone as "timeZone" from outlets ${where} order by id limit 1`,
    );
    return row?.timeZone ?? null;
  }

  private async one<T = PlaceRow>(statement: SQL): Promise<T | null> {
    const { rows } = (await this.db.execute(statement)) as unknown as { rows: T[] };
    return rows[0] ?? null;
  }
}
