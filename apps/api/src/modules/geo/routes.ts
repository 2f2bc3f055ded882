import {
  ZIpLocationQuery,
  ZIpLocationResponse,
  ZNearestOutletQuery,
  ZNearestOutletResponse,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { GeoService } from './service.js';

/** the services used here, of those services.ts builds */
interface GeoRoutesDeps {
  geo: GeoService;
}

/**
 * Geo by IP, under /geo (without `ip`, the caller's address: X-Forwarded-For from a trusted
 * proxy), and the nearest pickup restaurant to a point.
 */
export const geoRoutes =
  ({ geo }: GeoRoutesDeps): FastifyPluginAsyncZod =>
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

    app.get(
      '/v1/nearestOutlet',
      {
        schema: {
          tags: ['geo'],
          summary:
            "The pickup restaurant nearest to the customer's location, in any city of the network (nearest_outlet_info)",
          querystring: ZNearestOutletQuery,
          response: { 200: ZNearestOutletResponse, ...errorResponses },
        },
      },
      (req) =>
        geo.nearestOutlet({
          retailNetworkId: req.query.rn,
          businessRegionId: req.query.br,
          lat: req.query.lat,
          lng: req.query.lng,
          lang: req.query.lang,
        }),
    );
  };
