import { ZOpsWebhookCreated, ZOrderCreated } from '@food/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents, webhookDeliveries } from '../src/db/schema.js';
import { OUTLET, P, pickupBody } from './checkout-fixtures.js';
import { databaseKinds, expectContract, startTestApi, type TestApi } from './harness.js';
import { createApiKey } from './staff-fixtures.js';
import { eventually, startReceiver, type Receiver } from './webhooks-receiver.js';

/**
 * With no webhook configured, an order's notice wakes no dispatcher round (issue 22 item 6): the
 * dispatcher knows which event types live webhooks want. The poll is a minute here, so whatever
 * happens within a second was woken by a notice.
 */
describe.each(databaseKinds())('the webhook dispatcher with no webhook configured on %s', (kind) => {
  let api: TestApi;
  let receiver: Receiver;
  let key: string;

  beforeAll(async () => {
    api = await startTestApi(kind, { WEBHOOK_POLL_MS: '60000', WEBHOOK_TIMEOUT_MS: '2000' });
    receiver = await startReceiver();
    key = (await createApiKey(api, { retailNetworkIds: [1] })).authorization;
  });
  afterAll(async () => {
    await api?.close();
    await receiver?.close();
  });

  const newOrder = async (comment: string) =>
    expectContract(
      await api.post(
        '/order-service/api/http-order-create',
        pickupBody(OUTLET.khreshchatyk, [{ productId: P.philadelphiaLight, count: 1 }], {
          customerComment: comment,
        }),
      ),
      ZOrderCreated,
      201,
    );
  const eventOf = async (orderId: string) => {
    const [row] = await api.database.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.data}->>'orderId' = ${orderId}`);
    return row!;
  };

  it('leaves an order nobody listens for to the poll, and a webhook registered later gets only later orders, at once', async () => {
    const unheard = await newOrder('before any webhook');
    await new Promise((r) => setTimeout(r, 700));
    // no round ran for it: still undispatched, no delivery
    expect((await eventOf(unheard.orderId)).dispatchedAt).toBeNull();
    expect(await api.database.db.select().from(webhookDeliveries)).toEqual([]);

    await expectContract(
      await api.post(
        '/ops/v1/webhooks',
        { url: `${receiver.url}/later`, events: ['order.created'] },
        { headers: { authorization: key } },
      ),
      ZOpsWebhookCreated,
      201,
    );
    const heard = await newOrder('after the webhook');
    const [call] = await receiver.waitForCalls(1, 3000, '/later');
    expect(JSON.parse(call!.rawBody)).toMatchObject({ data: { orderId: heard.orderId } });
    // the round that sent it also handled the older event, which is not news to the webhook
    await eventually(
      async () => ((await eventOf(unheard.orderId)).dispatchedAt ? true : undefined),
      3000,
      'the older event dispatched',
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.calls.filter((c) => c.path === '/later')).toHaveLength(1);
    expect(await api.database.db.select().from(webhookDeliveries)).toHaveLength(1);
  });
});
