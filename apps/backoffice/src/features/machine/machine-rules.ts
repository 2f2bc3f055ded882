/**
 * Machine access rules the page needs (pure, tested): keys in use before revoked ones, what a
 * delivery's state and last answer say, and a plausible webhook address before the API's own
 * checks (which also refuse private addresses in production).
 */
import type { TWebhookEventType } from '@food/contracts';
import type { ApiKey, WebhookDelivery } from './machine-api';

/**
 * The events a webhook may take (WEBHOOK_EVENT_TYPES of the contracts, repeated so the page
 * carries no zod; a test keeps the two equal).
 */
export const EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'stop_list.changed',
] as const satisfies readonly TWebhookEventType[];

/** Keys in use first (newest first), then revoked ones (latest revoked first). */
export function sortKeys(keys: readonly ApiKey[]): ApiKey[] {
  return [...keys].sort((a, b) => {
    if (Boolean(a.revokedAt) !== Boolean(b.revokedAt)) return a.revokedAt ? 1 : -1;
    const at = (k: ApiKey) => k.revokedAt ?? k.createdAt;
    return at(b).localeCompare(at(a));
  });
}

/** A receiver's answer in a few words: the HTTP status, else the error, else nothing yet. */
export function lastAnswer(d: Pick<WebhookDelivery, 'lastStatusCode' | 'lastError'>): string | null {
  if (d.lastStatusCode !== null && d.lastError) return `HTTP ${d.lastStatusCode}: ${d.lastError}`;
  if (d.lastStatusCode !== null) return `HTTP ${d.lastStatusCode}`;
  return d.lastError;
}

export type UrlProblem = 'empty' | 'notUrl' | 'notHttp';

/** Why an address cannot be a webhook's, or null (the API checks the rest: private hosts, DNS). */
export function webhookUrlProblem(raw: string): UrlProblem | null {
  const text = raw.trim();
  if (!text) return 'empty';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'notUrl';
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'notHttp';
}

export const isDeliveryRetryable = (d: Pick<WebhookDelivery, 'status'>) => d.status !== 'PENDING';
