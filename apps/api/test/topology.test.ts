/**
 * The multi-instance topology as processes (issue 22 item 3): two API processes over one
 * PostgreSQL database, nothing shared between them but the database, and what a chain relies on
 * across them. The in-process tests (second-instance.ts) prove each piece with two app objects in
 * one Node process; here each instance is its own process with its own pool, LISTEN connection,
 * caches, job worker and rate-limit counters, as deploy/compose.yaml runs them. `bench/scale-bench.ts`
 * runs the same with the storefronts and nginx in front, under load, and kills one of each.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ZBoardStreamEvent, ZOrderCreated, ZOrderStatusEvent, ZProductList } from '@food/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { jobs, staffSessions, staffUsers } from '../src/db/schema.js';
import { STAFF_COOKIE } from '../src/modules/staff/staff-session.js';
import { eventually, openSse } from './board-fixtures.js';
import { OUTLET, P, kyivTomorrowAt, onTime, pickupBody } from './checkout-fixtures.js';
import { createSignedInCustomer, uniqueClientIp } from './customer-fixtures.js';
import { BR, createPostgresDatabase, databaseKinds, expectContract, expectError } from './harness.js';
import { SERVER, freePort, run, waitForReady, type RunningProcess } from './process.js';

const OPS_TOKEN = 'test-ops-token-0123456789';
const CREATE = '/order-service/api/http-order-create';
/** the address-suggestion limit, low enough to reach: 20 a minute per client address */
const SUGGEST_LIMIT = 20;

interface Instance {
  name: string;
  url: string;
  process: RunningProcess;
}

async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  const port = await freePort();
  const proc = run(process.execPath, ['--import', 'tsx', SERVER], {
    DATABASE_URL: databaseUrl,
    API_PORT: String(port),
    OPS_TOKEN,
    // info: the log mailer's line per e-mail sent, read below to count a job's runs
    LOG_LEVEL: 'info',
    RATE_LIMITS: `addresses.address=${SUGGEST_LIMIT}/60`,
    // kept long: only a cross-instance event can make an instance see a change in time
    CATALOG_CACHE_SECONDS: '600',
  });
  return { name, url: `http://127.0.0.1:${port}`, process: proc };
}

