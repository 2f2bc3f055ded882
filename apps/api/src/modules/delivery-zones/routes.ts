import { ZDeliveryZoneCheck, ZDeliveryZoneCheckQuery } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { DeliveryZoneService } from './delivery-zone-service.js';

/** the services used here, of those services.ts builds */
interface DeliveryZoneRoutesDeps {
  deliveryZones: DeliveryZoneService;
}

/** The delivery-zone check, under /catalog beside the zones it reads (`/v1/deliveryZones/`). */
export const deliveryZoneRoutes =
  ({ deliveryZones }: DeliveryZoneRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/deliveryZones/check',
      {
        schema: {
          tags: ['catalog'],
          summary:
            'Does this city deliver to a point: the serving zone (price, minimum, free-from), or the other city of the network that does',
          querystring: ZDeliveryZoneCheckQuery,
          response: { 200: ZDeliveryZoneCheck, ...errorResponses },
        },
      },
      (req) =>
        deliveryZones.check({
          retailNetworkId: req.query.rn,
          businessRegionId: req.query.br,
          lat: req.query.lat,
          lng: req.query.lng,
          lang: req.query.lang,
        }),
    );
  };
