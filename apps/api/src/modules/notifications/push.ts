/**
 * Web Push of order status (issue 21 item 4): the browser subscriptions a customer gave after an
 * order (the confirmation page, the account's order page) or from the account's push switch,
 * and the messages sent to them through each browser's push service (RFC 8030), encrypted for
 * the browser (RFC 8291, aes128gcm) and signed with our VAPID key (RFC 8292) by `web-push`.
 *
 * Who may subscribe to an order is who may see it: the payment status's rule (a guest's order by
 * its id, a customer's by their session only; 404, 401, 403), read through the payments module.
 * A push service's endpoint is the browser's: it must be https and, outside the demo, never a
 * private address (the webhooks' rule, WEBHOOK_ALLOW_PRIVATE), checked again when a name resolves.
 */
import { createHash, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';
import type { TPushMessage, TPushSubscribeBody, TPushSubscription } from '@food/contracts';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { Session } from '../../lib/session.js';
import { checkWebhookUrl, guardedLookup } from '../webhooks/index.js';
import { messageBrandOf, type BrandRows } from './brand.js';
import { formatShortTime } from './format.js';
import { messageLanguageOf } from './language.js';
import { orderPageUrl } from './links.js';
import * as notices from './order-notice-repo.js';
import * as repo from './push-repo.js';
import { vapidKeysOf, type VapidKeys, type VapidSettings } from './push-keys.js';
import { statusPushText } from './push-texts.js';
import type { OrderNotice } from './service.js';
import { statusNoticeOf } from './status-notice.js';

export interface PushDeps {
  db: Db;
  clock: Clock;
  tenants: {
    getTenant(rn: number): Promise<BrandRows>;
    getRegion(rn: number, br: number): Promise<{ slug: string | null }>;
  };
  imageUrl: (key: string) => string;
  config: VapidSettings & {
    STOREFRONT_URL: string;
    WEBHOOK_ALLOW_PRIVATE: boolean;
    PUSH_EXTRA_CA_FILE?: string | undefined;
  };
  /** the payment status's access rule: throws 404, 401 or 403 as `GET /payment/…/status` answers */
  orderAccess: { status(orderId: string, session: Session | null): Promise<unknown> };
  /** the customer's choices: a customer who asks for push on their order turns it on */
  preferences: { update(customerId: string, patch: { statusPush: boolean }): Promise<unknown> };
}

/** A message is worth showing for an hour; after that the order page says more. */
const TTL_SECONDS = 3600;
const SEND_TIMEOUT_MS = 10_000;

/** The push service's answer that the subscription is gone (RFC 8030 section 7.3). */
const isGone = (status: number) => status === 404 || status === 410;

/** An uncompressed P-256 public key that is a point of the curve (else nothing can be encrypted for it). */
function isP256Point(point: Buffer): boolean {
  if (point.length !== 65 || point[0] !== 4) return false;
  try {
    const x = point.subarray(1, 33).toString('base64url');
    const y = point.subarray(33).toString('base64url');
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

const endpointHash = (endpoint: string) =>
  createHash('sha256').update(endpoint).digest('base64url').slice(0, 22);

export class PushService {
  readonly keys: () => VapidKeys;
  private readonly agent: https.Agent;

  constructor(private readonly deps: PushDeps) {
    this.keys = vapidKeysOf(deps.config);
    const extra = deps.config.PUSH_EXTRA_CA_FILE;
    this.agent = new https.Agent({
      keepAlive: true,
      lookup: guardedLookup(deps.config.WEBHOOK_ALLOW_PRIVATE),
      ...(extra ? { ca: [...tls.rootCertificates, fs.readFileSync(extra, 'utf8')] } : {}),
    });
  }

  publicKey(): string {
    return this.keys().publicKey;
  }

  /** The browser asks for this order's status changes; a signed-in customer's carries their id. */
  /** Whoever may see the order's payment status may follow it: a guest by its id, a customer by their session. */
  async checkOrderAccess(orderId: string, session: Session | null): Promise<void> {
    await this.deps.orderAccess.status(orderId, session);
  }

  async subscribeToOrder(orderId: string, session: Session | null, body: TPushSubscribeBody): Promise<void> {
    // first, as the receipt does: a stranger learns nothing about the body's problems
    await this.checkOrderAccess(orderId, session);
    this.checkEndpoint(body.subscription);
    await this.deps.db.transaction(async (tx) => {
      await repo.upsertSubscription(tx, this.rowOf(body, session?.customerId ?? null));
      await repo.linkOrder(tx, orderId, body.subscription.endpoint);
    });
    if (session) await this.deps.preferences.update(session.customerId, { statusPush: true });
  }

  /** The account's push switch turned on: every order of this customer, while the switch is on. */
  async subscribeCustomer(session: Session, body: TPushSubscribeBody): Promise<void> {
    this.checkEndpoint(body.subscription);
    await repo.upsertSubscription(this.deps.db, this.rowOf(body, session.customerId));
  }

  /** The browser dropped the subscription, or the customer turned push off on this browser. */
  async unsubscribe(endpoint: string): Promise<void> {
    await repo.deleteSubscription(this.deps.db, endpoint);
  }

  /**
   * One order's status change to every subscription that asked for it, once each: a mark per
   * subscription (`{jobKey}:{endpoint's hash}`) is written after its send, so a job run again
   * sends only what it had not. A gone subscription (404, 410) is deleted; a refusal of this one
   * message (another 4xx) is logged and not tried again; anything else (429, 5xx, the network)
   * is thrown after the others were tried, for the queue to retry.
   */
  async sendStatus(
    n: OrderNotice & { customerId: string | null },
    jobKey: string,
    log: FastifyBaseLogger,
  ): Promise<number> {
    const { receipt } = n;
    const notice = statusNoticeOf(receipt.statusId, receipt.type);
    if (!notice) return 0;
    const recipients = await repo.recipientsOf(this.deps.db, {
      orderId: receipt.orderId,
      customerId: n.customerId,
    });
    if (!recipients.length) return 0;
    const { db, clock, tenants } = this.deps;
    const brand = messageBrandOf(await tenants.getTenant(n.retailNetworkId), {
      storefrontUrl: this.deps.config.STOREFRONT_URL,
      imageUrl: this.deps.imageUrl,
    });
    const { slug } = await tenants.getRegion(n.retailNetworkId, n.businessRegionId);
    const at = receipt.expectedAt ?? receipt.deliverAt;
    const expected = at ? formatShortTime(new Date(at), receipt.timeZone, clock.now()) : null;
    let sent = 0;
    let retry: unknown = null;
    for (const sub of recipients) {
      const mark = `${jobKey}:${endpointHash(sub.endpoint)}`;
      if (await notices.wasSent(db, mark)) continue;
      const language = messageLanguageOf(sub.language, brand);
      const message: TPushMessage = {
        ...statusPushText({
          shortName: brand.name,
          language,
          notice,
          type: receipt.type,
          localId: receipt.localId,
          expected,
        }),
        url: orderPageUrl({
          siteUrl: brand.siteUrl,
          citySlug: slug,
          language,
          orderId: receipt.orderId,
          isCustomerOrder: n.isCustomerOrder,
        }),
        tag: `order-${receipt.orderId}`,
      };
      // an address the browser gave: checked again here, since an IP literal is never looked up
      const verdict = checkWebhookUrl(sub.endpoint, this.deps.config.WEBHOOK_ALLOW_PRIVATE);
      if (!verdict.ok || verdict.url.protocol !== 'https:') {
        await repo.deleteSubscription(db, sub.endpoint);
        log.warn({ orderId: receipt.orderId }, 'push endpoint no longer allowed: subscription deleted');
        continue;
      }
      try {
        await this.post(sub, message, receipt.orderId);
      } catch (err) {
        const status = err instanceof webpush.WebPushError ? err.statusCode : null;
        if (status !== null && isGone(status)) {
          await repo.deleteSubscription(db, sub.endpoint);
          log.info({ orderId: receipt.orderId, status }, 'push subscription gone: deleted');
        } else if (status !== null && status >= 400 && status < 500 && status !== 429) {
          log.warn({ orderId: receipt.orderId, status }, 'push message refused by the push service');
        } else {
          log.warn({ orderId: receipt.orderId, status, err }, 'push message not sent: will retry');
          retry ??= err;
        }
        continue;
      }
      await notices.markSent(db, mark, clock.now());
      sent += 1;
    }
    if (retry) throw retry;
    return sent;
  }

  private async post(sub: repo.PushSubscriptionRow, message: TPushMessage, orderId: string): Promise<void> {
    const { publicKey, privateKey, subject } = this.keys();
    await webpush.sendNotification(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: TTL_SECONDS,
        urgency: 'high',
        // a newer status of the order replaces an undelivered older one at the push service
        topic: orderId.replaceAll('-', ''),
        timeout: SEND_TIMEOUT_MS,
        agent: this.agent,
        contentEncoding: 'aes128gcm',
      },
    );
  }

  private checkEndpoint(s: TPushSubscription): void {
    const verdict = checkWebhookUrl(s.endpoint, this.deps.config.WEBHOOK_ALLOW_PRIVATE);
    if (!verdict.ok)
      throw new AppError('VALIDATION_ERROR', verdict.reason, [{ path: '/subscription/endpoint' }]);
    if (!isP256Point(Buffer.from(s.keys.p256dh, 'base64url')))
      throw new AppError(
        'VALIDATION_ERROR',
        'keys.p256dh must be a P-256 public key (65 bytes, on the curve)',
        [{ path: '/subscription/keys/p256dh' }],
      );
    if (Buffer.from(s.keys.auth, 'base64url').length !== 16)
      throw new AppError('VALIDATION_ERROR', 'keys.auth must be a 16-byte secret', [
        { path: '/subscription/keys/auth' },
      ]);
  }

  private rowOf(body: TPushSubscribeBody, customerId: string | null) {
    const { endpoint, keys } = body.subscription;
    return { endpoint, p256dh: keys.p256dh, auth: keys.auth, language: body.language, customerId };
  }

  close(): void {
    this.agent.destroy();
  }
}