/** An owner of the back office with a live session (cookie and CSRF token), made in the database. */
async function createOwner(database: Database) {
  const [member] = await database.db
    .insert(staffUsers)
    .values({
      email: `topology-${randomBytes(3).toString('hex')}@example.com`,
      name: 'Topology owner',
      role: 'OWNER',
      retailNetworkIds: [],
      outletIds: [],
      language: 'en',
    })
    .returning({ id: staffUsers.id });
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await database.db.insert(staffSessions).values({
    staffId: member!.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    csrfToken,
    isVerified: true,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const cookie = `${STAFF_COOKIE}=${token}`;
  const send = (method: string) => (origin: string, path: string, body?: unknown) =>
    fetch(origin + path, {
      method,
      headers: {
        cookie,
        'x-csrf-token': csrfToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { headers: { cookie }, post: send('POST'), put: send('PUT'), del: send('DELETE') };
}

const boardEvent = async (stream: Awaited<ReturnType<typeof openSse>>) =>
  ZBoardStreamEvent.parse(await stream.next('order', 5000));

describe.runIf(databaseKinds().includes('postgres'))('two API processes over one PostgreSQL database', () => {
  let a: Instance;
  let b: Instance;
  let database: Database;
  let drop = async () => {};

  beforeAll(async () => {
    const created = await createPostgresDatabase(inject('postgresTemplate'));
    drop = created.drop;
    [a, b] = await Promise.all([startInstance('A', created.url), startInstance('B', created.url)]);
    await Promise.all([waitForReady(a.url, a.process), waitForReady(b.url, b.process)]);
    database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (instance?.process.child.exitCode === null) instance.process.child.kill('SIGTERM');
      await instance?.process.exited;
    }
    await database?.close();
    await drop();
  });

  it('an order made through A is on B’s board at once; a move by staff on B reaches A’s board and the customer on A', async () => {
    const owner = await createOwner(database);
    const alice = await createSignedInCustomer(database.db);
    const boardOnB = await openSse(`${b.url}/admin/v1/orders/stream`, owner.headers);
    const boardOnA = await openSse(`${a.url}/admin/v1/orders/stream`, owner.headers);
    const customerOnA = await openSse(`${a.url}/orders/v1/stream`, alice.headers);

    const res = await fetch(a.url + CREATE, {
      method: 'POST',
      headers: { ...alice.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(
        pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 1 }], {
          delivery: { type: 1, ...onTime(kyivTomorrowAt(13)) },
          customerUuid: alice.customer.id,
        }),
      ),
    });
    const order = await expectContract(res, ZOrderCreated, 201);
    expect(await boardEvent(boardOnB)).toMatchObject({ type: 'order.created', orderId: order.orderId });
    expect((await boardEvent(boardOnA)).orderId).toBe(order.orderId);

    const moved = await owner.post(b.url, `/admin/v1/orders/${order.orderId}/status`, {
      statusId: 1,
      prepMinutes: 10,
    });
    expect(moved.status).toBe(200);
    expect(await boardEvent(boardOnA)).toMatchObject({
      type: 'order.status_changed',
      orderId: order.orderId,
      statusId: 1,
      previousStatusId: 0,
    });
    expect(ZOrderStatusEvent.parse(await customerOnA.next('order-status', 5000))).toMatchObject({
      orderId: order.orderId,
      statusId: 1,
    });
    for (const stream of [boardOnA, boardOnB, customerOnA]) await stream.close();
  });

  it('a dish stopped through A is sold out in B’s catalogue within 5 s, its cache dropped by the event', async () => {
    const owner = await createOwner(database);
    const stopPath = `/admin/v1/outlets/${OUTLET.khreshchatyk}/stop-list/${P.businessLunch}`;
    const isStoppedOnB = async () =>
      (
        await expectContract(
          await fetch(
            `${b.url}/catalog/v1/products/?rn=1&br=${BR.kyiv}&target=WEB&res=${OUTLET.khreshchatyk}`,
          ),
          ZProductList,
        )
      ).find((p) => p.id === P.businessLunch)?.isOnStop;
    // B has it cached (CATALOG_CACHE_SECONDS=600): without the event it would sell it for 10 minutes
    expect(await isStoppedOnB()).toBe(false);
    expect((await owner.put(a.url, stopPath, { until: null })).status).toBe(200);
    await eventually(async () => (await isStoppedOnB()) === true, 5000);
    expect((await owner.del(a.url, stopPath)).status).toBe(204);
    await eventually(async () => (await isStoppedOnB()) === false, 5000);
  });

  it('runs an order’s receipt job once across both workers', async () => {
    const email = `receipt-${randomBytes(4).toString('hex')}@example.com`;
    const res = await fetch(a.url + CREATE, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(
        pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 2 }], {
          delivery: { type: 1, ...onTime(kyivTomorrowAt(14)) },
          customerEmail: email,
        }),
      ),
    });
    const order = await expectContract(res, ZOrderCreated, 201);
    const job = await eventually(async () => {
      const [row] = await database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'receipt_email'), eq(jobs.key, `${order.orderId}:receipt`)));
      return row?.state === 'DONE' ? row : null;
    }, 15_000);
    expect(job.attempts).toBe(1);
    // both workers poll the queue; the log mailer writes one line per e-mail it sends
    const sent = (instance: Instance) => instance.process.output().split(`e-mail to ${email}`).length - 1;
    expect(sent(a) + sent(b)).toBe(1);
  });

  it('shares rate limits: half the limit through each, then the next is refused on either', async () => {
    const ip = uniqueClientIp();
    const suggest = (instance: Instance) =>
      fetch(
        `${instance.url}/geo/v1/addresses/suggest?rn=1&br=${BR.kyiv}&query=${encodeURIComponent('Хрещ')}`,
        { headers: { 'x-forwarded-for': ip } },
      );
    const statuses = async (instance: Instance, n: number) => {
      const codes: number[] = [];
      for (let i = 0; i < n; i++) {
        const res = await suggest(instance);
        await res.arrayBuffer();
        codes.push(res.status);
      }
      return codes;
    };
    expect(await statuses(a, SUGGEST_LIMIT / 2)).toEqual(Array(SUGGEST_LIMIT / 2).fill(200));
    expect(await statuses(b, SUGGEST_LIMIT / 2)).toEqual(Array(SUGGEST_LIMIT / 2).fill(200));
    await expectError(await suggest(a), 429, 'RATE_LIMITED');
    await expectError(await suggest(b), 429, 'RATE_LIMITED');
  });
});
