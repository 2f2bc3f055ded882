import { lookup } from 'node:dns/promises';
import os from 'node:os';
import { ZOpsWebhookCreated, ZWebhookPayload } from '@food/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents, webhookDeliveries, webhooks } from '../src/db/schema.js';
import { BackofficeEvents } from '../src/modules/events/backoffice-events.js';
import { recordEvent } from '../src/modules/events/outbox.js';
import { isPrivateAddress } from '../src/modules/webhooks/private-address.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff } from './staff-fixtures.js';
import { eventually, isSignedBy, startReceiver, type Receiver } from './webhooks-receiver.js';

const OPS = { authorization: 'Bearer test-ops-token-0123456789' };
/** production that may run the demo's providers (DEMO=true), as a public demo site does */
const PRODUCTION = { NODE_ENV: 'production', DEMO: 'true', WEBHOOK_RETRY_SECONDS: '60' };

describe.each(databaseKinds())('webhooks in production on %s', (kind) => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver?.close());

  describe('private addresses refused', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(kind, PRODUCTION);
    });
    afterAll(() => api?.close());

    const count = async () => (await api.database.db.select({ id: webhooks.id }).from(webhooks)).length;

    it('refuses loopback, private and link-local URLs at registration, however written', async () => {
      const before = await count();
      for (const url of [
        `${receiver.url}/in`,
        `http://localhost:${receiver.port}/in`,
        'http://[::1]/in',
        'http://10.0.0.7/in',
        'http://192.168.1.20:8080/in',
        'http://169.254.169.254/latest/meta-data/',
        'http://2130706433/',
        'http://[::ffff:127.0.0.1]/',
      ]) {
        const error = await expectError(
          await api.post('/ops/v1/webhooks', { url, events: ['order.created'] }, { headers: OPS }),
          400,
          'WEBHOOK_URL_NOT_ALLOWED',
        );
        expect(error.message, url).toMatch(/loopback, private or link-local/);
      }
      // a name is resolved: one that leads to a private address, or nowhere, is refused too
      const host = os.hostname();
      const resolved = await lookup(host, { all: true });
      expect(
        resolved.every((a) => isPrivateAddress(a.address)),
        `${host} should resolve privately here`,
      ).toBe(true);
      await expectError(
        await api.post(
          '/ops/v1/webhooks',
          { url: `http://${host}:${receiver.port}/in`, events: ['order.created'] },
          {
            headers: OPS,
          },
        ),
        400,
        'WEBHOOK_URL_NOT_ALLOWED',
      );
      const nowhere = await expectError(
        await api.post(
          '/ops/v1/webhooks',
          { url: 'https://no-such-host.invalid/in', events: ['order.created'] },
          {
            headers: OPS,
          },
        ),
        400,
        'WEBHOOK_URL_NOT_ALLOWED',
      );
      expect(nowhere.message).toBe('no-such-host.invalid does not resolve to an address');
      const owner = await createStaff(api, 'OWNER');
      await expectError(
        await owner.post('/admin/v1/webhooks', { url: `${receiver.url}/in`, events: ['order.created'] }),
        400,
        'WEBHOOK_URL_NOT_ALLOWED',
      );
      expect(await count()).toBe(before);
    });

    it('checks the address again at delivery time, so a name changed later cannot reach inside', async () => {
      // stored as if they had been registered while they pointed somewhere public
      const rows = await api.database.db
        .insert(webhooks)
        .values(
          [
            `http://${os.hostname()}:${receiver.port}/late`,
            `http://localhost:${receiver.port}/late`,
            `${receiver.url}/late`,
          ].map((url) => ({ url, events: ['stop_list.changed'], secret: 'whsec_test', isOwnerScope: true })),
        )
        .returning({ id: webhooks.id, url: webhooks.url });
      const event = await recordEvent(api.database.db, {
        type: 'stop_list.changed',
        retailNetworkId: 1,
        outletId: 1001,
        data: { productId: 100007 },
      });
      await new BackofficeEvents(api.database).publish(event);
      for (const row of rows) {
        const delivery = await eventually(
          async () => {
            const [d] = await api.database.db
              .select()
              .from(webhookDeliveries)
              .where(eq(webhookDeliveries.webhookId, row.id));
            return d && d.attempts > 0 && d.lastError ? d : undefined;
          },
          8000,
          `the delivery to ${row.url}`,
        );
        expect(delivery).toMatchObject({
          eventId: event.id,
          status: 'PENDING',
          lastStatusCode: null,
          attempts: 1,
        });
        expect(delivery.lastError, row.url).toMatch(/private address|loopback, private or link-local/);
      }
      expect(receiver.calls.filter((c) => c.path === '/late')).toEqual([]);
    });
  });

  describe('WEBHOOK_ALLOW_PRIVATE=true, and a crash between commit and notice', () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(kind, {
        ...PRODUCTION,
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_POLL_MS: '300',
      });
    });
    afterAll(() => api?.close());

    it('lets a private address be registered on purpose', async () => {
      await expectContract(
        await api.post(
          '/ops/v1/webhooks',
          { url: `${receiver.url}/inside`, events: ['order.created'] },
          { headers: OPS },
        ),
        ZOpsWebhookCreated,
        201,
      );
    });

    it('delivers an event whose notice never went out, by polling the outbox', async () => {
      const hook = await expectContract(
        await api.post(
          '/ops/v1/webhooks',
          { url: `${receiver.url}/after-crash`, events: ['stop_list.changed'] },
          {
            headers: OPS,
          },
        ),
        ZOpsWebhookCreated,
        201,
      );
      // committed with the change, and then the process "died" before publishing it
      const event = await recordEvent(api.database.db, {
        type: 'stop_list.changed',
        retailNetworkId: 1,
        outletId: 1002,
        data: { productId: 100008, onStop: true },
      });
      const [call] = await receiver.waitForCalls(1, 5000, '/after-crash');
      expect(isSignedBy(call!, hook.secret)).toBe(true);
      expect(ZWebhookPayload.parse(JSON.parse(call!.rawBody))).toMatchObject({
        id: event.id,
        type: 'stop_list.changed',
        data: { productId: 100008, onStop: true, outletId: 1002, retailNetworkId: 1 },
      });
      const [row] = await api.database.db.select().from(outboxEvents).where(eq(outboxEvents.id, event.id));
      expect(row!.dispatchedAt).not.toBeNull();
    });
  });
});
