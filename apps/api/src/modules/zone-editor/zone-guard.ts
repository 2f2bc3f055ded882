/**
 * The scope check of every zone route, run before validation (CONTRIBUTING: guards before
 * schemas), so a caller outside the brand gets a 403 whatever the body says: the zone the path
 * names (an unknown one is a 404), else the brand the query names or the city the body names.
 * Outlet staff and outlet keys hold no whole brand: every zone route is a 403 for them.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { assertCoversBrand, principalOf } from '../staff/index.js';
import type { ZoneEditorService } from './zone-editor-service.js';

const idOf = (raw: unknown): number | null => {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 && n <= 2_147_483_647 ? n : null;
};

export function zoneGuard(zones: ZoneEditorService) {
  return async (req: FastifyRequest): Promise<void> => {
    const principal = principalOf(req);
    const { scope } = principal;
    if (!scope.all && scope.retailNetworkIds.length === 0)
      throw new AppError('FORBIDDEN', 'Editing delivery zones needs a whole brand in your scope');
    const zoneId = idOf((req.params as Record<string, unknown> | undefined)?.zoneId);
    if (zoneId !== null) {
      await zones.zoneInScope(principal, zoneId);
      return;
    }
    const rn = idOf((req.query as Record<string, unknown> | undefined)?.retailNetworkId);
    if (rn !== null) assertCoversBrand(principal, rn);
    const body = req.body;
    const br =
      body && typeof body === 'object' ? idOf((body as Record<string, unknown>).businessRegionId) : null;
    // a city of another brand is 403 here; an unknown one is the write's own 400, after validation
    if (br !== null)
      await zones.cityInScope(principal, br).catch((err: unknown) => {
        if (!(err instanceof AppError && err.code === 'UNKNOWN_BUSINESS_REGION')) throw err;
      });
  };
}
