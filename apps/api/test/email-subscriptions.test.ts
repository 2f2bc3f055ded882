/**
 * The e-mail pop-up's subscriptions (issue 17, item 17): POST /site/v1/emailSubscriptions keeps
 * the address per brand with its language, consent and signed-in customer; a repeat changes
 * nothing; a bad request is a 400 that stores nothing; floods are rate-limited per address.
 */
import { ZEmailSubscription } from '@food/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSubscriptions } from '../src/db/schema.js';
import { createSignedInCustomer, uniqueClientIp } from './customer-fixtures.js';
import { RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const PATH = '/site/v1/emailSubscriptions';
/** low enough that a test can reach it; every other test sends from an address of its own */
const LIMITS = { RATE_LIMITS: 'subscriptions.address=4/600' };

let seq = 0;
const uniqueEmail = () => `olena.${process.pid}.${++seq}@example.com`;

describe.each(databaseKinds())('e-mail subscriptions on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, LIMITS);
  });
  afterAll(() => api?.close());

  const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
    api.post(PATH, body, { headers: { 'x-forwarded-for': uniqueClientIp(), ...headers } });
  const rowsOf = (email: string) =>
    api.database.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.email, email.toLowerCase()))
      .orderBy(emailSubscriptions.retailNetworkId);
  const allRows = () => api.database.db.select().from(emailSubscriptions);

  it('keeps the address per brand, lower-cased, with its language and the moment of consent', async () => {
    const email = uniqueEmail();
    const before = Date.now();
    const answer = await expectContract(
      await subscribe({
        retailNetworkId: RN.smUa,
        email: email.toUpperCase(),
        language: 'ru',
        consent: true,
      }),
      ZEmailSubscription,
    );
    expect(answer).toEqual({ email, status: 'pending' });
    const [row] = await rowsOf(email);
    expect(row).toMatchObject({
      retailNetworkId: RN.smUa,
      email,
      language: 'ru',
      customerId: null,
      confirmedAt: null,
      unsubscribedAt: null,
    });
    expect(row!.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('answers a repeat the same way and changes nothing; another brand keeps its own row', async () => {
    const email = uniqueEmail();
    const body = { retailNetworkId: RN.smUa, email, language: 'uk', consent: true };
    const first = await expectContract(await subscribe(body), ZEmailSubscription);
    const [kept] = await rowsOf(email);
    const again = await expectContract(await subscribe(body), ZEmailSubscription);
    const spelledOtherwise = await expectContract(
      await subscribe({ ...body, email: email.replace('olena', 'OLENA') }),
      ZEmailSubscription,
    );
    expect(again).toEqual(first);
    expect(spelledOtherwise).toEqual(first);
    expect(await rowsOf(email)).toEqual([kept]);

    // the pizza brand is another list: its own row, in its own default language
    await expectContract(
      await subscribe({ retailNetworkId: RN.pcUa, email, consent: true }),
      ZEmailSubscription,
    );
    const rows = await rowsOf(email);
    expect(rows.map((r) => [r.retailNetworkId, r.language])).toEqual([
      [RN.smUa, 'uk'],
      [RN.pcUa, 'uk'],
    ]);
    expect(rows[0]).toEqual(kept);
  });

  it('takes a language the brand does not offer as its default one', async () => {
    const email = uniqueEmail();
    await expectContract(
      await subscribe({ retailNetworkId: RN.smAe, email, language: 'uk', consent: true }),
      ZEmailSubscription,
    );
    const [row] = await rowsOf(email);
    expect(row!.language).toBe('en');
  });

  it('refuses a bad request with a 400 and stores nothing', async () => {
    const count = (await allRows()).length;
    const good = { retailNetworkId: RN.smUa, email: uniqueEmail(), consent: true };
    for (const [body, code] of [
      [{ ...good, email: 'not-an-address' }, 'VALIDATION_ERROR'],
      [{ ...good, email: 'olena@' }, 'VALIDATION_ERROR'],
      [{ ...good, email: ` ${good.email}` }, 'VALIDATION_ERROR'],
      [{ ...good, email: `${'a'.repeat(250)}@example.com` }, 'VALIDATION_ERROR'],
      [{ ...good, email: 'olena\u0000@example.com' }, 'VALIDATION_ERROR'],
      [{ ...good, consent: false }, 'VALIDATION_ERROR'],
      [{ retailNetworkId: RN.smUa, email: good.email }, 'VALIDATION_ERROR'],
      [{ ...good, language: 'de' }, 'VALIDATION_ERROR'],
      [{ ...good, customerId: '00000000-0000-0000-0000-000000000000' }, 'VALIDATION_ERROR'],
      [{ ...good, retailNetworkId: 99 }, 'UNKNOWN_RETAIL_NETWORK'],
    ] as const) {
      await expectError(await subscribe(body), 400, code);
    }
    await expectError(await subscribe('{"retailNetworkId":1,'), 400);
    expect((await allRows()).length).toBe(count);
  });

  it('links the signed-in customer of the brand, never one of another brand', async () => {
    const own = await createSignedInCustomer(api.database.db, { retailNetworkId: RN.smUa });
    const email = uniqueEmail();
    await expectContract(
      await subscribe({ retailNetworkId: RN.smUa, email, consent: true }, own.headers),
      ZEmailSubscription,
    );
    const other = await createSignedInCustomer(api.database.db, { retailNetworkId: RN.pcUa });
    await expectContract(
      await subscribe({ retailNetworkId: RN.smUa, email: uniqueEmail(), consent: true }, other.headers),
      ZEmailSubscription,
    );
    const [linked] = await rowsOf(email);
    expect(linked!.customerId).toBe(own.customer.id);
    const stranger = await api.database.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.customerId, other.customer.id));
    expect(stranger).toEqual([]);
  });

  it('takes back an address that had unsubscribed, with a new moment of consent', async () => {
    const email = uniqueEmail();
    const body = { retailNetworkId: RN.smUa, email, consent: true };
    await expectContract(await subscribe(body), ZEmailSubscription);
    const longAgo = new Date('2026-01-01T00:00:00Z');
    const where = and(eq(emailSubscriptions.retailNetworkId, RN.smUa), eq(emailSubscriptions.email, email));
    await api.database.db
      .update(emailSubscriptions)
      .set({ consentedAt: longAgo, unsubscribedAt: longAgo })
      .where(where);
    await expectContract(await subscribe(body), ZEmailSubscription);
    const [row] = await rowsOf(email);
    expect(row!.unsubscribedAt).toBeNull();
    expect(row!.consentedAt.getTime()).toBeGreaterThan(longAgo.getTime());
  });

  it('holds one address to its limit: the request past it is a 429 and stores nothing', async () => {
    const ip = uniqueClientIp();
    const from = { 'x-forwarded-for': ip };
    const emails = Array.from({ length: 5 }, uniqueEmail);
    for (const email of emails.slice(0, 4))
      await expectContract(
        await subscribe({ retailNetworkId: RN.smUa, email, consent: true }, from),
        ZEmailSubscription,
      );
    const over = await subscribe({ retailNetworkId: RN.smUa, email: emails[4], consent: true }, from);
    await expectError(over, 429, 'RATE_LIMITED');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await rowsOf(emails[4]!)).toEqual([]);
  });
});
