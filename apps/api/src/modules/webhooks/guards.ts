/**
 * Scope checks of the webhook routes, run before validation (CONTRIBUTING: guards before schemas):
 * another brand's webhook or delivery is a 403 (an unknown one a 404) whatever the request
 * carries. An id of the wrong shape is left to the params schema's 400. Outlet staff are refused
 * every key and webhook route by ops/machine-guard.ts.
 */
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../staff/index.js';
import type { WebhookService } from './webhook-service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const webhookGuard = (webhooks: WebhookService) => async (req: FastifyRequest) => {
  const id = (req.params as { id?: string }).id ?? '';
  if (UUID.test(id)) await webhooks.webhookInScope(principalOf(req), id);
};

export const deliveryGuard = (webhooks: WebhookService) => async (req: FastifyRequest) => {
  const id = (req.params as { id?: string }).id ?? '';
  if (/^\d{1,15}$/.test(id)) await webhooks.deliveryInScope(principalOf(req), Number(id));
};
