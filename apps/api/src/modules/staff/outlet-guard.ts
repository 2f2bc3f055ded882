/**
 * The scope check of a route under /outlets/{outletId}, run before validation (CONTRIBUTING:
 * guards before schemas): an unknown outlet is a 404 and one outside the caller's scope a 403,
 * whatever the body says. An id that is not a number is left to the params schema's 400.
 */
import type { FastifyRequest } from 'fastify';
import { principalOf } from './principal.js';

export function outletGuard(
  inScope: (principal: ReturnType<typeof principalOf>, outletId: number) => Promise<unknown>,
) {
  return async (req: FastifyRequest): Promise<void> => {
    const raw = (req.params as { outletId?: string }).outletId;
    const outletId = Number(raw);
    if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(outletId) || outletId > 2_147_483_647) return;
    await inScope(principalOf(req), outletId);
  };
}
