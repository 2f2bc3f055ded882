import { ZPreviewParams, ZPreviewQuery, ZProduct } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { MenuService } from './menu-service.js';

/** the services used here, of those services.ts builds */
interface MenuPreviewRoutesDeps {
  menu: MenuService;
}

/**
 * GET /catalog/v1/preview/{token}: a product's draft as the storefront would show it (issue 19
 * item 9). Public, like the link it is shared by; never cached nor indexed.
 */
export const menuPreviewRoutes =
  ({ menu }: MenuPreviewRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/preview/:token',
      {
        schema: {
          tags: ['catalog'],
          summary: "A product with its draft applied (the back office's preview link)",
          params: ZPreviewParams,
          querystring: ZPreviewQuery,
          response: { 200: ZProduct, ...errorResponses },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        reply.header('x-robots-tag', 'noindex');
        return menu.preview.preview(req.params.token, req.query);
      },
    );
  };
