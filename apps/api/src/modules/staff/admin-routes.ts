import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { StaffService } from './staff-service.js';
import { accountRoutes } from './account-routes.js';
import { managementRoutes } from './management-routes.js';

/** the services used here, of those services.ts builds */
interface StaffAdminRoutesDeps {
  clock: Clock;
  config: AppConfig;
  database: Database;
  staff: StaffService;
}

/**
 * /admin/v1: sign-in, the member's own account, staff management, places and settings. The gate
 * (staff-session.ts) has already answered 401/403 for a missing session or CSRF token.
 */
export const staffAdminRoutes =
  (services: StaffAdminRoutesDeps): FastifyPluginAsyncZod =>
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
