/**
 * HTTP rate limits (lib/rate-limit, issue 16) through the real server: per client address, per
 * signed-in account and per phone, 429 with Retry-After and the error JSON, windows that end,
 * counts shared by two API instances on one PostgreSQL database, and a failing store that lets
 * requests through. The limits are set low with RATE_LIMITS so a burst is a few requests.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { ROUTE_GROUPS } from '../src/lib/rate-limit/policy.js';
import { BatchedSqlRateLimitStore, FLUSH_EVERY_MS } from '../src/lib/rate-limit/batched-store.js';
import { SqlRateLimitStore, StoreFailureLog, type Count } from '../src/lib/rate-limit/sql-store.js';
import { ORDER_CREATE } from './board-fixtures.js';
import { OUTLET, P, pickupBody } from './checkout-fixtures.js';
import { createSignedInCustomer, uniqueClientIp, uniquePhone } from './customer-fixtures.js';
import { BR, RN, databaseKinds, expectError, startTestApi, type TestApi } from './harness.js';

const LIMITS = {
  RATE_LIMITS: [
    'default.address=20/60',
    'codeCheck.address=4/60',
    'codeCheck.phone=3/60',
    'search.address=50/60',
    'search.account=4/60',
    'operator.address=3/60',
    'addresses.address=2/1',
    'orders.address=3/60',
    'orders.account=2/60',
  ].join(','),
};
const OPS_TOKEN = 'test-ops-token-0123456789';

const from = (ip: string, headers: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': ip, ...headers },
});

async function expectRateLimited(res: Response, maxSeconds: number) {
  const retryAfter = Number(res.headers.get('retry-after'));
  const error = await expectError(res, 429, 'RATE_LIMITED');
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(error.details).toEqual([{ retryAfterSeconds: retryAfter }]);
}

/** Sends `n` requests one after another and answers their statuses. */
async function statuses(n: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await send(i);
    await res.arrayBuffer();
    out.push(res.status);
  }
  return out;
}

/** A guest's cash pickup; `note` makes the body its own. */
const orderBody = (note: string) =>
  pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 1 }], { customerComment: note });

