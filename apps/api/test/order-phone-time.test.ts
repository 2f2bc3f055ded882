/**
 * Issue 17, items 1 and 8, through the real server: an order's phones must be valid numbers of
 * the brand's countries (a national number sent with a plus, "+671234567", no courier can call),
 * and an ON_TIME order for the day summer time begins is taken at the instant the customer chose.
 */
import { ZCheckoutResponse, ZOrderCreated } from '@food/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import type { Clock } from '../src/lib/clock.js';
import { OUTLET, P, deliveryBody, onTime, pickupBody } from './checkout-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const CALC = '/order-service/api/order-checkout';
const CREATE = '/order-service/api/http-order-create';
const DRAGON = [{ productId: P.dragon, count: 2 }];

// Saturday 27 March 2027, 10:00 in Kyiv (UTC+2); summer time (UTC+3) begins at 03:00 the next night
const EVE_OF_SUMMER_TIME = new Date('2027-03-27T08:00:00Z');

describe.each(databaseKinds())("an order's phone and scheduled time on %s", (kind) => {
  let api: TestApi;
  const clock: Clock = { now: () => EVE_OF_SUMMER_TIME };
  beforeAll(async () => {
    api = await startTestApi(kind, {}, { clock });
  });
  afterAll(() => api?.close());

  const countOrders = async () =>
    (await api.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;
  const orderRow = async (id: string) =>
    (await api.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const refused = async (path: string, body: unknown, code: string) => {
    const before = await countOrders();
    const error = await expectError(await api.post(path, body), 400, code);
    expect(await countOrders()).toBe(before);
    return error;
  };

  it('refuses a customer phone that is no valid number, naming the field, on calculation and creation', async () => {
    // "671234567" typed in Ukraine, sent with a plus in front of the national number
    const body = deliveryBody(DRAGON, { customerPhone: '+671234567' });
    for (const path of [CALC, CREATE]) {
      const error = await refused(path, body, 'INVALID_PHONE');
      expect(error.message).toContain('/customerPhone');
      expect(error.message).toContain('+671234567');
      expect(error.details).toEqual([
        expect.objectContaining({ in: 'body', path: '/customerPhone', servedCountries: ['UA'] }),
      ]);
    }
  });

  it("refuses a friend's phone that is no valid number, and a number of a country the brand does not serve", async () => {
    const friend = await refused(
      CREATE,
      deliveryBody(DRAGON, { additionalInfo: { friend: { name: 'Іра', phone: '+380501112' } } }),
      'INVALID_PHONE',
    );
    expect(friend.details).toEqual([expect.objectContaining({ path: '/additionalInfo/friend/phone' })]);
    const abroad = await refused(
      CREATE,
      deliveryBody(DRAGON, { customerPhone: '+48512345678' }),
      'PHONE_COUNTRY_NOT_SERVED',
    );
    expect(abroad.details).toEqual([expect.objectContaining({ path: '/customerPhone', country: 'PL' })]);
  });

  it('stores a valid number of the network’s country in E.164, the friend’s too', async () => {
    const created = await expectContract(
      await api.post(
        CREATE,
        deliveryBody(DRAGON, {
          customerPhone: '+380671234567',
          additionalInfo: { personsCount: 2, friend: { name: 'Іра', phone: '+3800501112233' } },
        }),
      ),
      ZOrderCreated,
      201,
    );
    const row = await orderRow(created.orderId);
    expect(row.contact.phone).toBe('+380671234567');
    expect(row.additionalInfo).toMatchObject({ friend: { name: 'Іра', phone: '+380501112233' } });
  });

  it('takes noon on the day summer time begins at 09:00Z and keeps it', async () => {
    // what the storefront sends for 12:00 chosen on 28 March 2027 (before the fix it sent 10:00Z)
    const created = await expectContract(
      await api.post(
        CREATE,
        pickupBody(OUTLET.khreshchatyk, DRAGON, {
          delivery: { type: 1, ...onTime('2027-03-28T09:00:00.000Z') },
        }),
      ),
      ZOrderCreated,
      201,
    );
    expect(created.orderResponse.delivery.expectedAt).toBe('2027-03-28T09:00:00.000Z');
    const row = await orderRow(created.orderId);
    expect(row.deliverAt?.toISOString()).toBe('2027-03-28T09:00:00.000Z');
  });

  it('judges opening hours on that day with its own offset', async () => {
    // 07:30Z is 10:30 in Kyiv on 28 March (open from 10:00); with the day before's offset it would be 09:30
    const open = await expectContract(
      await api.post(
        CALC,
        pickupBody(OUTLET.khreshchatyk, DRAGON, { delivery: { type: 1, ...onTime('2027-03-28T07:30:00Z') } }),
      ),
      ZCheckoutResponse,
    );
    expect(open.orderResponse.delivery.expectedAt).toBe('2027-03-28T07:30:00.000Z');
    // 06:30Z is 09:30 there: closed (with the day before's offset it would be 08:30, closed too)
    const closed = await api.post(
      CALC,
      pickupBody(OUTLET.khreshchatyk, DRAGON, { delivery: { type: 1, ...onTime('2027-03-28T06:30:00Z') } }),
    );
    await expectError(closed, 422, 'DELIVERY_TIME_INVALID');
  });
});
