import { ZIpLocationQuery, ZIpLocationResponse } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { Services } from '../../services.js';

/** Geo by IP, under /geo. Without `ip`, the caller's address (X-Forwarded-For from a trusted proxy). */
export const geoRoutes =
  ({ geo }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/ipLocation',
      {
        schema: {
          tags: ['geo'],
          summary: 'City of an IP address (nulls when the address is in no known network)',
          querystring: ZIpLocationQuery,
          response: { 200: ZIpLocationResponse, ...errorResponses },
        },
      },
      (req) => geo.locate(req.query.rn, req.query.ip ?? req.ip),
    );
  };