/** How many orders carry a comment starting with `prefix`. */
async function ordersNoted(database: Database, prefix: string): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as n from orders where comment like ${`${prefix}%`}`,
  );
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
}

/** One hit or one read of a store, as a promise. */
interface CounterStore {
  incr(key: string, callback: (err: Error | null, result?: Count) => void, windowMs: number): void;
  read(key: string, callback: (err: Error | null, result?: Count) => void): void;
}
const hit = (store: CounterStore, key: string, windowMs: number) =>
  new Promise<Count>((resolve, reject) =>
    store.incr(key, (err, result) => (err ? reject(err) : resolve(result!)), windowMs),
  );
const read = (store: CounterStore, key: string) =>
  new Promise<Count>((resolve, reject) =>
    store.read(key, (err, result) => (err ? reject(err) : resolve(result!))),
  );

/** The logger of an app whose lines a test reads. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream, logger: pino({ level: 'warn' }, stream) };
}

describe.each(databaseKinds())('rate limits on %s', (kind) => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi(kind, LIMITS);
  });
  afterAll(() => api?.close());

  const brands = (ip: string) => api.get('/config/v1/brands', from(ip));
  const validate = (ip: string, recipient: string) =>
    api.post('/customer/v1/ValidateCode', { retailNetworkId: RN.smUa, recipient, code: 123456 }, from(ip));
  const search = (ip: string, headers: Record<string, string> = {}) =>
    api.post(
      '/search/v1/search',
      { target: 'WEB', query: 'філадельфія', retailNetworkId: RN.smUa, businessRegionId: BR.kyiv },
      from(ip, headers),
    );

  it('answers a burst past the address limit with 429, Retry-After and the error JSON; other addresses go on', async () => {
    const crowd = uniqueClientIp();
    expect(await statuses(20, () => brands(crowd))).toEqual(Array(20).fill(200));
    await expectRateLimited(await brands(crowd), 60);
    await expectRateLimited(await api.get('/catalog/v1/banners/?rn=1&br=101', from(crowd)), 60);
    expect((await brands(uniqueClientIp())).status).toBe(200);
    // the probes are never limited
    expect((await api.get('/healthz', from(crowd))).status).toBe(200);
  });

  it("leaves the storefront's own server-side calls (a trusted proxy forwarding nobody) to no address limit", async () => {
    // the harness's requests come from 127.0.0.1, a trusted proxy by default: without
    // X-Forwarded-For they are the storefront rendering pages for every visitor at once
    expect(await statuses(30, () => api.get('/config/v1/brands'))).toEqual(Array(30).fill(200));
    // forwarding a visitor, the visitor's address is limited as usual
    const visitor = uniqueClientIp();
    expect(await statuses(20, () => brands(visitor))).toEqual(Array(20).fill(200));
    await expectRateLimited(await brands(visitor), 60);
  });

  it('limits code checks per address', async () => {
    const guesser = uniqueClientIp();
    const answers = await statuses(4, () => validate(guesser, uniquePhone()));
    expect(answers.every((s) => s === 400)).toBe(true);
    await expectRateLimited(await validate(guesser, uniquePhone()), 60);
    expect((await validate(uniqueClientIp(), uniquePhone())).status).toBe(400);
  });

  it('limits code checks per phone across addresses, whatever its spelling', async () => {
    const phone = uniquePhone();
    const spellings = [phone, phone.slice(1), `0${phone.slice(4)}`];
    for (const spelling of spellings) expect((await validate(uniqueClientIp(), spelling)).status).toBe(400);
    await expectRateLimited(await validate(uniqueClientIp(), phone), 60);
    // another phone from a new address is not held back
    expect((await validate(uniqueClientIp(), uniquePhone())).status).toBe(400);
  });

  it('counts a signed-in account across addresses, and leaves guests to their address limit', async () => {
    const { headers } = await createSignedInCustomer(api.database.db);
    const answers = await statuses(4, () => search(uniqueClientIp(), headers));
    expect(answers).toEqual([200, 200, 200, 200]);
    await expectRateLimited(await search(uniqueClientIp(), headers), 60);
    // a second session of the same customer shares the count
    const other = await createSignedInCustomer(api.database.db);
    expect((await search(uniqueClientIp(), other.headers)).status).toBe(200);
    expect((await search(uniqueClientIp())).status).toBe(200);
  });

  it('counts failed operator tokens per address and never the operator’s good ones', async () => {
    const orderPath = `/ops/v1/orders/${randomUUID()}/status`;
    const ops = (ip: string, token: string) =>
      api.post(orderPath, { statusId: 1 }, from(ip, { authorization: `Bearer ${token}` }));
    const operator = uniqueClientIp();
    const good = await statuses(6, () => ops(operator, OPS_TOKEN));
    expect(good.some((s) => s === 401 || s === 429)).toBe(false);

    const guesser = uniqueClientIp();
    expect(await statuses(3, (i) => ops(guesser, `guess-${i}-0123456789abcdef`))).toEqual([401, 401, 401]);
    // blocked before the token is even compared: the right token from there waits too
    await expectRateLimited(await ops(guesser, OPS_TOKEN), 60);
    expect([401, 429]).not.toContain((await ops(operator, OPS_TOKEN)).status);
  });

  // on PostgreSQL the hit goes with the order's first statement (lib/rate-limit/joined-hits.ts)
  it('limits orders per address: a body the schema refuses counts, past the limit 429 and no order, the key free again', async () => {
    const ip = uniqueClientIp();
    const note = `rate ${ip} `;
    const order = (i: number, key: string = randomUUID()) =>
      api.post(ORDER_CREATE, orderBody(`${note}${i}`), from(ip, { 'idempotency-key': key }));
    const invalid = await api.post(ORDER_CREATE, { retailNetworkId: RN.smUa }, from(ip));
    expect(invalid.status).toBe(400);
    const placedKey = randomUUID();
    expect(await statuses(2, (i) => order(i, i === 0 ? placedKey : undefined))).toEqual([201, 201]);
    const refusedKey = randomUUID();
    await expectRateLimited(await order(2, refusedKey), 60);
    // then refused at once, a replay of a placed order too
    await expectRateLimited(await order(3), 60);
    await expectRateLimited(await order(0, placedKey), 60);
    expect(await ordersNoted(api.database, note)).toBe(2);
    // the refused request's key was given back: another address places that order with it
    const retried = await api.post(
      ORDER_CREATE,
      orderBody(`${note}2`),
      from(uniqueClientIp(), { 'idempotency-key': refusedKey }),
    );
    expect(retried.status).toBe(201);
    expect(await ordersNoted(api.database, note)).toBe(3);
  });

  it("limits a signed-in customer's orders across addresses; a guest at the same address goes on", async () => {
    const { customer, headers } = await createSignedInCustomer(api.database.db);
    const ip = uniqueClientIp();
    const note = `account ${customer.id} `;
    const order = (i: number, from_: string) =>
      api.post(
        ORDER_CREATE,
        { ...orderBody(`${note}${i}`), customerUuid: customer.id },
        from(from_, { ...headers, 'idempotency-key': randomUUID() }),
      );
    expect(await statuses(2, (i) => order(i, i ? uniqueClientIp() : ip))).toEqual([201, 201]);
    await expectRateLimited(await order(2, uniqueClientIp()), 60);
    expect(await ordersNoted(api.database, note)).toBe(2);
    const guest = await api.post(ORDER_CREATE, orderBody(`guest ${ip}`), from(ip));
    expect(guest.status).toBe(201);
  });

  it('lets the address count again once its window has ended', async () => {
    const suggest = (ip: string) =>
      api.get(
        `/geo/v1/addresses/suggest?rn=${RN.smUa}&br=${BR.kyiv}&query=${encodeURIComponent('Хрещ')}`,
        from(ip),
      );
    const customer = uniqueClientIp();
    expect(await statuses(2, () => suggest(customer))).toEqual([200, 200]);
    await expectRateLimited(await suggest(customer), 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await suggest(customer)).status).toBe(200);
  });

  it('counts in the rate_limits table on PostgreSQL only (one PGlite process counts in memory)', async () => {
    await brands(uniqueClientIp());
    const result = await api.database.db.execute(sql`select count(*)::int as n from rate_limits`);
    const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
    if (kind === 'postgres') expect(rows[0]!.n).toBeGreaterThan(0);
    else expect(rows[0]!.n).toBe(0);
  });

  it('names routes that exist: a renamed route would silently fall back to the default group', () => {
    for (const rule of ROUTE_GROUPS) {
      if (typeof rule.path !== 'string' || !rule.method) continue;
      expect(api.app.hasRoute({ method: rule.method as 'GET', url: rule.path }), rule.path).toBe(true);
    }
  });

  // the SQL store on this database, PGlite included (the same statements run there)
  it('counts hits in one window, then starts again', async () => {
    const store = new SqlRateLimitStore(api.database, pino({ level: 'silent' }));
    const key = `test:${randomUUID()}`;
    expect(await read(store, key)).toEqual({ current: 0, ttl: 0 });
    expect((await hit(store, key, 400)).current).toBe(1);
    const second = await hit(store, key, 400);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(400);
    expect((await read(store, key)).current).toBe(2);
    await new Promise((r) => setTimeout(r, 450));
    expect(await read(store, key)).toEqual({ current: 0, ttl: 0 });
    expect((await hit(store, key, 400)).current).toBe(1);
  });

  it('hands a failure to its caller and logs it once, not once per request', async () => {
    const { lines, logger } = capturedLogger();
    const store = new SqlRateLimitStore(api.database, logger);
    await api.database.db.execute(sql`alter table rate_limits rename to rate_limits_away`);
    try {
      for (let i = 0; i < 3; i++) await expect(hit(store, 'test:broken', 1000)).rejects.toThrow();
    } finally {
      await api.database.db.execute(sql`alter table rate_limits_away rename to rate_limits`);
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('rate-limit store failed');
    expect((await hit(store, `test:${randomUUID()}`, 1000)).current).toBe(1);
  });

  it('batches: counts here at once, shares the totals of both instances at each flush', async () => {
    const silent = new StoreFailureLog(pino({ level: 'silent' }));
    const a = new BatchedSqlRateLimitStore(api.database, silent, 60_000);
    const b = new BatchedSqlRateLimitStore(api.database, silent, 60_000);
    const key = `test:${randomUUID()}`;
    for (let i = 1; i <= 3; i++) expect((await hit(a, key, 5000)).current).toBe(i);
    await hit(b, key, 5000);
    await hit(b, key, 5000);
    await a.flush();
    await b.flush();
    expect((await read(b, key)).current).toBe(5);
    expect((await hit(a, key, 5000)).current).toBe(4);
    await a.flush();
    expect((await read(a, key)).current).toBe(6);
    expect((await read(a, key)).ttl).toBeLessThanOrEqual(5000);
  });

  it('batches: a failed flush is logged and the instance goes on counting its own hits', async () => {
    const { lines, logger } = capturedLogger();
    const store = new BatchedSqlRateLimitStore(api.database, new StoreFailureLog(logger), 60_000);
    const key = `test:${randomUUID()}`;
    await api.database.db.execute(sql`alter table rate_limits rename to rate_limits_away`);
    try {
      await hit(store, key, 5000);
      await hit(store, key, 5000);
      await store.flush();
    } finally {
      await api.database.db.execute(sql`alter table rate_limits_away rename to rate_limits`);
    }
    expect(lines.filter((l) => l.includes('rate-limit store failed'))).toHaveLength(1);
    expect((await hit(store, key, 5000)).current).toBe(3);
    await store.flush();
    expect((await read(store, key)).current).toBe(1); // the table has what reached it
  });
});

describe.runIf(databaseKinds().includes('postgres'))('two API instances on one PostgreSQL database', () => {
  let first: TestApi;
  let second: { app: App; database: Database; url: string };
  const log = capturedLogger();

  beforeAll(async () => {
    const env = { RATE_LIMITS: 'default.address=20/60,addresses.address=20/60,orders.address=6/60' };
    first = await startTestApi('postgres', env);
    const result = await first.database.db.execute(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${(result as unknown as { rows: Array<{ name: string }> }).rows[0]!.name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    const config = loadConfig({ OPS_TOKEN, ...env });
    const app = await buildApp({ config, database, logger: { level: 'warn', stream: log.stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    second = {
      app,
      database,
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await first?.close();
  });

  const brandsOn = (origin: string, ip: string) => fetch(`${origin}/config/v1/brands`, from(ip));
  const suggestOn = (origin: string, ip: string) =>
    fetch(
      `${origin}/geo/v1/addresses/suggest?rn=${RN.smUa}&br=${BR.kyiv}&query=${encodeURIComponent('Хрещ')}`,
      from(ip),
    );

  it('share one count exactly where every hit is written: half the limit on each, then the next on either is refused', async () => {
    const ip = uniqueClientIp();
    expect(await statuses(10, () => suggestOn(first.url, ip))).toEqual(Array(10).fill(200));
    expect(await statuses(10, () => suggestOn(second.url, ip))).toEqual(Array(10).fill(200));
    await expectRateLimited(await suggestOn(first.url, ip), 60);
    await expectRateLimited(await suggestOn(second.url, ip), 60);
  });

  it('count exactly under concurrency: 40 requests at once over both let exactly 20 through', async () => {
    const ip = uniqueClientIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => suggestOn(i % 2 ? first.url : second.url, ip)),
    );
    const codes = answers.map((r) => r.status);
    await Promise.all(answers.map((r) => r.arrayBuffer()));
    expect(codes.filter((s) => s === 200)).toHaveLength(20);
    expect(codes.filter((s) => s === 429)).toHaveLength(20);
  });

  it('count orders exactly under concurrency, the hit made in the order’s own statement: 12 at once over both let exactly 6 through', async () => {
    const ip = uniqueClientIp();
    const note = `concurrent ${ip} `;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`${i % 2 ? first.url : second.url}${ORDER_CREATE}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': ip,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify(orderBody(`${note}${i}`)),
        }),
      ),
    );
    const codes = answers.map((r) => r.status);
    await Promise.all(answers.map((r) => r.arrayBuffer()));
    expect(codes.filter((s) => s === 201)).toHaveLength(6);
    expect(codes.filter((s) => s === 429)).toHaveLength(6);
    expect(await ordersNoted(first.database, note)).toBe(6);
    // the refused requests' keys were given back
    const keys = await first.database.db.execute(
      sql`select count(*)::int as n from idempotency_keys where response_status is null`,
    );
    expect((keys as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });

  it('share the cheap reads’ count within one flush', async () => {
    const ip = uniqueClientIp();
    expect(await statuses(10, () => brandsOn(first.url, ip))).toEqual(Array(10).fill(200));
    expect(await statuses(10, () => brandsOn(second.url, ip))).toEqual(Array(10).fill(200));
    // each instance alone has seen ten (twelve by the end): only a shared count refuses anything.
    // An instance learns the others' hits when it writes its own, so one more hit each, then
    // after that flush both know the total is over
    const flushed = () => new Promise((r) => setTimeout(r, FLUSH_EVERY_MS * 3));
    await flushed();
    await brandsOn(first.url, ip);
    await brandsOn(second.url, ip);
    await flushed();
    await expectRateLimited(await brandsOn(first.url, ip), 60);
    await expectRateLimited(await brandsOn(second.url, ip), 60);
  });

  it('let requests through, logged, while the counter table cannot be written', async () => {
    const ip = uniqueClientIp();
    await first.database.db.execute(sql`alter table rate_limits rename to rate_limits_away`);
    let codes: number[];
    let order: Response;
    try {
      codes = await statuses(25, () => suggestOn(second.url, ip));
      // an order's hits go with its first statement: that statement is made again without them
      order = await fetch(`${second.url}${ORDER_CREATE}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(orderBody(`table away ${ip}`)),
      });
    } finally {
      await first.database.db.execute(sql`alter table rate_limits_away rename to rate_limits`);
    }
    expect(codes).toEqual(Array(25).fill(200));
    expect(order.status).toBe(201);
    expect(await ordersNoted(first.database, `table away ${ip}`)).toBe(1);
    expect(log.lines.some((l) => l.includes('rate-limit store failed'))).toBe(true);
  });
});
