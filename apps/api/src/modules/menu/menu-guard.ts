/**
 * The scope check of every menu route, run before validation (CONTRIBUTING: guards before
 * schemas), so a caller outside the brand gets a 403 whatever the body says: the product or
 * category the path names (an unknown one is a 404), else the brand the query or the body names.
 * Outlet staff and outlet keys work with no whole brand: every menu route is a 403 for them.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { assertCoversBrand, principalOf } from '../staff/index.js';
import type { MenuService } from './menu-service.js';

const idOf = (raw: unknown): number | null => {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 && n <= 2_147_483_647 ? n : null;
};

export function menuGuard(menu: MenuService) {
  return async (req: FastifyRequest): Promise<void> => {
    const principal = principalOf(req);
    const { scope } = principal;
    if (!scope.all && scope.retailNetworkIds.length === 0)
      throw new AppError('FORBIDDEN', 'Editing the menu needs a whole brand in your scope');
    const params = (req.params ?? {}) as Record<string, unknown>;
    const productId = idOf(params.productId);
    if (productId !== null) {
      await menu.products.productInScope(principal, productId);
      return;
    }
    const categoryId = idOf(params.categoryId);
    if (categoryId !== null) {
      await menu.categories.brandInScope(principal, categoryId);
      return;
    }
    const query = (req.query ?? {}) as Record<string, unknown>;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const rn = idOf(query.retailNetworkId) ?? (typeof body === 'object' ? idOf(body.retailNetworkId) : null);
    if (rn !== null) assertCoversBrand(principal, rn);
  };
}
