/**
 * Web Push of order status through the real server (issue 21 item 4): browsers subscribe to an
 * order as whoever may see it, the board moves the order, the job queue's worker sends each
 * message through web-push to a local fake push service over https, which checks the VAPID
 * signature and decrypts the aes128gcm body with the subscriber's own keys (node:crypto, RFC
 * 8291). Each subscription gets one message per change; a push service's 410 deletes the
 * subscription; a customer's switch off sends nothing.
 */
import { ZNotificationPreferences, ZPushPublicKey, type TOrderCreated } from '@food/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderPushSubscriptions, pushSubscriptions } from '../src/db/schema.js';
import {
  FAKE_PUSH_CA_FILE,
  startFakePushService,
  type FakePushService,
  type FakePushSubscriber,
} from '../src/modules/notifications/push-fake-service.js';
import { PAYMENT_ENV, eventually, orderSteps } from './board-fixtures.js';
import { OUTLET } from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

const VAPID = webpush.generateVAPIDKeys();

describe.each(databaseKinds())('order status push on %s', (kind) => {
  let api: TestApi;
  let pushService: FakePushService;
  let cook: TestStaff;
  const steps = orderSteps(() => api);

  beforeAll(async () => {
    pushService = await startFakePushService();
    api = await startTestApi(kind, {
      ...PAYMENT_ENV,
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:push@food.example',
      PUSH_EXTRA_CA_FILE: FAKE_PUSH_CA_FILE,
      JOBS_POLL_MS: '100',
    });
    cook = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.khreshchatyk] });
  });
  afterAll(async () => {
    await api?.close();
    await pushService?.close();
  });

  const db = () => api.database.db;
  /** until the worker has run every push job that is due */
  const settle = () =>
    eventually(async () => {
      const [row] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(eq(jobs.kind, 'status_push'), inArray(jobs.state, ['PENDING', 'RUNNING'])));
      return row!.n === 0;
    });
  const move = async (orderId: string, body: Record<string, unknown>) => {
    const res = await cook.post(`/admin/v1/orders/${orderId}/status`, body);
    expect(res.status).toBe(200);
    await settle();
  };
  const subscribe = (
    orderId: string,
    s: FakePushSubscriber,
    language = 'uk',
    headers: Record<string, string> = {},
  ) =>
    api.post(
      `/push/v1/orders/${orderId}/subscriptions`,
      { subscription: s.subscription, language },
      { headers },
    );
  const guestOrder = () => steps.pickup(OUTLET.khreshchatyk);
  const requestsTo = (s: FakePushSubscriber) =>
    pushService.received.filter((r) => r.endpoint === s.subscription.endpoint);

  it('answers the VAPID public key the browser subscribes with', async () => {
    const res = await api.get('/push/v1/publicKey');
    expect(await expectContract(res, ZPushPublicKey)).toEqual({ publicKey: VAPID.publicKey });
  });

  describe('subscribing', () => {
    it("takes a guest's subscription to their order, once however often it is sent", async () => {
      const created = await guestOrder();
      const browser = pushService.subscriber();
      expect((await subscribe(created.orderId, browser)).status).toBe(204);
      expect((await subscribe(created.orderId, browser, 'ru')).status).toBe(204);
      const rows = await db()
        .select({ language: pushSubscriptions.language, customerId: pushSubscriptions.customerId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint));
      // the browser's latest language; a guest's carries no customer
      expect(rows).toEqual([{ language: 'ru', customerId: null }]);
      const links = await db()
        .select({ orderId: orderPushSubscriptions.orderId })
        .from(orderPushSubscriptions)
        .where(eq(orderPushSubscriptions.endpoint, browser.subscription.endpoint));
      expect(links).toEqual([{ orderId: created.orderId }]);
    });

    it('refuses bad input with 400 and keeps nothing', async () => {
      const created = await guestOrder();
      const { subscription } = pushService.subscriber();
      const bad = [
        { subscription: { ...subscription, endpoint: 'http://push.example.com/x' }, language: 'uk' },
        { subscription: { ...subscription, endpoint: 'not a url' }, language: 'uk' },
        {
          subscription: { ...subscription, keys: { ...subscription.keys, p256dh: 'A'.repeat(87) } },
          language: 'uk',
        },
        { subscription: { ...subscription, keys: { ...subscription.keys, auth: 'short' } }, language: 'uk' },
        { subscription, language: 'de' },
        { subscription: { endpoint: subscription.endpoint }, language: 'uk' },
      ];
      for (const body of bad)
        await expectError(await api.post(`/push/v1/orders/${created.orderId}/subscriptions`, body), 400);
      await expectError(
        await api.post('/push/v1/orders/not-an-id/subscriptions', { subscription, language: 'uk' }),
        400,
      );
      const kept = await db()
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
      expect(kept).toEqual([]);
    });

    it("answers 404 for an unknown order, and 401/403 for a customer's order without their session", async () => {
      const browser = pushService.subscriber();
      await expectError(await subscribe(crypto.randomUUID(), browser), 404, 'ORDER_NOT_FOUND');
      const owner = await createSignedInCustomer(db(), { phone: '+380501240001' });
      const stranger = await createSignedInCustomer(db(), { phone: '+380501240002' });
      const created = await steps.pickup(
        OUTLET.khreshchatyk,
        { customerUuid: owner.customer.id, customerPhone: '+380501240001' },
        owner.headers,
      );
      await expectError(await subscribe(created.orderId, browser), 401, 'UNAUTHORIZED');
      await expectError(await subscribe(created.orderId, browser, 'uk', stranger.headers), 403, 'FORBIDDEN');
      const kept = await db()
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint));
      expect(kept).toEqual([]);
    });
  });

  describe('status changes', () => {
    it('pushes each change once to each subscription, signed and encrypted, in its language, linking the order', async () => {
      const created: TOrderCreated = await guestOrder();
      const [uk, ru] = [pushService.subscriber(), pushService.subscriber()];
      expect((await subscribe(created.orderId, uk, 'uk')).status).toBe(204);
      expect((await subscribe(created.orderId, ru, 'ru')).status).toBe(204);

      await move(created.orderId, { statusId: 1, prepMinutes: 20 });
      expect(uk.received).toHaveLength(1);
      expect(ru.received).toHaveLength(1);
      expect(uk.received[0]).toMatchObject({
        title: `Sushi Moon: замовлення №${created.localId}`,
        body: expect.stringMatching(/^Прийнято\. Буде готове до \d{2}:\d{2}\.$/),
        url: `https://kyiv.shop.example.com/order-confirmed/${created.orderId}`,
        tag: `order-${created.orderId}`,
      });
      expect(ru.received[0]).toMatchObject({
        title: `Sushi Moon: заказ №${created.localId}`,
        url: `https://kyiv.shop.example.com/ru/order-confirmed/${created.orderId}`,
      });
      const [request] = requestsTo(uk);
      // signed for the push service's origin with our key, as a push service checks it
      expect(request!.vapid).toMatchObject({
        aud: pushService.origin,
        sub: 'mailto:push@food.example',
        k: VAPID.publicKey,
      });
      expect(request!.headers.urgency).toBe('high');

      // the job run again, as after a worker that died before writing DONE: nothing more
      await db()
        .update(jobs)
        .set({ state: 'PENDING', runAt: sql`now()`, finishedAt: null })
        .where(eq(jobs.key, `${created.orderId}:1:push`));
      await eventually(async () => {
        const [row] = await db()
          .select({ attempts: jobs.attempts, state: jobs.state })
          .from(jobs)
          .where(eq(jobs.key, `${created.orderId}:1:push`));
        return row?.state === 'DONE' && row.attempts === 2;
      });
      expect(requestsTo(uk)).toHaveLength(1);

      await move(created.orderId, { statusId: 2 });
      expect(uk.received.map((m) => (m as { body: string }).body)).toEqual([
        expect.stringMatching(/^Прийнято/),
        'Готове, чекаємо на вас.',
      ]);
      expect(ru.received).toHaveLength(2);
    });

    it('deletes a subscription its push service says is gone (410), and sends it nothing more', async () => {
      const created = await guestOrder();
      const [gone, kept] = [pushService.subscriber(), pushService.subscriber()];
      await subscribe(created.orderId, gone);
      await subscribe(created.orderId, kept);
      pushService.answer.set(gone.subscription.endpoint, 410);

      await move(created.orderId, { statusId: 1, prepMinutes: 20 });
      expect(requestsTo(gone)).toHaveLength(1);
      expect(kept.received).toHaveLength(1);
      const rows = await db()
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, gone.subscription.endpoint));
      expect(rows).toEqual([]);
      const [job] = await db()
        .select({ state: jobs.state })
        .from(jobs)
        .where(eq(jobs.key, `${created.orderId}:1:push`));
      expect(job!.state).toBe('DONE');

      await move(created.orderId, { statusId: 2 });
      expect(requestsTo(gone)).toHaveLength(1);
      expect(kept.received).toHaveLength(2);
    });

    it('sends nothing after the browser unsubscribed', async () => {
      const created = await guestOrder();
      const browser = pushService.subscriber();
      await subscribe(created.orderId, browser);
      const res = await api.post('/push/v1/unsubscribe', { endpoint: browser.subscription.endpoint });
      expect(res.status).toBe(204);
      await move(created.orderId, { statusId: 1, prepMinutes: 20 });
      expect(requestsTo(browser)).toHaveLength(0);
    });

    it("follows the customer's switch: asking on the order turns it on, off sends none, on again reaches the account's browsers", async () => {
      const phone = '+380501240010';
      const { customer, headers } = await createSignedInCustomer(db(), { phone });
      const created = await steps.pickup(
        OUTLET.khreshchatyk,
        { customerUuid: customer.id, customerPhone: phone },
        headers,
      );
      const onOrder = pushService.subscriber();
      expect((await subscribe(created.orderId, onOrder, 'uk', headers)).status).toBe(204);
      const prefsUrl = `/customer/v1/notificationPreferences/${customer.id}`;
      const prefs = await expectContract(await api.get(prefsUrl, { headers }), ZNotificationPreferences);
      expect(prefs.statusPush).toBe(true);

      const off = await api.post(prefsUrl, JSON.stringify({ statusPush: false }), {
        method: 'PATCH',
        headers,
      });
      expect((await expectContract(off, ZNotificationPreferences)).statusPush).toBe(false);
      await move(created.orderId, { statusId: 1, prepMinutes: 20 });
      expect(requestsTo(onOrder)).toHaveLength(0);

      // the account's switch on, from another browser: both get the next change, the account's link
      const inAccount = pushService.subscriber();
      await expectError(
        await api.post('/push/v1/subscriptions', { subscription: inAccount.subscription, language: 'ru' }),
        401,
      );
      const res = await api.post(
        '/push/v1/subscriptions',
        { subscription: inAccount.subscription, language: 'ru' },
        { headers },
      );
      expect(res.status).toBe(204);
      await api.post(prefsUrl, JSON.stringify({ statusPush: true }), { method: 'PATCH', headers });
      await move(created.orderId, { statusId: 2 });
      expect(onOrder.received).toHaveLength(1);
      expect(inAccount.received).toEqual([
        expect.objectContaining({
          title: `Sushi Moon: заказ №${created.localId}`,
          url: `https://kyiv.shop.example.com/ru/account/orders/${created.orderId}`,
        }),
      ]);
    });
  });
});
