import {
  ZAddFeedbackBody,
  ZErrorResponse,
  ZLastOrder,
  ZOrder,
  ZOrderIdParams,
  ZOrdersList,
  ZOrdersListBody,
  ZOrderStatistic,
  ZPrediction,
  ZPredictionQuery,
  ZReceipt,
  ZReceiptQuery,
  ZSuccess,
  ZUserIdParams,
  ZUserIdQuery,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import { customerGuard, readSession, requireSession } from '../../lib/session.js';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import type { OrderEvents } from './order-events.js';
import type { OrdersService } from './service.js';
import type { PaymentService } from '../payment/index.js';
import { OrderStreams } from './order-stream.js';
import { ReceiptReadModel } from './receipt-read-model.js';

/** the services used here, of those services.ts builds */
interface OrdersRoutesDeps {
  clock: Clock;
  database: Database;
  orderEvents: OrderEvents;
  orders: OrdersService;
  payments: PaymentService;
}

const tags = ['orders'];
const userErrors = { ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse };

/** Orders API of SPEC section 7 under /orders: the signed-in customer's own orders only. */
export const ordersRoutes =
  (services: OrdersRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { orders } = services;
    const preValidation = customerGuard(services, { findOrderOwner: orders.findOrderOwner });
    const privateReply = { 'cache-control': 'private, no-store' };
    const streams = new OrderStreams(services);
    services.orderEvents.useLogger(app.log);
    app.addHook('preClose', async () => streams.closeAll());
    app.addHook('onClose', () => services.orderEvents.close());

    app.post(
      '/v1/list',
      {
        preValidation,
        schema: {
          tags,
          summary: 'The customer’s orders, newest first (statusId: one, several combined, or none for all)',
          body: ZOrdersListBody,
          response: { 200: ZOrdersList, ...userErrors },
        },
      },
      async (req, reply) => {
        reply.headers(privateReply);
        return orders.list(req.body.userId, req.body);
      },
    );

    app.get(
      '/v1/get/:orderId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'One order with archived product data and the outlet’s time zone',
          params: ZOrderIdParams,
          response: { 200: ZOrder, ...userErrors },
        },
      },
      async (req, reply) => {
        reply.headers(privateReply);
        return orders.get(req.params.orderId);
      },
    );

    // no customerGuard: a guest's order is read by its id, as its payment status is (receipt-read-model.ts)
    const receipts = new ReceiptReadModel(orders, services.payments);
    app.get(
      '/v1/receipt/:orderId',
      {
        schema: {
          tags,
          summary:
            'One placed order as the customer is shown it (guests by the order id, customers by their session)',
          params: ZOrderIdParams,
          querystring: ZReceiptQuery,
          response: { 200: ZReceipt, ...userErrors },
        },
      },
      async (req, reply) => {
        reply.headers(privateReply);
        return receipts.read(req.params.orderId, await readSession(services, req), req.query.lang);
      },
    );

    app.get(
      '/v1/statistic/:userId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'How many orders the customer has in each status',
          params: ZUserIdParams,
          response: { 200: ZOrderStatistic, ...userErrors },
        },
      },
      async (req, reply) => {
        reply.headers(privateReply);
        return orders.statistic(req.params.userId);
      },
    );

    app.get(
      '/v1/feedbackAwaiting',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Completed orders of the last two weeks that are not rated yet',
          querystring: ZUserIdQuery,
          response: { 200: z.array(ZOrder), ...userErrors },
        },
      },
      async (req, reply) => {
        reply.headers(privateReply);
        return orders.feedbackAwaiting(req.query.userId);
      },
    );

    app.post(
      '/v1/addFeedback/:orderId',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Rate a completed order (score 1–5 and a comment), once',
          params: ZOrderIdParams,
          body: ZAddFeedbackBody,
          response: { 200: ZSuccess, ...userErrors, 409: ZErrorResponse },
        },
      },
      async (req) => {
        await orders.addFeedback(req.body.userId, req.params.orderId, req.body);
        return { isSuccess: true as const };
      },
    );

    app.get(
      '/v1/lastActive',
      {
        preValidation,
        schema: {
          tags,
          summary: 'The newest order in status 0, 1 or 2, or null',
          querystring: ZUserIdQuery,
          response: { 200: ZLastOrder, ...userErrors },
        },
      },
      async (req, reply) => {
        reply.headers(privateReply);
        return orders.lastActive(req.query.userId);
      },
    );

    app.get(
      '/v1/lastCompleted',
      {
        preValidation,
        schema: {
          tags,
          summary: 'The newest completed order, or null',
          querystring: ZUserIdQuery,
          response: { 200: ZLastOrder, ...userErrors },
        },
      },
      async (req, reply) => {
        reply.headers(privateReply);
        return orders.lastCompleted(req.query.userId);
      },
    );

    app.get(
      '/v1/prediction/',
      {
        schema: {
          tags,
          summary: 'A short friendly line for the confirmation page, in the asked language',
          querystring: ZPredictionQuery,
          response: { 200: ZPrediction, ...errorResponses },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return orders.prediction(req.query.language);
      },
    );

    app.get(
      '/v1/stream',
      {
        preValidation,
        schema: {
          tags,
          summary:
            'Server-sent events of the signed-in customer’s order status changes (event: order-status)',
          response: userErrors,
        },
      },
      async (req, reply) => {
        const session = await requireSession(services, req);
        await streams.open(req, reply, session);
      },
    );
  };
