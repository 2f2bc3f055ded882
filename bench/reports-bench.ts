/**
 * The back office's reports on a year of a chain (issue 23 item 1): 1 million orders (and their
 * lines) seeded straight into a fresh PostgreSQL database with generate_series, spread over the
 * demo's brands, cities and outlets, a year of days, the hours of a kitchen's day, statuses,
 * payment types, channels, promo codes, dishes and returning customers; then every report is
 * asked through its real HTTP route (`GET /admin/v1/reports/{report}`) as an owner, for the
 * whole year (the worst case: no brand filter, 365 days beside the 365 before) and for one
 * brand's last 30 days. Budget: the median of 5 asks under 1 s each.
 *
 * Part of `npm run bench`; alone: `npx tsx bench/reports-bench.ts` (rewrites only its section of
 * bench/RESULTS.md). Needs PostgreSQL at BENCH_DATABASE_URL (default the local test server); the
 * database `reports_bench_<random>` is created and dropped. With BENCH_REPORTS_DB=<name> the
 * database of that name is kept: created and seeded on the first run, reused as it is (migrated
 * by the API's start, not seeded again) by the next ones, so a change can be measured without
 * seeding a million orders again (drop it by hand when done).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { runAlone } from './results-section.js';
import { SERVER, freePort, run, waitForReady, type RunningProcess } from '../apps/api/test/process.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 1_000_000);
const RUNS = 5;
const BUDGET_MS = 1000;
const ADMIN_EMAIL = 'bench-owner@example.com';
const ADMIN_PASSWORD = 'bench-owner-password-1';
const REPORTS = [
  'summary',
  'delivery-types',
  'payment-types',
  'channels',
  'cancellations',
  'promo-codes',
  'dishes',
  'hours',
  'delivery-times',
  'customers',
  'speed',
] as const;

export interface ReportsFigures {
  markdown: string;
  withinBudget: boolean;
}

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const kept = process.env.BENCH_REPORTS_DB;
  if (kept !== undefined && !/^[a-z_][a-z0-9_]*$/.test(kept))
    throw new Error('BENCH_REPORTS_DB: a database name of lower-case letters, digits and _');
  const name = kept ?? `reports_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      if (kept !== undefined) return;
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/**
 * A year of orders in three statements. Hours follow a kitchen's day (lunch and dinner peaks),
 * 8% are cancelled with one of six reasons, 12% carry one of 30 promo codes, 70% are delivered;
 * two in three belong to one of 20,000 customers per brand (so most are returning), the rest
 * are guests. Each order has 1-4 dish lines of its brand. The reports' roll-ups (migrations
 * 0018-0020) are filled by the triggers on these INSERTs; a database seeded before those
 * migrations was counted by their backfill when the API migrated it.
 */
