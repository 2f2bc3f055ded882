import {
  ZBoardOrder,
  ZBoardOrdersPage,
  ZBoardOrdersQuery,
  ZErrorResponse,
  ZOpsOrderParams,
  ZOpsStatusChanged,
  ZOrderStatusChange,
} from '@food/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { OrderBoardService } from './board-service.js';
import { principalOf } from '../staff/index.js';

/** the services used here, of those services.ts builds */
interface BoardOpsRoutesDeps {
  board: OrderBoardService;
}

const tags = ['ops'];
const opsErrors = { ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse } as const;

/**
 * /ops/v1/orders: what the board does, for tills and kitchen screens with an API key in scope
 * (ARCHITECTURE.md). The same service and rules as /admin/v1/orders; a key may leave out the
 * preparation time (the standard kitchen time) and the cancellation reason.
 */
export const boardOpsRoutes =
  (services: BoardOpsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { board } = services;
    // scope before the body is validated: another brand's order is a 403 whatever was sent
    const preValidation = async (req: FastifyRequest) =>
      board.guardOrder(principalOf(req), (req.params as { id: string }).id);

    app.get(
      '/v1/orders',
      {
        schema: {
          tags,
          summary: 'Orders in the key’s scope, newest first (the last 24 hours unless from/to say otherwise)',
          querystring: ZBoardOrdersQuery,
          response: { 200: ZBoardOrdersPage, ...opsErrors },
        },
      },
      async (req) => board.list(principalOf(req), req.query),
    );

    app.get(
      '/v1/orders/:id',
      {
        schema: {
          tags,
          summary: 'One order as the board shows it',
          params: ZOpsOrderParams,
          response: { 200: ZBoardOrder, ...opsErrors },
        },
      },
      async (req) => board.get(principalOf(req), req.params.id),
    );

    app.post(
      '/v1/orders/:id/status',
      {
        preValidation,
        schema: {
          tags,
          summary:
            'Move an order (allowed transitions only; a held order cannot be cooked; cancelling a paid order refunds it)',
          params: ZOpsOrderParams,
          body: ZOrderStatusChange,
          response: { 200: ZOpsStatusChanged, ...opsErrors, 409: ZErrorResponse },
        },
      },
      async (req) => {
        const { changed, order } = await board.move(principalOf(req), req.params.id, req.body, req.ip);
        return { ...changed, order };
      },
    );

    app.post(
      '/v1/orders/:id/refund',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Ask the payment provider again for a cancelled order’s refused refund',
          params: ZOpsOrderParams,
          response: { 200: ZBoardOrder, ...opsErrors, 409: ZErrorResponse, 502: ZErrorResponse },
        },
      },
      async (req) => board.retryRefund(principalOf(req), req.params.id, req.ip),
    );
  };
