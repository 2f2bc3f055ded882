/**
 * The reports read from the roll-ups (migration 0018, README "Roll-ups"): dishes, hours and
 * delivery times. A roll-up counts kept orders per UTC day; a period on any clock is its whole
 * UTC days, read from the roll-up, and the hours at its two edges (a local midnight is rarely a
 * UTC one), read from `orders` as before. Each statement gives the same groups as the one over
 * `orders` alone did: `cur`, `rn`, `key` and the figures, added up per currency.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ReportPeriod } from './period.js';
import { CANCELLED, COMPLETED, perCurrency, placeWhere, ts } from './report-sql.js';
import type { ReportFilter } from './reports-repo.js';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** One period split: its whole UTC days `[from, to)` (none when it holds no whole day) and the rest. */
export interface PeriodSplit {
  days: { from: string; to: string } | null;
  /** the instants `[start, end)` of the period outside its whole UTC days: at most two */
  edges: Array<{ start: Date; end: Date }>;
}

/** A period's whole UTC days and the instants left at its edges. Pure (rollup-statements.test.ts). */
export function splitPeriod(p: ReportPeriod): PeriodSplit {
  const start = p.start.getTime();
  const end = p.end.getTime();
  const first = Math.ceil(start / DAY_MS) * DAY_MS;
  const last = Math.floor(end / DAY_MS) * DAY_MS;
  if (last <= first) return { days: null, edges: [{ start: p.start, end: p.end }] };
  const edges: PeriodSplit['edges'] = [];
  if (first > start) edges.push({ start: p.start, end: new Date(first) });
  if (end > last) edges.push({ start: new Date(last), end: p.end });
  return { days: { from: isoDay(first), to: isoDay(last) }, edges };
}

/**
 * A roll-up's day rows and the parts appended since the last compaction (migration 0019): the
 * triggers append, `report_rollup_compact()` folds; a report reads both, added up alike.
 */
const rollup = (table: 'report_hours' | 'report_dishes' | 'report_delivery') =>
  sql`(select * from ${sql.identifier(table)} union all select * from ${sql.identifier(`${table}_delta`)})`;

const or = (parts: SQL[]) => (parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);

/** the `where`, the current-period flag and the place filters of one roll-up (`r`) and the edges' orders (`o`) */
function parts(f: ReportFilter) {
  const current = splitPeriod(f.current);
  const previous = splitPeriod(f.previous);
  const dayRanges = [previous, current].flatMap((s) =>
    s.days ? [sql`(r.day >= ${s.days.from}::date and r.day < ${s.days.to}::date)`] : [],
  );
  const edgeRanges = [previous, current].flatMap((s) =>
    s.edges.map((e) => sql`(o.created_at >= ${ts(e.start)} and o.created_at < ${ts(e.end)})`),
  );
  const rollupWhere = sql.join([or(dayRanges), ...placeWhere(f, 'r')], sql` and `);
  // every brand: named all the same, so the edges are found in orders_network_created_idx
  // (orders has no index on created_at alone: without a brand the planner scanned a million
  // orders for the few thousand of the edges, 440-580 → 35 ms)
  const allBrands = f.brandIds
    ? []
    : [sql`o.retail_network_id = any(array(select n.id from retail_networks n))`];
  const edgeWhere = sql.join([or(edgeRanges), ...allBrands, ...placeWhere(f, 'o')], sql` and `);
  return {
    rollupWhere,
    edgeWhere,
    /** a roll-up row of the current period: its whole days come after every previous one */
    rollupCur: current.days ? sql`(r.day >= ${current.days.from}::date)` : sql`false`,
    edgeCur: sql`(o.created_at >= ${ts(f.current.start)})`,
  };
}

const kept = sql`o.status_id <> ${CANCELLED}`;

/** hours: kept orders per hour on the clock of the outlet each went to */
export function hoursStatement(f: ReportFilter): SQL {
  const p = parts(f);
  return perCurrency(
    sql`select ${p.rollupCur} as cur, r.retail_network_id as rn, r.hour::int as key, sum(r.orders) as orders,
        sum(r.revenue) as revenue
      from ${rollup('report_hours')} r where ${p.rollupWhere} group by 1, 2, 3 having sum(r.orders) <> 0
      union all
      select ${p.edgeCur}, o.retail_network_id, date_part('hour', o.created_at at time zone ol.time_zone)::int,
        count(*), sum(o.amount)
      from orders o join outlets ol on ol.id = o.outlet_id where ${p.edgeWhere} and ${kept} group by 1, 2, 3`,
    ['orders', 'revenue'],
  );
}

/**
 * dishes: the lines of kept orders (addons not counted) per product, named after the newest line
 * counted: each roll-up row keeps the newest line id it was given, and keeps it when that line's
 * order is cancelled or moved away (a name is the dish's, whichever order it was sold in); at
 * the edges, the newest line of any order. A line deleted by hand leaves its row unnamed.
 */
