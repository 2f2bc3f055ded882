import {
  ZErrorResponse,
  ZOutletIdParams,
  ZOutletProducts,
  ZOutletProductsQuery,
  ZOutletStopList,
  ZStopListEntry,
  ZStopListItemParams,
  ZStopListPut,
  ZLanguage,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import type { StopListService } from './stop-list-service.js';
import { principalOf } from '../staff/index.js';
import { outletGuard } from '../staff/index.js';

/** the services used here, of those services.ts builds */
interface StopListAdminRoutesDeps {
  stopLists: StopListService;
}

const tags = ['back office: stop lists'];
const authErrors = { 401: ZErrorResponse, 403: ZErrorResponse } as const;

/** /admin/v1: stop lists per outlet (issue 18 item 5). */
export const stopListAdminRoutes =
  ({ stopLists }: StopListAdminRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = outletGuard((principal, outletId) => stopLists.outletInScope(principal, outletId));

    app.get(
      '/outlets/:outletId/stop-list',
      {
        preValidation,
        schema: {
          tags,
          summary: "The outlet's stop list now (entries whose time has passed are back on sale)",
          params: ZOutletIdParams,
          querystring: z.object({ lang: ZLanguage.optional() }),
          response: { 200: ZOutletStopList, ...errorResponses, ...authErrors },
        },
      },
      (req) => stopLists.list(principalOf(req), req.params.outletId, req.query.lang),
    );

    app.get(
      '/outlets/:outletId/products',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Products and addons sold at the outlet, by name or article (the stop-list picker)',
          params: ZOutletIdParams,
          querystring: ZOutletProductsQuery,
          response: { 200: ZOutletProducts, ...errorResponses, ...authErrors },
        },
      },
      (req) => stopLists.products(principalOf(req), req.params.outletId, req.query.q, req.query.lang),
    );

    app.put(
      '/outlets/:outletId/stop-list/:productId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Put a product or addon on stop: until a time, the end of the day, or further notice',
          params: ZStopListItemParams,
          body: ZStopListPut,
          response: { 200: ZStopListEntry, ...errorResponses, ...authErrors },
        },
      },
      (req) => stopLists.put(principalOf(req), req.params.outletId, req.params.productId, req.body, req.ip),
    );

    app.delete(
      '/outlets/:outletId/stop-list/:productId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Take a product off the stop list (back on sale)',
          params: ZStopListItemParams,
          response: { 204: z.null(), ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) => {
        await stopLists.remove(principalOf(req), req.params.outletId, req.params.productId, req.ip);
        return reply.code(204).send(null);
      },
    );
  };
