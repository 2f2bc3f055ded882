import { ZSearchBody, ZSearchResponse, ZSuggestResponse } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JSON_CONTENT_TYPE } from '../../lib/json-cache.js';
import { errorResponses } from '../../lib/openapi.js';
import type { SearchService } from './service.js';
import { searchResponseBody } from './search-json.js';

/** the services used here, of those services.ts builds */
interface SearchRoutesDeps {
  search: SearchService;
}

const tags = ['search'];

/** Search service of SPEC section 7, under /search. */
export const searchRoutes =
  ({ search }: SearchRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/v1/search',
      {
        schema: {
          tags,
          summary: 'Products of a city matching a query: exact, then prefix, then typos; any keyboard layout',
          body: ZSearchBody,
          response: { 200: ZSearchResponse, ...errorResponses },
        },
      },
      // the body is sent ready-made: see search-json.ts
      async (req, reply) =>
        reply.type(JSON_CONTENT_TYPE).send(searchResponseBody(await search.search(req.body)) as never),
    );

    app.post(
      '/v1/suggest',
      {
        schema: {
          tags,
          summary: 'Completions of a query: product and category names',
          body: ZSearchBody,
          response: { 200: ZSuggestResponse, ...errorResponses },
        },
      },
      (req) => search.suggest(req.body),
    );
  };
