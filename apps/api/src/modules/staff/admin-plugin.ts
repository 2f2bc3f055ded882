import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { recordRoute } from './route-registry.js';
import { registerStaffAuth } from './staff-session.js';

/**
 * The back office's API, /admin/v1 (ARCHITECTURE.md): one gate for every route (staff session,
 * CSRF on writes; staff-session.ts), then each module's routes, which app.ts (the composition root)
 * lists so that staff depends on none of them. Each route checks its own scope.
 */
export const adminApi =
  (deps: { db: Db; clock: Clock }, moduleRoutes: FastifyPluginAsyncZod[]): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRoute', recordRoute);
    registerStaffAuth(app, deps);
    for (const routes of moduleRoutes) await app.register(routes);
  };
