/**
 * Logs never carry a customer's personal data on errors (issue 16, item 5): a failed query is
 * logged with its SQL and the driver's code, never its parameters or the row PostgreSQL quotes.
 * The app is built here with its log written into memory, on its own database.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed/seed.js';
import { deliveryBody, P } from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { createPostgresDatabase, databaseKinds, type DatabaseKind } from './harness.js';

/** what a customer typed, which must never reach the log */
const NAME = 'Zoryana Privatna';
const PHONE = '+380679876543';
const STREET = 'вул. Таємна';
const COMMENT = 'Код домофону 4711';

describe.each(databaseKinds())('error logs on %s', (kind: DatabaseKind) => {
  let app: App;
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let url = '';
  let log = '';

  beforeAll(async () => {
    const pgDb = kind === 'postgres' ? await createPostgresDatabase() : null;
    drop = pgDb?.drop;
    database = await openDatabase(
      pgDb ? { kind: 'postgres', url: pgDb.url, poolSize: 4 } : { kind: 'pglite' },
    );
    await seedDemo(database.db);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString('utf8');
        done();
      },
    });
    const config = loadConfig({ LOG_LEVEL: 'info', OPS_TOKEN: 'test-ops-token-0123456789' });
    app = await buildApp({ config, database, logger: { level: 'info', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
  });

  const logLines = () =>
    log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('logs a failed order write by its SQL and error code, without the customer it was for', async () => {
    // every new order now breaks a rule of the database: the failure PostgreSQL reports quotes the row
    await database.db.execute(
      sql.raw('ALTER TABLE orders ADD CONSTRAINT refuse_every_order CHECK (false) NOT VALID'),
    );
    try {
      const body = deliveryBody([{ productId: P.dragon, count: 1 }], {
        customerName: NAME,
        customerPhone: PHONE,
        customerComment: COMMENT,
      });
      (body.delivery as Record<string, unknown>).street = STREET;
      const res = await fetch(`${url}/order-service/api/http-order-create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Internal server error' } });
    } finally {
      await database.db.execute(sql.raw('ALTER TABLE orders DROP CONSTRAINT refuse_every_order'));
    }

    const failure = logLines().find((l) => l.msg === 'unhandled error');
    expect(failure).toBeDefined();
    // enough to find the fault: the statement, the SQLSTATE and constraint, the route and request
    expect(failure).toMatchObject({
      route: '/order-service/api/http-order-create',
      method: 'POST',
      reqId: expect.any(String),
      err: {
        query: expect.stringContaining('order_write'),
        cause: { code: '23514', constraint: 'refuse_every_order' },
      },
    });
    const written = JSON.stringify(failure);
    expect(written).not.toContain('params');
    expect(written).not.toContain('Failing row');
    for (const secret of [NAME, PHONE, PHONE.slice(4), STREET, COMMENT]) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
  });

  it('never logs the session token, cookie or reCAPTCHA token of a request', async () => {
    const customer = await createSignedInCustomer(database.db);
    const res = await fetch(`${url}/customer/v1/get/${customer.customer.id}`, {
      headers: {
        ...customer.headers,
        cookie: `session=${customer.token}`,
        'x-recaptcha-token': 'recaptcha-secret-1',
      },
    });
    expect(res.status).toBe(200);
    expect(logLines().some((l) => l.msg === 'request completed')).toBe(true);
    expect(log).not.toContain(customer.token);
    expect(log).not.toContain('recaptcha-secret-1');
  });
});
