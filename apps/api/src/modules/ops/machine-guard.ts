/**
 * The scope check of every machine-access route (API keys here, webhooks in modules/webhooks), run
 * before validation (CONTRIBUTING: guards before schemas): outlet staff get a 403.
 */
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../staff/index.js';
import { assertMayManageMachineAccess } from './machine-access.js';

/** Owners and brand managers only (staff); an API key's own scope is checked by the route. */
export async function machineManagersOnly(req: FastifyRequest): Promise<void> {
  const principal = principalOf(req);
  if (principal.kind === 'staff') assertMayManageMachineAccess(principal);
}
