import { ZArticleParams, ZErrorResponse, ZProductEditor, ZProductWrite } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import type { MenuService } from './menu-service.js';
import { principalOf } from '../staff/index.js';
import { menuGuard } from './menu-guard.js';
import { menuWriteRoutes } from './menu-write-routes.js';

/** the services used here, of those services.ts builds */
interface MenuOpsRoutesDeps {
  menu: MenuService;
}

const tags = ['ops'];
const responses = { ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse } as const;

/**
 * /ops/v1: the menu writes for a POS or a menu sync (ARCHITECTURE.md: what staff do, a key in
 * scope does here), the same service and rules as the back office's. The key must cover the
 * whole brand. A product's article is its stable key: `PUT …/by-article/{article}` creates or
 * publishes by it.
 */
export const menuOpsRoutes =
  (services: MenuOpsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { menu } = services;
    const preValidation = menuGuard(menu);
    const { products } = menu;
    await app.register(menuWriteRoutes(services, tags), { prefix: '/v1' });

    app.put(
      '/v1/products/by-article/:article',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Create or publish a product by its article (the POS key); 201 when created',
          description:
            "The body is the whole product; its article must be the path's. Unknown articles are created. " +
            'Prices are minor units above 0. The storefront shows the change within 10 seconds.',
          params: ZArticleParams,
          querystring: z.object({ retailNetworkId: z.coerce.number().int().positive().max(2_147_483_647) }),
          body: ZProductWrite,
          response: { 200: ZProductEditor, 201: ZProductEditor, ...responses },
        },
      },
      async (req, reply) => {
        const { created, view } = await products.upsertByArticle(
          principalOf(req),
          req.query.retailNetworkId,
          req.params.article,
          req.body,
          req.ip,
        );
        return reply.code(created ? 201 : 200).send(view);
      },
    );
  };
