import { ZErrorResponse, ZVitalsBody, ZVitalsP75, ZVitalsQuery } from '@food/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { VitalsService } from './vitals-service.js';

/** the services used here, of those services.ts builds */
interface VitalsRoutesDeps {
  vitals: VitalsService;
}

/**
 * POST /site/v1/vitals: a storefront page load's Core Web Vitals (rate-limited per client
 * address, lib/rate-limit/policy.ts `vitals`). Nothing of the visitor is read or kept.
 */
export const vitalsRoutes =
  ({ vitals }: VitalsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/v1/vitals',
      {
        schema: {
          tags: ['site'],
          summary: "A page load's real-user speed metrics (LCP, INP, CLS, FCP, TTFB) from the storefront",
          body: ZVitalsBody,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (req, reply) => {
        await vitals.record(req.body);
        return reply.code(204).send(null);
      },
    );
  };

/** GET /admin/v1/vitals: p75 per page type and metric, for owners (the gate refuses anyone else). */
export const vitalsAdminRoutes =
  ({ vitals }: VitalsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/vitals',
      {
        config: { ownerOnly: true },
        schema: {
          tags: ['back office: speed'],
          summary:
            "The storefront's real-user p75 of each metric per page type over a period (the last 28 days by default)",
          querystring: ZVitalsQuery,
          response: { 200: ZVitalsP75, ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async (req) => vitals.p75(req.query),
    );
  };