const SEED_SQL = (orders: number) => `
create temp table bo as
  select (row_number() over (order by id) - 1)::int as i, id, retail_network_id as rn, business_region_id as br
  from outlets where is_active;
create temp table bp as
  select retail_network_id as rn, (row_number() over (partition by retail_network_id order by id) - 1)::int as i,
         (count(*) over (partition by retail_network_id))::int as n, id
  from products where not is_addon;
create index on bp (rn, i);
insert into customers (retail_network_id, phone, referral_code)
  select n.id, '+38099' || lpad((n.id * 100000 + g)::text, 7, '0'), 'RB' || n.id || '-' || g
  from retail_networks n cross join generate_series(1, 20000) g;
create temp table bc as
  select retail_network_id as rn, (row_number() over (partition by retail_network_id order by id) - 1)::int as i, id
  from customers where referral_code like 'RB%';
create index on bc (rn, i);
insert into orders (retail_network_id, business_region_id, outlet_id, customer_id, status_id, delivery_type,
    delivery, contact, payment_type, payment_kind, is_paid, products_amount, discount_amount, delivery_price,
    amount, promo_code, additional_info, channel, created_at, updated_at, expected_at, accepted_at)
  select o.rn, o.br, o.id, c.id, s.status, s.dtype, '{}'::jsonb,
    '{"name":"Bench","phone":"+380670000000"}'::jsonb, s.pay, 0, true, s.products,
    s.discount, s.dprice, s.products - s.discount + s.dprice, s.promo,
    case when s.status = 4 then jsonb_build_object('statusReason',
      (array['Customer asked','Out of stock','No courier','Address not found','Duplicate order','Not paid in time'])[(1 + s.g % 6)::int])
      else '{}'::jsonb end,
    s.channel, s.at, s.at + make_interval(mins => (25 + (s.g * 7) % 60)::int), s.at + interval '55 minutes', s.at
  from (
    select g,
      case when r1 < 0.08 then 4 when r1 < 0.1 then (g % 3) else 3 end as status,
      case when r2 < 0.7 then 0 else 1 end as dtype,
      (array['CASH','CARD_ONLINE','CARD_COURIER','APPLE_PAY','GOOGLE_PAY'])[(1 + g % 5)::int] as pay,
      20000 + (g * 7919) % 120000 as products,
      case when r3 < 0.12 then 2000 + (g % 5) * 500 else 0 end as discount,
      case when r2 < 0.7 then 5000 else 0 end as dprice,
      case when r3 < 0.12 then 'CODE' || (g % 30) else null end as promo,
      case when r4 < 0.7 then 'web' when r4 < 0.95 then 'phone' else 'api' end as channel,
      date_trunc('day', now()) - make_interval(days => ((g * 104729) % 365)::int)
        + make_interval(hours => (array[10,11,12,12,13,13,13,14,14,15,16,17,18,18,19,19,19,20,20,20,21,21,22,23])[(1 + (g * 31) % 24)::int])
        + make_interval(secs => ((g * 13) % 3600)::float8) - interval '3 hours' as at,
      r5
    from (select g::bigint as g, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5
          from generate_series(1, ${orders}) g) x
  ) s
  join bo o on o.i = ((s.g * 48271) % (select count(*) from bo))::int
  left join bc c on s.r5 < 0.67 and c.rn = o.rn and c.i = ((s.g * 69621) % 20000)::int;
insert into order_lines (order_id, product_id, count, price, amount, archived)
  select o.id, p.id, 1 + (k % 2), 9900 + (p.i % 20) * 1000, (1 + (k % 2)) * (9900 + (p.i % 20) * 1000),
    jsonb_build_object('name', 'Dish ' || p.id)
  from orders o
  cross join lateral generate_series(1, 1 + (o.local_id % 4)::int) k
  join bp p on p.rn = o.retail_network_id and p.i = ((o.local_id * 7 + k * 13) % p.n)::int
  where o.contact->>'name' = 'Bench';
analyze;
`;

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/admin/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in on the bench API: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('staff_session='));
  if (!cookie) throw new Error('sign-in set no staff_session cookie');
  return cookie.split(';')[0]!;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const loadOf = (l: number[]) => l.map((x) => x.toFixed(1)).join(' / ');

/** the figures before the report indexes and statements, and before the roll-ups, of 2026-11-27 (kept when the section is rewritten) */
const BEFORE = `Before (2026-11-27, commit 812e39c: a CASE 'c'/'p' as the group key, an EXISTS per order for
customers, no report indexes), the same data, every brand and the last 365 days; brand 1 and the
last 30 days. Run of 02:55Z at load 7-11: summary 1681 / 195, delivery-types 834 / 141,
payment-types 620 / 62, channels 480 / 56, cancellations 240 / 76, promo-codes 292 / 47, dishes
4460 / 1100, hours 1762 / 194, delivery-times 1735 / 139, customers 3263 / 920, speed 15 / 6.
Run of 06:09Z at load 9-15: summary 844 / 139, delivery-types 763 / 107, payment-types 1032 / 106,
channels 918 / 82, cancellations 425 / 82, promo-codes 445 / 131, dishes 9744 / 1521, hours
2621 / 337, delivery-times 4319 / 339, customers 6106 / 1402, speed 22 / 19.
Before the roll-ups (2026-11-27, commit e0b73c9: dishes, hours and delivery times over orders),
run of 09:47Z at load 11.6-10.0: summary 664 / 130, delivery-types 286 / 55, payment-types
302 / 79, channels 323 / 68, cancellations 252 / 42, promo-codes 237 / 57, dishes 1534 / 424,
hours 1153 / 120, delivery-times 1381 / 204, customers 752 / 402, speed 6 / 4.
`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timeReport(
  url: string,
  cookie: string,
  path: string,
): Promise<{ median: number; max: number }> {
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const start = performance.now();
    const res = await fetch(url + path, { headers: { cookie } });
    const body = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
    // the first ask warms the connection pool and PostgreSQL's buffers; it is not counted
    if (i > 0) times.push(performance.now() - start);
  }
  return { median: median(times), max: Math.max(...times) };
}

