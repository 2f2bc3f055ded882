import type { TReportName } from '@food/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ReportPeriod } from './period.js';
import { compactReportRollups } from './rollup-compaction.js';
import { CANCELLED, idList, perCurrency, placeWhere, ts } from './report-sql.js';
import {
  ROLLUP_REPORTS,
  deliveryTimesStatement,
  dishesStatement,
  hoursStatement,
} from './rollup-statements.js';
import { rowsOf } from '../../db/rows.js';

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

/** `where` of the orders of both periods (`o`), with the scope's brands and the filters */
function ordersWhere(f: ReportFilter): SQL {
  const parts: SQL[] = [
    sql`o.created_at >= ${ts(f.previous.start)}`,
    sql`o.created_at < ${ts(f.current.end)}`,
  ];
  parts.push(...placeWhere(f, 'o'));
  return sql.join(parts, sql` and `);
}

/**
 * True for an order of the current period. Groups are formed on this boolean, never on a text
 * 'c'/'p': the planner counts a boolean as two groups, while it took a CASE for one group per
 * order (a million), sorted instead of hashing, spilled the sort to disk and aggregated without
 * parallel workers.
 */
const isCurrent = (f: ReportFilter) => sql`(o.created_at >= ${ts(f.current.start)})`;
const kept = sql`o.status_id <> ${CANCELLED}`;
const deliveryKey = (type: SQL) => sql`case ${type} when 0 then 'delivery' else 'pickup' end`;
/** the statement of each report but speed: its groups of both periods */
function ordersStatement(report: Exclude<TReportName, 'speed'>, f: ReportFilter): SQL {
  const cur = isCurrent(f);
  const where = ordersWhere(f);
  /** orders and revenue of the kept orders per brand and `key` */
  const keptBy = (key: SQL, extra: SQL = sql`true`, figures: SQL = sql``) =>
    sql`select ${cur} as cur, o.retail_network_id as rn, ${key} as key, count(*) as orders,
        sum(o.amount) as revenue ${figures}
      from orders o where ${where} and ${kept} and ${extra} group by 1, 2, 3`;
  switch (report) {
    case 'summary':
      return perCurrency(
        sql`select ${cur} as cur, o.retail_network_id as rn, null as key,
            count(*) filter (where ${kept}) as orders,
            coalesce(sum(o.amount) filter (where ${kept}), 0) as revenue,
            count(*) filter (where o.status_id = ${CANCELLED}) as cancelled,
            count(*) filter (where ${kept} and o.delivery_type = 0) as "deliveryOrders",
            count(*) filter (where ${kept} and o.delivery_type = 1) as "pickupOrders",
            count(*) filter (where ${kept} and o.promo_code is not null) as "promoOrders",
            coalesce(sum(o.discount_amount) filter (where ${kept} and o.promo_code is not null), 0) as "promoDiscount"
          from orders o where ${where} group by 1, 2`,
        ['orders', 'revenue', 'cancelled', 'deliveryOrders', 'pickupOrders', 'promoOrders', 'promoDiscount'],
        sql`n.currency_code`,
      );
    case 'delivery-types':
      return perCurrency(keptBy(sql`o.delivery_type`), ['orders', 'revenue'], deliveryKey(sql`g.key`));
    case 'payment-types':
      return perCurrency(keptBy(sql`o.payment_type`), ['orders', 'revenue']);
    case 'channels':
      return perCurrency(keptBy(sql`o.channel`), ['orders', 'revenue']);
    case 'cancellations':
      return perCurrency(
        sql`select ${cur} as cur, o.retail_network_id as rn,
            coalesce(nullif(o.additional_info->>'statusReason', ''), '') as key, count(*) as orders,
            sum(o.amount) as amount
          from orders o where ${where} and o.status_id = ${CANCELLED} group by 1, 2, 3`,
        ['orders', 'amount'],
      );
    case 'promo-codes':
      return perCurrency(
        keptBy(sql`o.promo_code`, sql`o.promo_code is not null`, sql`, sum(o.discount_amount) as discount`),
        ['orders', 'discount', 'revenue'],
      );
    // read from the roll-ups (migration 0018): their whole UTC days, and the edges from orders
    case 'dishes':
      return dishesStatement(f);
    case 'hours':
      return hoursStatement(f);
    case 'delivery-times':
      return deliveryTimesStatement(f);
    case 'customers': {
      // returning: the customer had a kept order of the same brand before the period began, that
      // is their first kept order of the brand is older than the period's start
      const brands = f.brandIds ? sql`and o.retail_network_id in (${idList(f.brandIds)})` : sql``;
      if (f.businessRegionId === undefined && f.outletId === undefined && f.channel === undefined)
        // brands only: one pass over the brands' kept orders until the period's end, in the order
        // of orders_customer_kept_idx (read from the index alone: customer, brand, time, amount),
        // one group per customer with their first order and their orders of each period; the
        // guests (no customer) are the one group of each brand without one. No join, no sort.
        return perCurrency(
          sql`select cur, rn, kind as key, count(customer_id) as customers, sum(orders) as orders,
              sum(revenue) as revenue
            from (
              select v.cur, g.rn, g.customer_id,
                case when g.customer_id is null then 'guest' when g.first_at < v.start then 'returning' else 'new' end
                  as kind,
                v.orders, v.revenue
              from (
                select o.customer_id, o.retail_network_id as rn, min(o.created_at) as first_at,
                  count(*) filter (where ${cur}) as cur_orders, sum(o.amount) filter (where ${cur}) as cur_revenue,
                  count(*) filter (where o.created_at >= ${ts(f.previous.start)} and not ${cur}) as prev_orders,
                  sum(o.amount) filter (where o.created_at >= ${ts(f.previous.start)} and not ${cur}) as prev_revenue
                from orders o
                where ${kept} and o.created_at < ${ts(f.current.end)} ${brands}
                group by 1, 2
              ) g
              cross join lateral (values (true, ${ts(f.current.start)}, g.cur_orders, g.cur_revenue),
                (false, ${ts(f.previous.start)}, g.prev_orders, g.prev_revenue)) v(cur, start, orders, revenue)
              where v.orders > 0
            ) x group by 1, 2, 3`,
          ['customers', 'orders', 'revenue'],
        );
      // a city, outlet or channel: those orders, each customer's first order found once (by
      // orders_customer_kept_idx), not looked up again for every order. Orders are counted per
      // customer first (in parallel workers), then the customers per kind: a count(distinct)
      // is not split between workers
      return perCurrency(
        sql`select cur, rn, kind as key, count(customer_id) as customers, sum(orders) as orders,
            sum(revenue) as revenue
          from (
            select ${cur} as cur, o.retail_network_id as rn, o.customer_id,
              case
                when o.customer_id is null then 'guest'
                when earliest.at < case when ${cur} then ${ts(f.current.start)} else ${ts(f.previous.start)} end
                  then 'returning'
                else 'new'
              end as kind,
              count(*) as orders, sum(o.amount) as revenue
            from orders o
            left join (
              select o.customer_id, o.retail_network_id, min(o.created_at) as at
              from orders o
              where o.customer_id is not null and ${kept} and o.created_at < ${ts(f.current.start)} ${brands}
              group by 1, 2
            ) earliest on earliest.customer_id = o.customer_id and earliest.retail_network_id = o.retail_network_id
            where ${where} and ${kept} group by 1, 2, 3, 4
          ) x group by 1, 2, 3`,
        ['customers', 'orders', 'revenue'],
      );
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
   * (CONTRIBUTING.md). The statement runs in a transaction that gives it 64 MB of `work_mem`
   * (PostgreSQL's default of 4 MB made a year's dishes hash a million orders in 16 batches
   * written to disk) and no JIT (compiling took 70-190 ms of a year's report and won nothing
   * back: these statements hash and count, they compute little), on this transaction only:
   * the server's settings are not assumed.
   */
  async rows(report: TReportName, filter: ReportFilter): Promise<RawRow[]> {
    const inner = report === 'speed' ? speedStatement(filter) : ordersStatement(report, filter);
    // the parts the triggers appended since the last report, folded into their day rows in a
    // transaction of their own (its row locks are not held while the report reads)
    if (ROLLUP_REPORTS.has(report)) await compactReportRollups(this.db);
    const rows = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('work_mem', '64MB', true), set_config('jit', 'off', true)`);
      return rowsOf<{ rows: RawRow[] | string }>(
        tx,
        sql`select coalesce(json_agg(r), '[]'::json) as rows from (${inner}) r`,
      );
    });
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
    const rows = await rowsOf<T>(this.db, statement);
    return rows[0] ?? null;
  }
}
