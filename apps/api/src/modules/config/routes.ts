import { ZBrandsResponse, ZInitQuery, ZInitResponse, ZSeoQuery, ZSeoResponse } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { Services } from '../../services.js';

const tags = ['config'];

/** Config service of SPEC section 7, under /config. */
export const configRoutes =
  ({ brandConfig }: Services): FastifyPluginAsyncZod =>
  async (app) => {
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
      (req) => brandConfig.init(req.query.rn, req.query.slug),
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