export async function runReportsBench(): Promise<ReportsFigures> {
  const database = await createDatabase();
  const processes: RunningProcess[] = [];
  try {
    const port = await freePort();
    const proc = run(process.execPath, ['--import', 'tsx', SERVER], {
      DATABASE_URL: database.url,
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_ON_START: 'true',
      RATE_LIMIT_SCALE: '1000',
    });
    processes.push(proc);
    const url = `http://127.0.0.1:${port}`;
    await waitForReady(url, proc, 180_000);
    process.stdout.write(`reports bench: seeding ${ORDERS} orders… `);
    const seedStart = performance.now();
    const db = new pg.Client({ connectionString: database.url });
    // a dropped connection fails the run through the query, not as an unhandled event
    db.on('error', () => {});
    await db.connect();
    // a kept database (BENCH_REPORTS_DB) is seeded once
    const seeded = await db.query(`select 1 from orders where contact->>'name' = 'Bench' limit 1`);
    const reused = Boolean(seeded.rowCount);
    if (!reused) await db.query(SEED_SQL(ORDERS));
    // what autovacuum does to a real table of old orders: the visibility map lets the report
    // indexes answer without reading the table (VACUUM cannot run in the seed's statement list)
    await db.query(
      'vacuum analyze orders, order_lines, customers, report_hours, report_dishes, report_delivery',
    );
    const counts = (
      await db.query<{ orders: string; lines: string; customers: string }>(
        `select (select count(*) from orders) as orders, (select count(*) from order_lines) as lines,
                (select count(*) from customers) as customers`,
      )
    ).rows[0]!;
    const seedS = (performance.now() - seedStart) / 1000;
    process.stdout.write(
      `${reused ? 'seeded on an earlier run' : `${seedS.toFixed(0)} s`} (${counts.orders} orders, ${counts.lines} lines)\n`,
    );
    const cookie = await signIn(url);
    const today = new Date();
    const yearAgo = new Date(today.getTime() - 364 * 86_400_000);
    const monthAgo = new Date(today.getTime() - 29 * 86_400_000);
    const year = `from=${isoDay(yearAgo)}&to=${isoDay(today)}`;
    // the page's filters: none (the worst case), a brand, a city with a channel, an outlet
    const cases = [
      { name: 'every brand, the last 365 days', query: year },
      {
        name: 'brand 1, the last 30 days',
        query: `retailNetworkId=1&from=${isoDay(monthAgo)}&to=${isoDay(today)}`,
      },
      { name: 'city 101, web, the last 365 days', query: `businessRegionId=101&channel=web&${year}` },
      { name: 'outlet 1001, the last 365 days', query: `outletId=1001&${year}` },
    ];
    const loadBefore = os.loadavg();
    const rows: string[] = [];
    let ok = true;
    for (const report of REPORTS) {
      const cells: string[] = [];
      for (const c of cases) {
        const t = await timeReport(url, cookie, `/admin/v1/reports/${report}?${c.query}`);
        process.stdout.write(`  ${report} (${c.name}): median ${t.median.toFixed(0)} ms\n`);
        if (t.median >= BUDGET_MS) ok = false;
        cells.push(`${t.median.toFixed(0)} (max ${t.max.toFixed(0)})`);
      }
      rows.push(
        `| ${report} | ${cells.join(' | ')} | ${cells.every((x) => Number(x.split(' ')[0]) < BUDGET_MS) ? 'within budget' : '**over budget**'} |`,
      );
    }
    await db.end();
    const markdown = `## Reports on a year of orders

Written ${new Date().toISOString()} by \`bench/reports-bench.ts\` (part of \`npm run bench\`; alone:
\`npx tsx bench/reports-bench.ts\`). One API process on a fresh PostgreSQL database with the demo
data and ${Number(counts.orders).toLocaleString('en')} orders (${Number(counts.lines).toLocaleString('en')} lines,
${Number(counts.customers).toLocaleString('en')} customers) seeded by generate_series${reused ? ' (on an earlier run: BENCH_REPORTS_DB)' : ` in ${seedS.toFixed(0)} s`}: a
year of days over every active outlet, a kitchen's hours, 8% cancelled, 12% with a promo code;
the reports' roll-ups filled by their triggers (or their migration's backfill, for a database
seeded before them). Each report asked through \`GET /admin/v1/reports/{report}\` as an owner, ${RUNS} times after one
warm-up, each beside the period of the same length before it; milliseconds, median (max). Budget:
median under ${BUDGET_MS} ms. The machine's load average (1, 5, 15 min) as the timing began:
${loadOf(loadBefore)}, as it ended: ${loadOf(os.loadavg())} (${os.cpus().length} cores, shared with
other work: at a load above the core count wall times grow with it; the EXPLAIN figures in
\`apps/api/src/modules/reports/README.md\` are the evidence).

| report | ${cases.map((c) => c.name).join(' | ')} | budget |
|${'---|'.repeat(cases.length + 2)}
${rows.join('\n')}

${BEFORE}`;
    return { markdown, withinBudget: ok };
  } finally {
    for (const p of processes) p.child.kill('SIGTERM');
    await Promise.all(processes.map((p) => p.exited));
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  runAlone('Reports on a year of orders', runReportsBench);
