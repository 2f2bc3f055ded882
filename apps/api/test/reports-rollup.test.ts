/**
 * The reports' roll-ups (migration 0018, modules/reports README "Roll-ups"): the triggers keep
 * report_hours, report_dishes and report_delivery equal to counting the orders again after every
 * kind of write (creation, cancellation and its reversal, a move of outlet or channel, an
 * amount changed, a completion, lines added, changed and removed, an order deleted, an outlet
 * put on another clock), and the reports that read them (dishes, hours, delivery times) give
 * the figures of direct queries over the orders for a period of whole UTC days and edge hours
 * on a half-hour clock. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { ZReport, type TReport } from '@food/contracts';
import { orderLines, orders } from '../src/db/schema.js';
import { BR, RN, databaseKinds, expectContract, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

// 10-13 May 2031 on India's clock (+05:30): [09 May 18:30Z, 13 May 18:30Z); the 4 days before:
// [05 May 18:30Z, 09 May 18:30Z). Whole UTC days 10-12 May (and 6-8) come from the roll-ups,
// the hours around each 18:30Z from the orders.
const FROM = '2031-05-10';
const TO = '2031-05-13';
const CLOCK = 'Asia/Kolkata';
const CUR = { start: '2031-05-09T18:30:00.000Z', end: '2031-05-13T18:30:00.000Z' };
const PREV = { start: '2031-05-05T18:30:00.000Z', end: CUR.start };
const KYIV = 1001;
const LVIV = 1011;

describe.each(databaseKinds())('report roll-ups on %s', (kind) => {
  let api: TestApi;
  let owner: TestStaff;
  let db: TestApi['database']['db'];
  let product: number;
  const ids: string[] = [];

  const rows = async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

  /** one order of brand 1 and its dish lines (and an addon, which dishes do not count) */
  async function place(n: number, at: Date, extra: Partial<typeof orders.$inferInsert> = {}) {
    const outlet = n % 3 === 0 ? LVIV : KYIV;
    const [order] = await db
      .insert(orders)
      .values({
        retailNetworkId: RN.smUa,
        businessRegionId: outlet === LVIV ? BR.lviv : BR.kyiv,
        outletId: outlet,
        statusId: n % 5 === 0 ? 1 : 3,
        deliveryType: n % 4 === 3 ? 1 : 0,
        delivery: {},
        contact: { name: 'Rollup', phone: '+380670000000' },
        paymentType: 'CASH',
        paymentKind: 0,
        productsAmount: 20000,
        amount: 20000 + n * 100,
        channel: n % 2 ? 'web' : 'phone',
        additionalInfo: {},
        createdAt: at,
        // whole minutes: the median of a minute histogram is then the exact one
        updatedAt: new Date(at.getTime() + (25 + ((n * 7) % 40)) * 60_000),
        expectedAt: new Date(at.getTime() + 50 * 60_000),
        ...extra,
      })
      .returning({ id: orders.id });
    const id = order!.id;
    ids.push(id);
    await db.insert(orderLines).values([
      {
        orderId: id,
        productId: product + (n % 3),
        count: 1 + (n % 2),
        price: 9000,
        amount: 9000 * (1 + (n % 2)),
        archived: { name: `Dish ${n % 3}` },
      },
      {
        orderId: id,
        productId: product + 3,
        count: 1,
        price: 1500,
        amount: 1500,
        archived: { name: 'Side' },
      },
      {
        orderId: id,
        productId: product + 4,
        parentProductId: product,
        count: 2,
        price: 300,
        amount: 600,
        archived: { name: 'Sauce' },
      },
    ]);
    return id;
  }

  /** each roll-up against counting every order again (the migration's backfill): the differences */
  async function drift(): Promise<Record<string, unknown[]>> {
    const day = sql`(o.created_at at time zone 'UTC')::date`;
    const hours = sql`select ${day} as day, o.outlet_id, o.channel,
        date_part('hour', o.created_at at time zone ol.time_zone)::int as hour, o.retail_network_id,
        o.business_region_id, count(*)::bigint as orders, sum(o.amount)::bigint as revenue
      from orders o join outlets ol on ol.id = o.outlet_id where o.status_id <> 4 group by 1, 2, 3, 4, 5, 6`;
    const dishes = sql`select ${day} as day, o.outlet_id, o.channel, l.product_id, o.retail_network_id,
        o.business_region_id, sum(l.count)::bigint as quantity, sum(l.amount)::bigint as amount
      from orders o join order_lines l on l.order_id = o.id and l.parent_product_id is null
      where o.status_id <> 4 group by 1, 2, 3, 4, 5, 6`;
    const delivery = sql`select ${day} as day, o.outlet_id, o.channel, o.delivery_type::int as delivery_type,
        round(extract(epoch from o.updated_at - o.created_at) / 60)::int as minute, o.retail_network_id,
        o.business_region_id, count(*)::bigint as orders,
        sum((extract(epoch from o.expected_at - o.created_at) * 1000000)::bigint)::bigint as promised_us,
        sum((extract(epoch from o.updated_at - o.created_at) * 1000000)::bigint)::bigint as actual_us,
        count(*) filter (where o.updated_at > o.expected_at)::bigint as late
      from orders o where o.status_id = 3 and o.expected_at is not null and o.deliver_at is null
      group by 1, 2, 3, 4, 5, 6, 7`;
    // the day rows and the parts appended since the last compaction, added up per roll-up row
    const both = (table: string, key: string, figures: string) =>
      sql.raw(`select ${key}, ${figures} from (select * from ${table} union all select * from ${table}_delta) x
        group by ${key} having ${figures.split(', ')[0]} <> 0`);
    const tables = {
      report_hours: [
        both(
          'report_hours',
          'day, outlet_id, channel, hour::int, retail_network_id, business_region_id',
          'sum(orders)::bigint, sum(revenue)::bigint',
        ),
        hours,
      ],
      report_dishes: [
        both(
          'report_dishes',
          'day, outlet_id, channel, product_id, retail_network_id, business_region_id',
          'sum(quantity)::bigint, sum(amount)::bigint',
        ),
        dishes,
      ],
      // per day, brand and dish: the day rows of migration 0020 and the same appended parts
      report_dishes_brand: [
        sql.raw(`select day, retail_network_id, product_id, sum(quantity)::bigint, sum(amount)::bigint
          from (select day, retail_network_id, product_id, quantity, amount from report_dishes_brand
            union all select day, retail_network_id, product_id, quantity, amount from report_dishes_delta) x
          group by 1, 2, 3 having sum(quantity) <> 0`),
        sql`select ${day} as day, o.retail_network_id, l.product_id, sum(l.count)::bigint as quantity,
            sum(l.amount)::bigint as amount
          from orders o join order_lines l on l.order_id = o.id and l.parent_product_id is null
          where o.status_id <> 4 group by 1, 2, 3`,
      ],
      report_delivery: [
        both(
          'report_delivery',
          'day, outlet_id, channel, delivery_type::int, minute, retail_network_id, business_region_id',
          'sum(orders)::bigint, sum(promised_us)::bigint, sum(actual_us)::bigint, sum(late)::bigint',
        ),
        delivery,
      ],
    } as const;
    const out: Record<string, unknown[]> = {};
    for (const [name, [kept, counted]] of Object.entries(tables))
      out[name] = await rows(
        sql`(select 'kept' as side, * from (${kept} except all ${counted}) a)
          union all (select 'counted' as side, * from (${counted} except all ${kept}) b)`,
      );
    return out;
  }
  const noDrift = { report_hours: [], report_dishes: [], report_dishes_brand: [], report_delivery: [] };

  beforeAll(async () => {
    api = await startTestApi(kind);
    db = api.database.db;
    owner = await createStaff(api, 'OWNER');
    product = Number(
      (
        await rows<{ v: unknown }>(sql`select min(id) as v from products where retail_network_id = ${RN.smUa}
        and not is_addon`)
      )[0]!.v,
    );
    // orders every few hours of 5-14 May (UTC), around each 18:30Z edge too, over both outlets
    const times = ['00:10', '05:50', '12:20', '18:20', '18:40', '23:50'];
    let n = 0;
    for (let d = 5; d <= 14; d++)
      for (const t of times) {
        n += 1;
        await place(n, new Date(`2031-05-${String(d).padStart(2, '0')}T${t}:00Z`));
      }
    // several orders in one statement, and their lines in one statement
    const many = await db
      .insert(orders)
      .values(
        [0, 1, 2, 3].map((i) => ({
          retailNetworkId: RN.smUa,
          businessRegionId: BR.kyiv,
          outletId: KYIV,
          statusId: 3,
          deliveryType: 0,
          delivery: {},
          contact: { name: 'Rollup', phone: '+380670000000' },
          paymentType: 'CASH',
          paymentKind: 0,
          productsAmount: 10000,
          amount: 10000 + i,
          channel: 'api',
          additionalInfo: {},
          createdAt: new Date(Date.parse('2031-05-11T09:00:00Z') + i * 600_000),
          updatedAt: new Date(Date.parse('2031-05-11T09:40:00Z') + i * 660_000),
          expectedAt: new Date(Date.parse('2031-05-11T09:55:00Z') + i * 600_000),
        })),
      )
      .returning({ id: orders.id });
    await db.insert(orderLines).values(
      many.flatMap((o, i) => [
        {
          orderId: o.id,
          productId: product + 1,
          count: 1 + i,
          price: 5000,
          amount: 5000 * (1 + i),
          archived: { name: 'Dish 1' },
        },
        {
          orderId: o.id,
          productId: product + 2,
          count: 1,
          price: 7000,
          amount: 7000,
          archived: { name: 'Dish 2' },
        },
      ]),
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  it('keeps every roll-up equal to counting the orders again, through every kind of write', async () => {
    expect(await drift()).toEqual(noDrift);
    const [a, b, c, d, e, f, g, h] = ids.slice(6, 14).map((id) => sql`${id}::uuid`);
    const write = async (what: string, statement: SQL) => {
      await db.execute(statement);
      expect(await drift(), what).toEqual(noDrift);
    };
    await write('a cancellation', sql`update orders set status_id = 4 where id = ${a}`);
    await write('its reversal', sql`update orders set status_id = 1 where id = ${a}`);
    await write(
      'a move to another outlet and city',
      sql`update orders set outlet_id = ${LVIV}, business_region_id = ${BR.lviv} where id = ${b}`,
    );
    await write(
      'a move of channel',
      sql`update orders set channel = 'phone' where id = ${c} and channel <> 'phone'`,
    );
    await write('an amount changed', sql`update orders set amount = amount + 777 where id = ${d}`);
    await write(
      'a completion, late',
      sql`update orders set status_id = 3, updated_at = created_at + interval '71 minutes' where id = ${e}`,
    );
    await write(
      'a completed order changed again (its done time moves)',
      sql`update orders set updated_at = updated_at + interval '3 minutes' where id = ${e}`,
    );
    await write(
      'lines added to an order',
      sql`insert into order_lines (order_id, product_id, count, price, amount, archived)
        values (${f}, ${product + 2}, 3, 4000, 12000, '{"name":"Dish 2"}'), (${f}, ${product + 5}, 1, 100, 100, '{"name":"Dish 5"}')`,
    );
    await write(
      'a line changed',
      sql`update order_lines set count = count + 1, amount = amount + price
        where id = (select min(id) from order_lines where order_id = ${g})`,
    );
    await write(
      'the newest line of a dish removed',
      sql`delete from order_lines where id = (select max(id) from order_lines where order_id = ${f} and parent_product_id is null)`,
    );
    await write('an order deleted with its lines', sql`delete from orders where id = ${h}`);
    await write(
      'several orders cancelled in one statement',
      sql`update orders set status_id = 4 where id in (${sql.join(
        ids.slice(20, 30).map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    await write(
      'a cancelled order moved',
      sql`update orders set outlet_id = ${KYIV}, business_region_id = ${BR.kyiv}
      where id = ${sql`${ids[21]!}::uuid`}`,
    );
    await write(
      'an outlet put on a quarter-hour clock',
      sql`update outlets set time_zone = 'Asia/Kathmandu' where id = ${LVIV}`,
    );
    // the parts appended so far folded into the day rows: nothing left apart, the same figures
    const [moved] = await rows<{ n: unknown }>(sql`select report_rollup_compact() as n`);
    expect(Number(moved!.n)).toBeGreaterThan(0);
    const [left] = await rows<{ n: unknown }>(sql`select (select count(*) from report_hours_delta)
      + (select count(*) from report_dishes_delta) + (select count(*) from report_delivery_delta) as n`);
    expect(Number(left!.n)).toBe(0);
    expect(await drift()).toEqual(noDrift);
    // the newest line of dish 0 within the periods read below
    await write(
      'a name changed (nothing counted moves)',
      sql`update order_lines set archived = '{"name":"Dish 0, new"}'
      where id = (select max(l.id) from order_lines l join orders o on o.id = l.order_id
        where l.product_id = ${product} and l.parent_product_id is null
          and o.created_at >= ${PREV.start}::timestamptz and o.created_at < ${CUR.end}::timestamptz)`,
    );
  });

  it('writes an order by appending its parts: no shared day row is updated, so orders of one outlet and hour do not wait for each other', async () => {
    await db.execute(sql`select report_rollup_compact()`);
    const dayRows = sql`select string_agg(xmin::text || ':' || orders, ',' order by day, outlet_id, channel, hour) as v
      from report_hours`;
    const [before] = await rows<{ v: string }>(dayRows);
    const at = new Date('2031-05-12T10:05:00Z');
    await place(1, at);
    const [after] = await rows<{ v: string }>(dayRows);
    expect(after!.v).toBe(before!.v);
    const [parts] = await rows<{ n: unknown }>(sql`select count(*) as n from report_hours_delta`);
    expect(Number(parts!.n)).toBe(1);
    if (kind === 'postgres') {
      // a transaction that placed an order of the same outlet, channel and hour and is still open
      // does not hold up another order's write
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstWritten = () => {};
      const written = new Promise<void>((resolve) => (firstWritten = resolve));
      const first = db.transaction(async (tx) => {
        await tx.execute(sql`insert into orders (retail_network_id, business_region_id, outlet_id, status_id,
            delivery_type, delivery, contact, payment_type, payment_kind, products_amount, amount, additional_info,
            channel, created_at, updated_at)
          values (${RN.smUa}, ${BR.kyiv}, ${KYIV}, 0, 0, '{}', '{"name":"Rollup","phone":"+380670000000"}', 'CASH', 0,
            100, 100, '{}', 'web', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`);
        firstWritten();
        await held;
      });
      await written;
      await place(1, new Date(at.getTime() + 60_000));
      release();
      await first;
    }
    expect(await drift()).toEqual(noDrift);
  });

  const read = async (report: string) =>
    expectContract(
      await owner.get(
        `/admin/v1/reports/${report}?from=${FROM}&to=${TO}&timeZone=${CLOCK}&retailNetworkId=${RN.smUa}`,
      ),
      ZReport,
    );

  /** the report's figures of both periods against `direct(period, key)`: the differences */
  async function differences(
    report: TReport,
    direct: (p: { start: string; end: string }, key: string) => SQL,
  ): Promise<string[]> {
    const problems: string[] = [];
    for (const row of report.rows)
      for (const [name, p, figures] of [
        ['current', CUR, row.current],
        ['previous', PREV, row.previous],
      ] as const) {
        const [want] = await rows<Record<string, unknown>>(direct(p, row.key));
        for (const column of report.columns) {
          if (column.key === 'lateShare') continue;
          const raw = want?.[column.key];
          const value = raw === null || raw === undefined ? null : Number(raw);
          const expected = value ?? (column.kind === 'count' || column.kind === 'money' ? 0 : null);
          if (figures[column.key] !== expected)
            problems.push(`${row.key} ${column.key} ${name}: ${figures[column.key]} ≠ ${expected}`);
        }
      }
    return problems;
  }
  const within = (p: { start: string; end: string }) =>
    sql`o.retail_network_id = ${RN.smUa} and o.created_at >= ${p.start}::timestamptz and o.created_at < ${p.end}::timestamptz`;

  it('dishes, hours and delivery times of whole days and edge hours on a half-hour clock are the direct figures', async () => {
    const period = (r: TReport) => r.period;
    const hours = await read('hours');
    expect(period(hours)).toEqual({ from: FROM, to: TO, ...CUR });
    expect(hours.rows.some((r) => (r.current.orders ?? 0) > 0 && (r.previous.orders ?? 0) > 0)).toBe(true);
    expect(
      await differences(
        hours,
        (p, key) => sql`select count(*) as orders, coalesce(sum(o.amount), 0) as revenue
          from orders o join outlets ol on ol.id = o.outlet_id
          where ${within(p)} and o.status_id <> 4
            and extract(hour from o.created_at at time zone ol.time_zone) = ${Number(key)}`,
      ),
    ).toEqual([]);

    const dishes = await read('dishes');
    expect(dishes.rows.length).toBeGreaterThanOrEqual(4);
    expect(
      await differences(
        dishes,
        (p, key) => sql`select coalesce(sum(l.count), 0) as quantity, coalesce(sum(l.amount), 0) as revenue
          from orders o join order_lines l on l.order_id = o.id
          where ${within(p)} and o.status_id <> 4 and l.parent_product_id is null and l.product_id = ${Number(key)}`,
      ),
    ).toEqual([]);
    // named after the newest line counted in the periods: a cancelled order's too (its sale was
    // counted until it was cancelled); every order here was placed kept, and moved within the brand
    for (const row of dishes.rows) {
      const [want] = await rows<{ name: string }>(sql`select l.archived->>'name' as name from order_lines l
        where l.id = (select max(l2.id) from orders o join order_lines l2 on l2.order_id = o.id
          where o.retail_network_id = ${RN.smUa} and o.created_at >= ${PREV.start}::timestamptz
            and o.created_at < ${CUR.end}::timestamptz and l2.parent_product_id is null
            and l2.product_id = ${Number(row.key)})`);
      expect(row.label, row.key).toBe(want!.name);
    }
    expect(dishes.rows.map((r) => r.label)).toContain('Dish 0, new');

    const times = await read('delivery-times');
    expect(times.rows.map((r) => r.key).sort()).toEqual(['delivery', 'pickup']);
    const minutes = (e: SQL) => sql`round((${e})::numeric / 60, 1)`;
    expect(
      await differences(
        times,
        (p, key) => sql`select count(*) as orders,
            ${minutes(sql`avg(extract(epoch from o.expected_at - o.created_at))`)} as "promisedMinutes",
            ${minutes(sql`avg(extract(epoch from o.updated_at - o.created_at))`)} as "actualMinutes",
            ${minutes(sql`percentile_cont(0.5) within group (order by extract(epoch from o.updated_at - o.created_at))`)} as "medianActualMinutes",
            count(*) filter (where o.updated_at > o.expected_at) as "lateOrders"
          from orders o where ${within(p)} and o.status_id = 3 and o.expected_at is not null and o.deliver_at is null
            and o.delivery_type = ${key === 'delivery' ? 0 : 1}`,
      ),
    ).toEqual([]);
  });

  it('gives the median of times with seconds to within half a minute', async () => {
    // seconds on every completed order of the current period: the histogram counts whole minutes
    await db.execute(sql`update orders o set updated_at = o.updated_at + make_interval(secs => (o.local_id * 17) % 60)
      where ${within(CUR)} and o.status_id = 3`);
    expect(await drift()).toEqual(noDrift);
    const times = await read('delivery-times');
    for (const row of times.rows) {
      const [want] = await rows<{ v: unknown }>(sql`select percentile_cont(0.5) within group
          (order by extract(epoch from o.updated_at - o.created_at)) / 60 as v
        from orders o where ${within(CUR)} and o.status_id = 3 and o.expected_at is not null and o.deliver_at is null
          and o.delivery_type = ${row.key === 'delivery' ? 0 : 1}`);
      expect(Math.abs(row.current.medianActualMinutes! - Number(want!.v)), row.key).toBeLessThanOrEqual(0.55);
    }
  });
});
