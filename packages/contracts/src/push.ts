import { z } from './zod';

/**
 * Web Push of order status (issue 21 item 4). The storefront asks for it after an order (the
 * confirmation page, the account's order page) or from the account's notification switch, never
 * on arrival. `PushSubscription.toJSON()` of the browser is sent as it is, with the page's language.
 */

/** GET /push/v1/publicKey: the VAPID public key the browser subscribes with (base64url, 65 bytes). */
export const ZPushPublicKey = z.object({ publicKey: z.string() });
export type TPushPublicKey = z.infer<typeof ZPushPublicKey>;

const base64url = (min: number, max: number, what: string) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `${what} must be base64url` });

/** The browser's subscription: the push service's https endpoint and the keys to encrypt for it. */
export const ZPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'endpoint must be an https URL' }).max(1000),
  /** PushSubscription.toJSON() says null when the browser has none */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** the browser's P-256 public key, uncompressed (65 bytes: 87 characters) */
    p256dh: base64url(86, 90, 'keys.p256dh'),
    /** the 16-byte auth secret (22 characters) */
    auth: base64url(22, 26, 'keys.auth'),
  }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

/** POST /push/v1/orders/{orderId}/subscriptions and POST /push/v1/subscriptions */
export const ZPushSubscribeBody = z.object({
  subscription: ZPushSubscription,
  /** the page's language: the messages are written in it (the brand's default when it has no such texts) */
  language: z.enum(['uk', 'ru', 'en']),
});
export type TPushSubscribeBody = z.infer<typeof ZPushSubscribeBody>;

/** POST /push/v1/unsubscribe: the browser dropped its subscription (or the customer turned push off). */
export const ZPushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(1000) });
export type TPushUnsubscribeBody = z.infer<typeof ZPushUnsubscribeBody>;

/**
 * What the service worker is sent (encrypted, RFC 8291): shown as a notification whose click
 * opens or focuses `url`, the order's page.
 */
export const ZPushMessage = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** one notification per order: a newer status replaces the older one */
  tag: z.string(),
});
export type TPushMessage = z.infer<typeof ZPushMessage>;
