import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

/** the services used here, of those services.ts builds */
interface HealthRoutesDeps {
  database: Database;
}

const ZHealth = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string().optional() });

/** /healthz: the process answers. /readyz: and its database does too (load balancers poll it). */
export const healthRoutes =
  ({ database }: HealthRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      { schema: { tags: ['health'], response: { 200: ZHealth } }, logLevel: 'warn' },
      async () => ({
        status: 'ok' as const,
      }),
    );

    app.get(
      '/readyz',
      { schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } }, logLevel: 'warn' },
      async (req, reply) => {
        try {
          await database.ping();
          return { status: 'ok' as const, database: database.kind };
        } catch (err) {
          req.log.error({ err }, 'database is not reachable');
          return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
        }
      },
    );
  };
