import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { recordRoute } from '../staff/index.js';
import { authenticateApiKey, ensureOpsTokenKey } from './api-keys.js';

/**
 * Machine API (ARCHITECTURE.md), under /ops: every route needs `Authorization: Bearer <API key>`
 * (ops/api-keys.ts; OPS_TOKEN is an owner-scoped key) and checks the key's scope as the back
 * office checks a member's. What staff do on the board, a key in scope does here. The modules'
 * routes are listed by app.ts (the composition root), so ops depends on none of them.
 */
export const opsRoutes =
  (
    deps: { db: Db; clock: Clock; opsToken: string },
    moduleRoutes: FastifyPluginAsyncZod[],
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // the route-walk test reads this table (staff/route-registry.ts)
    app.addHook('onRoute', recordRoute);
    await ensureOpsTokenKey(deps.db, deps.opsToken);
    app.addHook('onRequest', async (req) => {
      await authenticateApiKey(deps.db, deps.clock, req);
    });
    for (const routes of moduleRoutes) await app.register(routes);
  };
