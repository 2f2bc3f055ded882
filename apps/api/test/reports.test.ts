/**
 * Reports (issue 23 item 1): every figure of every report is checked against a direct query over
 * the orders table (and order_lines, web_vitals), per row and per period; scope, bad input and
 * the CSV file through the real server, on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REPORT_NAMES, ZReport, type TReport, type TReportName } from '@food/contracts';
import { orderLines, orders, webVitals } from '../src/db/schema.js';
import { createCustomer } from './customer-fixtures.js';
import { BR, RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

// March 2030 on Kyiv's clock (summer time starts on the 31st: the period ends at 21:00Z)
const FROM = '2030-03-01';
const TO = '2030-03-31';
const CUR = { start: '2030-02-28T22:00:00.000Z', end: '2030-03-31T21:00:00.000Z' };
// the 31 days before: 29 January to 28 February
const PREV = { start: '2030-01-28T22:00:00.000Z', end: CUR.start };

const REASON = 'Out of "salmon", sorry';
const FORMULA_REASON = '=HYPERLINK("x")';

interface Seed {
  rn: number;
  br: number;
  outlet: number;
  product: number;
}

describe.each(databaseKinds())('reports on %s', (kind) => {
  let api: TestApi;
  let owner: TestStaff;
  let manager1: TestStaff;
  let outletStaff: TestStaff;
  let db: TestApi['database']['db'];

  /** a direct query's one number */
  async function scalar(query: ReturnType<typeof sql>): Promise<number | null> {
    const { rows } = (await db.execute(query)) as unknown as { rows: Array<{ v: unknown }> };
    const v = rows[0]?.v;
    return v === null || v === undefined ? null : Number(v);
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    db = api.database.db;
    owner = await createStaff(api, 'OWNER');
    manager1 = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
    outletStaff = await createStaff(api, 'OUTLET_STAFF', { outletIds: [1001] });
    const productOf = async (rn: number) =>
      (await scalar(sql`select min(id) as v from products where retail_network_id = ${rn}`))!;
    const sm: Seed = { rn: RN.smUa, br: BR.kyiv, outlet: 1001, product: await productOf(RN.smUa) };
    const lviv: Seed = { ...sm, br: BR.lviv, outlet: 1011 };
    const pc: Seed = { rn: RN.pcUa, br: BR.pcKyiv, outlet: 2001, product: await productOf(RN.pcUa) };
    const ae: Seed = { rn: RN.smAe, br: BR.dubai, outlet: 3001, product: await productOf(RN.smAe) };
    const regular = await createCustomer(db, { retailNetworkId: RN.smUa });
    const newcomer = await createCustomer(db, { retailNetworkId: RN.smUa });
    const payments = ['CASH', 'CARD_ONLINE', 'CARD_COURIER'];
    const channels = ['web', 'phone', 'api'];
    const promos = [null, 'SPRING10', null, 'VIP'];
    const reasons = [REASON, FORMULA_REASON, 'Customer asked', ''];
    let n = 0;
    const place = async (s: Seed, at: Date, extra: Partial<typeof orders.$inferInsert> = {}) => {
      n += 1;
      const statusId = n % 7 === 0 ? 4 : n % 3 === 0 ? 3 : n % 5;
      const price = 10000 + (n % 9) * 1350;
      const count = 1 + (n % 3);
      const promo = promos[n % promos.length]!;
      const discount = promo ? 1500 + (n % 4) * 100 : 0;
      const amount = price * count - discount + (n % 2 ? 0 : 5000);
      const [order] = await db
        .insert(orders)
        .values({
          retailNetworkId: s.rn,
          businessRegionId: s.br,
          outletId: s.outlet,
          customerId: n % 4 === 0 ? null : n % 4 === 1 ? regular.id : newcomer.id,
          statusId: statusId > 4 ? 0 : statusId,
          deliveryType: n % 4 === 3 ? 1 : 0,
          delivery: {},
          contact: { name: 'R', phone: '+380670000000' },
          paymentType: payments[n % payments.length]!,
          paymentKind: 0,
          productsAmount: price * count,
          discountAmount: discount,
          amount,
          promoCode: promo,
          channel: channels[n % channels.length]!,
          additionalInfo: statusId === 4 ? { statusReason: reasons[n % reasons.length] } : {},
          createdAt: at,
          updatedAt: new Date(at.getTime() + (30 + (n % 50)) * 60_000),
          expectedAt: new Date(at.getTime() + 55 * 60_000),
          ...extra,
        })
        .returning({ id: orders.id });
      await db.insert(orderLines).values([
        {
          orderId: order!.id,
          productId: s.product,
          count,
          price,
          amount: price * count,
          archived: { name: 'Dish A' },
        },
        ...(n % 2
          ? [
              {
                orderId: order!.id,
                productId: s.product + 1,
                count: 1,
                price: 900,
                amount: 900,
                archived: { name: 'Dish B' },
              },
            ]
          : []),
      ]);
    };
    // the regular customer's order of 2029 makes them returning in both periods
    await place(sm, new Date('2029-06-01T10:00:00Z'), { statusId: 3, customerId: regular.id });
    const spread = async (s: Seed, start: string, days: number, count: number) => {
      for (let i = 0; i < count; i++) {
        const at = new Date(
          Date.parse(start) + ((i * days) / count) * 86_400_000 + ((i * 7) % 24) * 3_600_000,
        );
        await place(s, at);
      }
    };
    await spread(sm, PREV.start, 31, 25);
    await spread(sm, CUR.start, 31, 40);
    await spread(lviv, PREV.start, 31, 9);
    await spread(lviv, CUR.start, 31, 14);
    await spread(pc, CUR.start, 31, 8);
    await spread(ae, CUR.start, 31, 8);
    // the last minutes of the period on Kyiv's clock (23:30 +03:00) and the first after it
    await place(sm, new Date('2030-03-31T20:30:00Z'), { statusId: 1, channel: 'web' });
    await place(sm, new Date('2030-03-31T21:30:00Z'), { statusId: 1, channel: 'web' });
    // the dish renamed late in the period: the report names it as it was sold last
    await place(sm, new Date('2030-03-30T12:00:00Z'), { statusId: 3 });
    await db.execute(sql`update order_lines set archived = '{"name":"Dish A, new recipe"}'::jsonb
      where id = (select max(id) from order_lines where product_id = ${sm.product})`);
    await db.insert(webVitals).values(
      [1200, 1800, 2600, 3100, 4200].flatMap((v, i) => [
        {
          retailNetworkId: RN.smUa,
          businessRegionId: BR.kyiv,
          pageType: 'home',
          metric: 'LCP',
          value: v,
          device: 'mobile',
          recordedAt: new Date(Date.parse(CUR.start) + i * 3_600_000),
        },
        {
          retailNetworkId: RN.smUa,
          businessRegionId: BR.kyiv,
          pageType: 'home',
          metric: 'INP',
          value: v / 20,
          device: 'mobile',
          recordedAt: new Date(Date.parse(PREV.start) + i * 3_600_000),
        },
      ]),
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  const read = async (member: TestStaff, report: TReportName, query: string) =>
    expectContract(await member.get(`/admin/v1/reports/${report}?from=${FROM}&to=${TO}&${query}`), ZReport);

  /** the orders of one period of brand 1 (the filter the comparison reads), and of `only` */
  const within = (p: { start: string; end: string }, only: ReturnType<typeof sql> = sql`true`) =>
    sql`o.retail_network_id = ${RN.smUa} and o.created_at >= ${p.start}::timestamptz and o.created_at < ${p.end}::timestamptz and ${only}`;
  const kept = sql`o.status_id <> 4`;

  /** Direct queries, one per figure of one row: what the API must have said. */
  function expected(
    report: TReportName,
    key: string,
    figure: string,
    p: { start: string; end: string },
    only?: ReturnType<typeof sql>,
  ) {
    const w = within(p, only);
    switch (report) {
      case 'summary': {
        const f: Record<string, ReturnType<typeof sql>> = {
          orders: sql`select count(*) as v from orders o where ${w} and ${kept}`,
          revenue: sql`select coalesce(sum(amount), 0) as v from orders o where ${w} and ${kept}`,
          averageCheck: sql`select round(avg(amount)) as v from orders o where ${w} and ${kept}`,
          deliveryOrders: sql`select count(*) as v from orders o where ${w} and ${kept} and delivery_type = 0`,
          pickupOrders: sql`select count(*) as v from orders o where ${w} and ${kept} and delivery_type = 1`,
          cancelled: sql`select count(*) as v from orders o where ${w} and status_id = 4`,
          cancelledShare: sql`select round(100.0 * count(*) filter (where status_id = 4) / count(*), 1) as v from orders o where ${w}`,
          promoOrders: sql`select count(*) as v from orders o where ${w} and ${kept} and promo_code is not null`,
          promoDiscount: sql`select coalesce(sum(discount_amount), 0) as v from orders o where ${w} and ${kept} and promo_code is not null`,
        };
        return f[figure]!;
      }
      case 'delivery-types': {
        const t = key === 'delivery' ? 0 : 1;
        const base = sql`from orders o where ${w} and ${kept} and delivery_type = ${t}`;
        return figure === 'orders'
          ? sql`select count(*) as v ${base}`
          : figure === 'revenue'
            ? sql`select coalesce(sum(amount), 0) as v ${base}`
            : sql`select round(avg(amount)) as v ${base}`;
      }
      case 'payment-types':
      case 'channels': {
        const column = report === 'channels' ? sql`channel` : sql`payment_type`;
        const base = sql`from orders o where ${w} and ${kept} and ${column} = ${key}`;
        return figure === 'orders'
          ? sql`select count(*) as v ${base}`
          : sql`select coalesce(sum(amount), 0) as v ${base}`;
      }
      case 'cancellations': {
        const base = sql`from orders o where ${w} and status_id = 4 and coalesce(additional_info->>'statusReason', '') = ${key}`;
        return figure === 'orders'
          ? sql`select count(*) as v ${base}`
          : sql`select coalesce(sum(amount), 0) as v ${base}`;
      }
      case 'promo-codes': {
        const base = sql`from orders o where ${w} and ${kept} and promo_code = ${key}`;
        const column =
          figure === 'orders'
            ? sql`count(*)`
            : figure === 'discount'
              ? sql`coalesce(sum(discount_amount), 0)`
              : sql`coalesce(sum(amount), 0)`;
        return sql`select ${column} as v ${base}`;
      }
      case 'dishes': {
        const column =
          figure === 'quantity' ? sql`coalesce(sum(l.count), 0)` : sql`coalesce(sum(l.amount), 0)`;
        return sql`select ${column} as v from order_lines l join orders o on o.id = l.order_id
          where ${w} and ${kept} and l.product_id = ${Number(key)}`;
      }
      case 'hours': {
        const base = sql`from orders o where ${w} and ${kept}
          and extract(hour from o.created_at at time zone 'Europe/Kyiv') = ${Number(key)}`;
        return figure === 'orders'
          ? sql`select count(*) as v ${base}`
          : sql`select coalesce(sum(amount), 0) as v ${base}`;
      }
      case 'delivery-times': {
        const base = sql`from orders o where ${w} and status_id = 3 and expected_at is not null and deliver_at is null
          and delivery_type = ${key === 'delivery' ? 0 : 1}`;
        const minutes = (e: ReturnType<typeof sql>) => sql`round((${e})::numeric / 60, 1)`;
        const f: Record<string, ReturnType<typeof sql>> = {
          orders: sql`select count(*) as v ${base}`,
          promisedMinutes: sql`select ${minutes(sql`avg(extract(epoch from expected_at - created_at))`)} as v ${base}`,
          actualMinutes: sql`select ${minutes(sql`avg(extract(epoch from updated_at - created_at))`)} as v ${base}`,
          medianActualMinutes: sql`select ${minutes(sql`percentile_cont(0.5) within group (order by extract(epoch from updated_at - created_at))`)} as v ${base}`,
          lateOrders: sql`select count(*) as v ${base} and updated_at > expected_at`,
          lateShare: sql`select round(100.0 * count(*) filter (where updated_at > expected_at) / count(*), 1) as v ${base}`,
        };
        return f[figure]!;
      }
      case 'customers': {
        const before = sql`exists (select 1 from orders e where e.customer_id = o.customer_id
          and e.retail_network_id = o.retail_network_id and e.status_id <> 4 and e.created_at < ${p.start}::timestamptz)`;
        const who =
          key === 'guest'
            ? sql`o.customer_id is null`
            : key === 'returning'
              ? sql`o.customer_id is not null and ${before}`
              : sql`o.customer_id is not null and not ${before}`;
        const column =
          figure === 'customers'
            ? sql`count(distinct o.customer_id)`
            : figure === 'orders'
              ? sql`count(*)`
              : sql`coalesce(sum(amount), 0)`;
        return sql`select ${column} as v from orders o where ${w} and ${kept} and ${who}`;
      }
      case 'speed': {
        const metric = figure.startsWith('lcp') ? 'LCP' : 'INP';
        const column = figure.endsWith('P75')
          ? sql`round(percentile_cont(0.75) within group (order by value)::numeric, 1)`
          : sql`count(*)`;
        return sql`select ${column} as v from web_vitals where retail_network_id = ${RN.smUa} and page_type = ${key}
          and metric = ${metric} and recorded_at >= ${p.start}::timestamptz and recorded_at < ${p.end}::timestamptz`;
      }
    }
  }

  /** every figure of every row of both periods against its direct query: the differences */
  async function differences(report: TReport, only?: ReturnType<typeof sql>) {
    const problems: string[] = [];
    let compared = 0;
    for (const row of report.rows) {
      for (const [period, figures] of [
        [CUR, row.current],
        [PREV, row.previous],
      ] as const)
        for (const column of report.columns) {
          const want = await scalar(expected(report.report, row.key, column.key, period, only));
          const got = figures[column.key] ?? null;
          // an empty group's count or sum is 0, its average none
          const wantOr0 = want ?? (column.kind === 'count' || column.kind === 'money' ? 0 : null);
          compared += 1;
          if (got !== wantOr0)
            problems.push(
              `${row.key} ${column.key} ${period === CUR ? 'current' : 'previous'}: ${got} ≠ ${wantOr0}`,
            );
        }
    }
    expect(compared).toBeGreaterThanOrEqual(report.columns.length * 2);
    return problems;
  }

  it.each(REPORT_NAMES)(
    '%s: every figure of both periods is what a direct query over the orders says',
    async (name) => {
      const report = await read(owner, name, `retailNetworkId=${RN.smUa}`);
      expect(report.timeZone).toBe('Europe/Kyiv');
      expect(report.period).toEqual({ from: FROM, to: TO, ...CUR });
      expect(report.previousPeriod).toEqual({ from: '2030-01-29', to: '2030-02-28', ...PREV });
      expect(report.rows.length).toBeGreaterThan(0);
      for (const row of report.rows)
        if (name !== 'speed' && name !== 'delivery-times') expect(row.currency).toBe('UAH');
      expect(await differences(report)).toEqual([]);
    },
  );

  // the page's other filters: a city, an outlet, a channel (speed reads brands and cities only)
  const FILTERS = [
    { query: `businessRegionId=${BR.lviv}`, only: sql`o.business_region_id = ${BR.lviv}` },
    { query: 'outletId=1001&channel=web', only: sql`o.outlet_id = 1001 and o.channel = 'web'` },
  ];
  it.each(REPORT_NAMES.filter((n) => n !== 'speed').flatMap((name) => FILTERS.map((f) => ({ name, ...f }))))(
    '$name with $query: every figure is what a direct query over those orders says',
    async ({ name, query, only }) => {
      const report = await read(owner, name, query);
      const all = await read(owner, name, `retailNetworkId=${RN.smUa}`);
      const counted = name === 'dishes' ? 'quantity' : 'orders';
      const total = (r: TReport) => r.rows.reduce((sum, row) => sum + (row.current[counted] ?? 0), 0);
      // the filter keeps some of the brand's orders, not all of them
      expect(total(report)).toBeGreaterThan(0);
      expect(total(report)).toBeLessThan(total(all));
      expect(await differences(report, only)).toEqual([]);
    },
  );

  it('names a dish as it was sold last', async () => {
    const report = await read(owner, 'dishes', `retailNetworkId=${RN.smUa}`);
    const labels = report.rows.map((r) => r.label);
    expect(labels).toContain('Dish A, new recipe');
    expect(labels).toContain('Dish B');
    expect(labels).not.toContain('Dish A');
  });

  it('lists every group the orders hold (no key lost), hours 0-23 once each', async () => {
    const keys = async (name: TReportName, q: ReturnType<typeof sql>) => {
      const report = await read(owner, name, `retailNetworkId=${RN.smUa}`);
      const { rows } = (await db.execute(q)) as unknown as { rows: Array<{ k: string }> };
      return {
        got: report.rows
          .filter((r) => (r.current[report.columns[0]!.key] ?? 0) > 0)
          .map((r) => r.key)
          .sort(),
        want: rows.map((r) => String(r.k)).sort(),
      };
    };
    const w = within(CUR);
    for (const [name, q] of [
      ['payment-types', sql`select distinct payment_type as k from orders o where ${w} and ${kept}`],
      ['channels', sql`select distinct channel as k from orders o where ${w} and ${kept}`],
      [
        'cancellations',
        sql`select distinct coalesce(additional_info->>'statusReason', '') as k from orders o where ${w} and status_id = 4`,
      ],
      [
        'promo-codes',
        sql`select distinct promo_code as k from orders o where ${w} and ${kept} and promo_code is not null`,
      ],
      [
        'dishes',
        sql`select distinct l.product_id as k from order_lines l join orders o on o.id = l.order_id where ${w} and ${kept}`,
      ],
    ] as const) {
      const { got, want } = await keys(name, q);
      expect(got, name).toEqual(want);
    }
    const hours = await read(owner, 'hours', `retailNetworkId=${RN.smUa}`);
    expect(hours.rows.map((r) => r.key)).toEqual(Array.from({ length: 24 }, (_, h) => String(h)));
  });

  it('counts the last minutes of the period on the outlet’s clock and not the first minutes after it', async () => {
    const report = await read(owner, 'hours', `retailNetworkId=${RN.smUa}&channel=web`);
    const at23 = report.rows.find((r) => r.key === '23')!;
    const want =
      await scalar(sql`select count(*) as v from orders o where ${within(CUR)} and ${kept} and channel = 'web'
      and extract(hour from created_at at time zone 'Europe/Kyiv') = 23`);
    expect(at23.current.orders).toBe(want);
    expect(want).toBeGreaterThan(0);
    // the same order read on UTC's clock falls on the 31st at 20:30, the one after at 21:30: both in
    const utc = await read(owner, 'summary', `retailNetworkId=${RN.smUa}&timeZone=UTC&channel=web`);
    expect(utc.timeZone).toBe('UTC');
    expect(utc.rows[0]!.current.orders).toBe(
      await scalar(sql`select count(*) as v from orders o where retail_network_id = 1 and channel = 'web' and ${kept}
        and created_at >= '2030-03-01T00:00:00Z' and created_at < '2030-04-01T00:00:00Z'`),
    );
  });

  it('keeps currencies apart when the filter spans brands: UAH and AED are never added', async () => {
    const report = await read(owner, 'summary', '');
    const { rows } = (await db.execute(sql`select n.currency_code as c, coalesce(sum(o.amount), 0) as v
      from orders o join retail_networks n on n.id = o.retail_network_id
      where ${kept} and o.created_at >= ${CUR.start}::timestamptz and o.created_at < ${CUR.end}::timestamptz
      group by 1`)) as unknown as { rows: Array<{ c: string; v: unknown }> };
    const want = Object.fromEntries(rows.map((r) => [r.c, Number(r.v)]));
    expect(want.UAH).toBeGreaterThan(0);
    expect(want.AED).toBeGreaterThan(0);
    expect(Object.fromEntries(report.rows.map((r) => [r.currency, r.current.revenue]))).toEqual(want);
  });

  it('shows a brand manager only their brands; outlet staff no reports', async () => {
    const mine = await read(manager1, 'summary', '');
    expect(mine.rows.map((r) => r.currency)).toEqual(['UAH']);
    const brand1 = await read(owner, 'summary', `retailNetworkId=${RN.smUa}`);
    expect(mine.rows).toEqual(brand1.rows);
    for (const q of [`retailNetworkId=${RN.pcUa}`, 'outletId=2001', `businessRegionId=${BR.dubai}`])
      await expectError(
        await manager1.get(`/admin/v1/reports/summary?from=${FROM}&to=${TO}&${q}`),
        403,
        'FORBIDDEN',
      );
    // before validation: another brand's outlet is a 403 even with a broken period
    await expectError(
      await manager1.get('/admin/v1/reports/dishes?from=nope&to=2030&outletId=2001'),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await outletStaff.get(`/admin/v1/reports/summary?from=${FROM}&to=${TO}&outletId=1001`),
      403,
      'FORBIDDEN',
    );
    await expectError(await api.get(`/admin/v1/reports/summary?from=${FROM}&to=${TO}`), 401, 'UNAUTHORIZED');
  });

  it('answers bad input with a 400 and a code that names it', async () => {
    const bad = async (q: string, code: string) =>
      expectError(await owner.get(`/admin/v1/reports/summary?${q}`), 400, code);
    expect((await bad('from=2030-02-30&to=2030-03-01', 'INVALID_REPORT_PERIOD')).details).toEqual([
      { field: 'from' },
    ]);
    await bad('from=2030-03-01&to=31.03.2030', 'INVALID_REPORT_PERIOD');
    expect((await bad('from=2030-03-02&to=2030-03-01', 'INVALID_REPORT_PERIOD')).details).toEqual([
      { field: 'to', reason: 'to_before_from' },
    ]);
    await bad('from=2030-03-01&to=2030-03-01&timeZone=Mars/Olympus', 'INVALID_REPORT_PERIOD');
    expect((await bad('from=2029-01-01&to=2030-01-02', 'REPORT_PERIOD_TOO_LONG')).details).toEqual([
      { field: 'to', days: 367 },
    ]);
    await bad(`from=${FROM}&to=${TO}&outletId=999999`, 'UNKNOWN_REPORT_PLACE');
    await bad(`from=${FROM}&to=${TO}&retailNetworkId=99`, 'UNKNOWN_REPORT_PLACE');
    await bad(`from=${FROM}&to=${TO}&retailNetworkId=${RN.smUa}&outletId=2001`, 'UNKNOWN_REPORT_PLACE');
    await bad(`from=${FROM}&to=${TO}&businessRegionId=${BR.kyiv}&outletId=1011`, 'UNKNOWN_REPORT_PLACE');
    await bad(`from=${FROM}&to=${TO}&channel=fax`, 'VALIDATION_ERROR');
    await bad(`to=${TO}`, 'VALIDATION_ERROR');
    // a full year (366 days in a leap year) is taken
    await expectContract(await owner.get('/admin/v1/reports/summary?from=2028-01-01&to=2028-12-31'), ZReport);
  });

  it('writes a CSV for Excel: BOM, translated headers, escaped and defused text, money in major units', async () => {
    const res = await owner.get(
      `/admin/v1/reports/cancellations/csv?from=${FROM}&to=${TO}&retailNetworkId=${RN.smUa}&lang=uk`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="cancellations-${FROM}-${TO}.csv"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Причина,Валюта,Замовлення,Сума,"Замовлення, попередній період","Сума, попередній період"',
    );
    const json: TReport = await read(owner, 'cancellations', `retailNetworkId=${RN.smUa}`);
    const salmon = json.rows.find((r) => r.key === REASON)!;
    expect(lines).toContain(
      `"Out of ""salmon"", sorry",UAH,${salmon.current.orders},${(salmon.current.amount! / 100).toFixed(2)},${salmon.previous.orders},${(salmon.previous.amount! / 100).toFixed(2)}`,
    );
    expect(lines.some((l) => l.startsWith(`"'=HYPERLINK(""x"")",UAH,`))).toBe(true);
    expect(lines.some((l) => l.startsWith('Причину не вказано,UAH,'))).toBe(true);
    expect(lines.at(-1)).toBe('');
    expect(lines.length).toBe(json.rows.length + 2);
  });
});
