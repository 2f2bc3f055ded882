/**
 * Machine access (issue 18 items 7 and 8): API keys for tills and kitchen screens, the /ops/v1
 * catalogue write (a city's price), and signed webhooks with their delivery log. Used by the
 * /admin/v1 and /ops/v1 routes and by the back-office app.
 */
import { z } from './zod';
import { ZPagination } from './orders';

const ZId = z.number().int().positive().max(2_147_483_647);
const ZIdList = z.array(ZId).max(200);

/** Events a webhook may subscribe to (ARCHITECTURE.md "Back office and the machine API"). */
export const WEBHOOK_EVENT_TYPES = ['order.created', 'order.status_changed', 'stop_list.changed'] as const;
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES, {
  error: `an event is one of ${WEBHOOK_EVENT_TYPES.join(', ')}`,
});
export type TWebhookEventType = z.infer<typeof ZWebhookEventType>;

/** Who or what something reaches: everything (owner scope), whole brands, or single outlets. */
export const ZMachineScope = z.object({
  isOwnerScope: z.boolean(),
  retailNetworkIds: z.array(z.number().int()),
  outletIds: z.array(z.number().int()),
});

/* ------------------------------------------------------------------------------- API keys */

export const ZApiKey = ZMachineScope.extend({
  id: z.uuid(),
  name: z.string(),
  /** the key's first characters, so staff can tell keys apart; the key itself is never shown again */
  prefix: z.string(),
  /** null for the OPS_TOKEN key, which comes from the environment */
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyList = z.object({ data: z.array(ZApiKey) });
export type TApiKeyList = z.infer<typeof ZApiKeyList>;

export const ZCreateApiKey = z.object({
  name: z.string().trim().min(1, 'name the key (e.g. the till it is for)').max(100),
  /** every brand and outlet; owners only */
  isOwnerScope: z.boolean().default(false),
  retailNetworkIds: ZIdList.default([]),
  outletIds: ZIdList.default([]),
});
export type TCreateApiKey = z.input<typeof ZCreateApiKey>;

export const ZApiKeyCreated = z.object({
  apiKey: ZApiKey,
  /** `Authorization: Bearer <key>`; shown this once, only its hash is kept */
  key: z.string(),
});
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

export const ZApiKeyParams = z.object({ id: z.uuid({ error: 'id must be an API key id (UUID)' }) });

/* ------------------------------------------------------------------- /ops/v1/products price */

export const ZOpsProductParams = z.object({
  productId: z.coerce.number({ error: 'productId must be a product id' }).int().positive().max(2_147_483_647),
});

export const ZOpsProductPrice = z.object({
  /** minor units (kopiykas, fils) */
  price: z
    .number({ error: 'price must be a whole number of minor units (kopiykas, fils)' })
    .int('price must be a whole number of minor units (kopiykas, fils)')
    .positive('price must be above 0')
    .max(100_000_000, 'price must be at most 100000000 minor units'),
  /** the city; absent: every city of the product's network (outlet prices stay) */
  businessRegionId: ZId.optional(),
});
export type TOpsProductPrice = z.infer<typeof ZOpsProductPrice>;

export const ZCityPrice = z.object({
  businessRegionId: z.number().int(),
  price: z.number().int(),
  /** the crossed-out price; dropped when the new price is not below it */
  oldPrice: z.number().int().nullable(),
});

export const ZOpsProductPriceChanged = z.object({
  productId: z.number().int(),
  retailNetworkId: z.number().int(),
  /** the city prices changed by this call, after the change */
  prices: z.array(ZCityPrice),
});
export type TOpsProductPriceChanged = z.infer<typeof ZOpsProductPriceChanged>;

/* -------------------------------------------------------------------------------- webhooks */

const ZWebhookUrl = z.string().trim().min(1, 'url is required').max(2000, 'url is at most 2000 characters');
const ZWebhookEvents = z
  .array(ZWebhookEventType)
  .min(1, 'subscribe to at least one event')
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((events) => new Set(events).size === events.length, 'each event once');

/** /ops/v1/webhooks: the key's scope becomes the webhook's. */
export const ZOpsCreateWebhook = z.object({ url: ZWebhookUrl, events: ZWebhookEvents });
export type TOpsCreateWebhook = z.infer<typeof ZOpsCreateWebhook>;

export const ZOpsWebhookCreated = z.object({
  id: z.uuid(),
  /** the HMAC-SHA256 key of X-Signature; shown this once */
  secret: z.string(),
});
export type TOpsWebhookCreated = z.infer<typeof ZOpsWebhookCreated>;

/** /admin/v1/webhooks: the member's own scope when no scope is given. */
export const ZCreateWebhook = z.object({
  url: ZWebhookUrl,
  events: ZWebhookEvents,
  isOwnerScope: z.boolean().optional(),
  retailNetworkIds: ZIdList.optional(),
  outletIds: ZIdList.optional(),
});
export type TCreateWebhook = z.infer<typeof ZCreateWebhook>;

export const ZWebhookParams = z.object({ id: z.uuid({ error: 'id must be a webhook id (UUID)' }) });

export const ZWebhook = ZMachineScope.extend({
  id: z.uuid(),
  url: z.string(),
  events: z.array(ZWebhookEventType),
  /** the API key's name or the staff member's name that registered it */
  createdBy: z.string(),
  createdAt: z.string(),
  pendingDeliveries: z.number().int(),
  failedDeliveries: z.number().int(),
  lastDeliveredAt: z.string().nullable(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

export const ZWebhookList = z.object({ data: z.array(ZWebhook) });
export type TWebhookList = z.infer<typeof ZWebhookList>;

export const ZWebhookCreated = z.object({ webhook: ZWebhook, secret: z.string() });
export type TWebhookCreated = z.infer<typeof ZWebhookCreated>;

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;

export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  webhookId: z.uuid(),
  /** the event's id: the same on every attempt, so receivers can skip one they already have */
  eventId: z.number().int(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** when the next attempt is due (PENDING only) */
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveriesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZWebhookDeliveryList = z.object({ data: z.array(ZWebhookDelivery), pagination: ZPagination });
export type TWebhookDeliveryList = z.infer<typeof ZWebhookDeliveryList>;

export const ZWebhookDeliveryParams = z.object({
  id: z.coerce.number({ error: 'id must be a delivery id' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * What a receiver gets: POSTed as JSON with `X-Signature: sha256=<lowercase hex HMAC-SHA256 of
 * the raw body, keyed by the secret>`. `id` is the event's: a retry sends the same one.
 */
export const ZWebhookPayload = z.object({
  id: z.number().int(),
  type: ZWebhookEventType,
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>;
