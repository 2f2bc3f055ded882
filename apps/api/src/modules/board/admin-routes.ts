import {
  ZBoardOrder,
  ZBoardOrderParams,
  ZBoardOrdersPage,
  ZBoardOrdersQuery,
  ZBoardRefundRequest,
  ZBoardStatusChange,
  ZBoardStreamQuery,
  ZErrorResponse,
} from '@food/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import type { BackofficeEvents } from '../events/index.js';
import type { OrderBoardService } from './board-service.js';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import { principalOf } from '../staff/index.js';
import { BoardStreams } from './board-stream.js';

/** the services used here, of those services.ts builds */
interface BoardAdminRoutesDeps {
  backofficeEvents: BackofficeEvents;
  board: OrderBoardService;
  clock: Clock;
  database: Database;
}

const tags = ['admin: board'];
const boardErrors = { ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse } as const;
const moveErrors = { ...boardErrors, 409: ZErrorResponse } as const;

/**
 * /admin/v1: the order board (orders in scope, their live stream, status moves, refunds). Also
 * starts the board's unpaid-order sweep with the app and stops it on close.
 */
export const boardAdminRoutes =
  (services: BoardAdminRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { board } = services;
    // scope before the body is validated: another brand's order is a 403 whatever was sent
    const preValidation = async (req: FastifyRequest) =>
      board.guardOrder(principalOf(req), (req.params as { id: string }).id);
    const streams = new BoardStreams(services);
    board.useLogger(app.log);
    app.addHook('onReady', async () => board.startJobs());
    app.addHook('preClose', async () => streams.closeAll());
    app.addHook('onClose', () => board.stopJobs());

    app.get(
      '/orders',
      {
        schema: {
          tags,
          summary: 'Orders in your scope, newest first (the last 24 hours unless from/to say otherwise)',
          querystring: ZBoardOrdersQuery,
          response: { 200: ZBoardOrdersPage, ...boardErrors },
        },
      },
      async (req) => board.list(principalOf(req), req.query),
    );

    app.get(
      '/orders/stream',
      {
        schema: {
          tags,
          summary:
            'Server-sent events of the board: `order` events {type, orderId, localId, retailNetworkId, outletId, statusId, previousStatusId, at}',
          querystring: ZBoardStreamQuery,
          response: { 200: z.string(), ...boardErrors },
        },
      },
      async (req, reply) => {
        const principal = principalOf(req);
        if (req.query.outletId !== undefined) await board.assertOutletInScope(principal, req.query.outletId);
        await streams.open(req, reply, principal, req.query.outletId);
      },
    );

    app.get(
      '/orders/:id',
      {
        schema: {
          tags,
          summary: 'One order with everything its card and kitchen ticket show',
          params: ZBoardOrderParams,
          response: { 200: ZBoardOrder, ...boardErrors },
        },
      },
      async (req) => board.get(principalOf(req), req.params.id),
    );

    app.post(
      '/orders/:id/status',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Move an order: accept (0 → 1) with prepMinutes, cancel (4) with a reason, or one step on',
          params: ZBoardOrderParams,
          body: ZBoardStatusChange,
          response: { 200: ZBoardOrder, ...moveErrors },
        },
      },
      async (req) => (await board.move(principalOf(req), req.params.id, req.body, req.ip)).order,
    );

    app.post(
      '/orders/:id/refund',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Ask the payment provider again for a cancelled order’s refused refund',
          params: ZBoardOrderParams,
          response: { 200: ZBoardOrder, ...moveErrors, 502: ZErrorResponse },
        },
      },
      async (req) => board.retryRefund(principalOf(req), req.params.id, req.ip),
    );

    app.post(
      '/orders/:id/refunds',
      {
        // scope and role before the body: a stranger learns nothing of the order's amounts
        preValidation: async (req: FastifyRequest) =>
          board.guardRefund(principalOf(req), (req.params as { id: string }).id),
        schema: {
          tags,
          summary: 'Give back part or all of what a paid order still holds (owners, brand managers)',
          params: ZBoardOrderParams,
          body: ZBoardRefundRequest,
          response: { 200: ZBoardOrder, ...moveErrors, 422: ZErrorResponse, 502: ZErrorResponse },
        },
      },
      async (req) => board.refund(principalOf(req), req.params.id, req.body, req.ip),
    );
  };
