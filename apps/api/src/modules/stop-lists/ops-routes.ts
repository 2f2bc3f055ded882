import {
  ZErrorResponse,
  ZOutletIdParams,
  ZOutletStopList,
  ZStopListEntry,
  ZStopListItemParams,
  ZStopListPut,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import type { StopListService } from './stop-list-service.js';
import { principalOf } from '../staff/index.js';
import { outletGuard } from '../staff/index.js';

/** the services used here, of those services.ts builds */
interface StopListOpsRoutesDeps {
  stopLists: StopListService;
}

const tags = ['ops'];
const authErrors = { 401: ZErrorResponse, 403: ZErrorResponse } as const;

/**
 * /ops/v1: the outlet's stop list for tills and kitchen screens (ARCHITECTURE.md): `PUT
 * …/stop-list/{productId}` `{until: ISO time | null}` (or `endOfDay: true`) puts a product on stop,
 * `DELETE` takes it off; names are in the brand's default language.
 */
export const stopListOpsRoutes =
  ({ stopLists }: StopListOpsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const preValidation = outletGuard((principal, outletId) => stopLists.outletInScope(principal, outletId));

    app.get(
      '/v1/outlets/:outletId/stop-list',
      {
        preValidation,
        schema: {
          tags,
          summary: "The outlet's stop list now",
          params: ZOutletIdParams,
          response: { 200: ZOutletStopList, ...errorResponses, ...authErrors },
        },
      },
      (req) => stopLists.list(principalOf(req), req.params.outletId),
    );

    app.put(
      '/v1/outlets/:outletId/stop-list/:productId',
      {
        preValidation,
        schema: {
          tags,
          summary:
            'Put a product or addon on the outlet’s stop list until `until` (null: until further notice)',
          params: ZStopListItemParams,
          body: ZStopListPut,
          response: { 200: ZStopListEntry, ...errorResponses, ...authErrors },
        },
      },
      (req) => stopLists.put(principalOf(req), req.params.outletId, req.params.productId, req.body, req.ip),
    );

    app.delete(
      '/v1/outlets/:outletId/stop-list/:productId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Take a product off the outlet’s stop list',
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