export function dishesStatement(f: ReportFilter): SQL {
  const p = parts(f);
  // no city, outlet or channel: the rows per day, brand and dish (a fifth as many for the bench)
  const brandsOnly = f.businessRegionId === undefined && f.outletId === undefined && f.channel === undefined;
  const source = brandsOnly
    ? sql`(select day, retail_network_id, product_id, quantity, amount, last_line from report_dishes_brand
        union all
        select day, retail_network_id, product_id, quantity, amount, last_line from report_dishes_delta)`
    : rollup('report_dishes');
  return sql`select d.p, d.key::text as key, l.archived->>'name' as label, d.currency, d.quantity, d.revenue
    from (
      select case when g.cur then 'c' else 'p' end as p, g.key, n.currency_code as currency,
        sum(g.quantity) as quantity, sum(g.revenue) as revenue, max(g.line) as line
      from (
        select ${p.rollupCur} as cur, r.retail_network_id as rn, r.product_id as key, sum(r.quantity) as quantity,
          sum(r.amount) as revenue, max(r.last_line) as line
        from ${source} r where ${p.rollupWhere} group by 1, 2, 3
        union all
        select ${p.edgeCur}, o.retail_network_id, l.product_id, coalesce(sum(l.count) filter (where ${kept}), 0),
          coalesce(sum(l.amount) filter (where ${kept}), 0), max(l.id)
        from orders o join order_lines l on l.order_id = o.id
        where ${p.edgeWhere} and l.parent_product_id is null group by 1, 2, 3
      ) g join retail_networks n on n.id = g.rn group by 1, 2, 3 having sum(g.quantity) <> 0
    ) d left join order_lines l on l.id = d.line`;
}

/**
 * delivery times: completed ASAP orders per delivery type. Counts, late orders and the averages
 * (from exact sums of microseconds) are exact; the median is found in a histogram per minute of
 * the actual time (each order's rounded to the nearest minute) and interpolated between the two
 * middle minutes as `percentile_cont(0.5)` does: exact to the minute, within 30 seconds of the
 * median of the orders' own times.
 */
export function deliveryTimesStatement(f: ReportFilter): SQL {
  const p = parts(f);
  const actual = sql`(o.updated_at - o.created_at)`;
  const us = (interval: SQL) => sql`(extract(epoch from ${interval}) * 1000000)::bigint`;
  return sql`with h as (
      select cur, pickup, minute, sum(orders) as orders, sum(promised_us) as promised_us, sum(actual_us) as actual_us,
        sum(late) as late
      from (
        select ${p.rollupCur} as cur, (r.delivery_type <> 0) as pickup, r.minute, sum(r.orders) as orders,
          sum(r.promised_us) as promised_us, sum(r.actual_us) as actual_us, sum(r.late) as late
        from ${rollup('report_delivery')} r where ${p.rollupWhere} group by 1, 2, 3 having sum(r.orders) <> 0
        union all
        select ${p.edgeCur}, (o.delivery_type <> 0), round(extract(epoch from ${actual}) / 60)::int, count(*),
          sum(${us(sql`o.expected_at - o.created_at`)}), sum(${us(actual)}), count(*) filter (where o.updated_at > o.expected_at)
        from orders o
        where ${p.edgeWhere} and o.status_id = ${COMPLETED} and o.expected_at is not null and o.deliver_at is null
        group by 1, 2, 3
      ) x group by 1, 2, 3
    ), c as (
      select cur, pickup, minute, sum(orders) over (partition by cur, pickup order by minute) as below,
        sum(orders) over (partition by cur, pickup) as total
      from h
    ), m as (
      -- the k-th time (0-based) is the first minute whose running count passes k; the median lies
      -- between the ones at floor and ceil of (n - 1) / 2
      select cur, pickup,
        min(minute) filter (where below > floor((total - 1) / 2.0)) as lo,
        min(minute) filter (where below > ceil((total - 1) / 2.0)) as hi,
        max(total) as total
      from c group by 1, 2
    )
    select case when a.cur then 'c' else 'p' end as p, case when a.pickup then 'pickup' else 'delivery' end as key,
      null as currency, a.orders, a."promisedMinutes", a."actualMinutes",
      (m.lo + ((m.total - 1) / 2.0 - floor((m.total - 1) / 2.0)) * (m.hi - m.lo))::float8 as "medianActualMinutes",
      a."lateOrders"
    from (
      select cur, pickup, sum(orders) as orders,
        (sum(promised_us) / 1000000.0)::float8 / sum(orders) / 60 as "promisedMinutes",
        (sum(actual_us) / 1000000.0)::float8 / sum(orders) / 60 as "actualMinutes", sum(late) as "lateOrders"
      from h group by 1, 2
    ) a join m on m.cur = a.cur and m.pickup = a.pickup`;
}

/** the reports read from the roll-ups, which fold the appended parts into their day rows first */
export const ROLLUP_REPORTS: ReadonlySet<string> = new Set(['dishes', 'hours', 'delivery-times']);
