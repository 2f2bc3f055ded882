import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { accountRoutes } from './account-routes.js';
import { managementRoutes } from './management-routes.js';

/**
 * /admin/v1: sign-in, the member's own account, staff management, places and settings. The gate
 * (staff-session.ts) has already answered 401/403 for a missing session or CSRF token.
 */
export const staffAdminRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    // a throttled sign-in says when to come back, in the header as well as in details
    app.addHook('onError', async (_req, reply, err) => {
      const wait = err instanceof AppError && err.statusCode === 429 ? err.details?.[0] : undefined;
      if (wait && typeof wait === 'object' && 'retryAfterSeconds' in wait)
        reply.header('retry-after', String(wait.retryAfterSeconds));
    });

    await app.register(accountRoutes(services));
    await app.register(managementRoutes(services));
  };
