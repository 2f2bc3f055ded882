import { ZBrandsResponse, ZInitQuery, ZInitResponse, ZSeoQuery, ZSeoResponse } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JSON_CONTENT_TYPE, JsonBodyCache } from '../../lib/json-cache.js';
import { errorResponses } from '../../lib/openapi.js';
import type { BrandConfigService } from './service.js';
import type { AppConfig } from '../../config.js';
import type { ProductCatalog } from '../catalog/index.js';

/** the services used here, of those services.ts builds */
interface ConfigRoutesDeps {
  brandConfig: BrandConfigService;
  config: AppConfig;
  products: ProductCatalog;
}

const tags = ['config'];

/** Config service of SPEC section 7, under /config. */
export const configRoutes =
  ({ brandConfig, config, products }: ConfigRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const initBodies = new JsonBodyCache(config.CATALOG_CACHE_SECONDS * 1000, 500);
    // a catalogue change (services.ts caches.dropAll) drops the finished bodies with the rest
    products.onCataloguesDropped(() => initBodies.clear());
    app.get(
      '/v1/brands',
      { schema: { tags, summary: 'Brands this server knows', response: { 200: ZBrandsResponse } } },
      () => brandConfig.listBrands(),
    );

    app.get(
      '/v1/init',
      {
        schema: {
          tags,
          summary: 'Brand config, categories, network and city for the storefront shell',
          querystring: ZInitQuery,
          response: { 200: ZInitResponse, ...errorResponses },
        },
      },
      async (req, reply) => {
        const { rn, slug, brand } = req.query;
        const body = await initBodies.get(`${rn}:${slug ?? ''}:${brand ?? ''}`, ZInitResponse, () =>
          brandConfig.init(rn, slug, brand),
        );
        return reply.type(JSON_CONTENT_TYPE).send(body as never);
      },
    );

    app.get(
      '/v1/seo/',
      {
        schema: {
          tags,
          summary: 'SEO texts of the home or a category page',
          querystring: ZSeoQuery,
          response: { 200: ZSeoResponse, ...errorResponses },
        },
      },
      (req) => brandConfig.seo(req.query),
    );
  };
