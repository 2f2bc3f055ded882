import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';
import { boardOpsRoutes } from '../board/ops-routes.js';
import { menuOpsRoutes } from '../menu/ops-routes.js';
import { menuImportRoutes } from '../menu-import/routes.js';
import { stopListOpsRoutes } from '../stop-lists/ops-routes.js';
import { webhookOpsRoutes } from '../webhooks/ops-routes.js';
import { zoneOpsRoutes } from '../zone-editor/routes.js';
import { recordRoute } from '../staff/route-registry.js';
import { authenticateApiKey, ensureOpsTokenKey } from './api-keys.js';
import { catalogOpsRoutes } from './catalog-ops-routes.js';

/**
 * Machine API (ARCHITECTURE.md), under /ops: every route needs `Authorization: Bearer <API key>`
 * (ops/api-keys.ts; OPS_TOKEN is an owner-scoped key) and checks the key's scope as the back
 * office checks a member's. What staff do on the board, a key in scope does here.
 */
export const opsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    // the route-walk test reads this table (staff/route-registry.ts)
    app.addHook('onRoute', recordRoute);
    await ensureOpsTokenKey(services.database.db, services.config.OPS_TOKEN);
    app.addHook('onRequest', async (req) => {
      await authenticateApiKey(services.database.db, services.clock, req);
    });
    await app.register(boardOpsRoutes(services));
    await app.register(stopListOpsRoutes(services));
    await app.register(catalogOpsRoutes(services));
    await app.register(menuOpsRoutes(services));
    await app.register(menuImportRoutes(services, ['ops']), { prefix: '/v1' });
    await app.register(webhookOpsRoutes(services));
    await app.register(zoneOpsRoutes(services));
  };
