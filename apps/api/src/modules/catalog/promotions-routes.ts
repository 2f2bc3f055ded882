import { ZPromotion, ZPromotionParams, ZPromotionSummary, ZPromotionsQuery } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import type { PromotionsService } from './promotions-service.js';

/** the services used here, of those services.ts builds */
interface PromotionRoutesDeps {
  promotions: PromotionsService;
}

const tags = ['catalog'];

/** Promotions of a city (SPEC section 2), under /catalog beside the banners that link to them. */
export const promotionRoutes =
  ({ promotions }: PromotionRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/promotions/',
      {
        schema: {
          tags,
          summary: 'Promotions running now in a city',
          querystring: ZPromotionsQuery,
          response: { 200: z.array(ZPromotionSummary), ...errorResponses },
        },
      },
      (req) => promotions.list(req.query),
    );

    app.get(
      '/v1/promotions/:ref',
      {
        schema: {
          tags,
          summary: 'One running promotion (by slug or id) with its products sold in the city',
          params: ZPromotionParams,
          querystring: ZPromotionsQuery,
          response: { 200: ZPromotion, ...errorResponses },
        },
      },
      (req) => promotions.get(req.query, req.params.ref),
    );
  };
