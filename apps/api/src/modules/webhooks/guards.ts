/**
 * Scope checks of the machine-access routes, run before validation (CONTRIBUTING: guards before
 * schemas): outlet staff get a 403 on every key and webhook route, and another brand's webhook or
 * delivery is a 403 (an unknown one a 404) whatever the request carries. An id of the wrong shape
 * is left to the params schema's 400.
 */
import type { FastifyRequest } from 'fastify';
import { assertMayManageMachineAccess } from '../ops/machine-scope-repo.js';
import { principalOf } from '../staff/principal.js';
import type { WebhookService } from './webhook-service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Owners and brand managers only (staff); an API key's own scope is checked by the route. */
export async function machineManagersOnly(req: FastifyRequest): Promise<void> {
  const principal = principalOf(req);
  if (principal.kind === 'staff') assertMayManageMachineAccess(principal);
}

export const webhookGuard = (webhooks: WebhookService) => async (req: FastifyRequest) => {
  const id = (req.params as { id?: string }).id ?? '';
  if (UUID.test(id)) await webhooks.webhookInScope(principalOf(req), id);
};

export const deliveryGuard = (webhooks: WebhookService) => async (req: FastifyRequest) => {
  const id = (req.params as { id?: string }).id ?? '';
  if (/^\d{1,15}$/.test(id)) await webhooks.deliveryInScope(principalOf(req), Number(id));
};
