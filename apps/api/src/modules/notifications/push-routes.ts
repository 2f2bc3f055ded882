/**
 * Web Push routes (issue 21 item 4), under /push: the VAPID public key, a browser's subscription
 * to one order's status (whoever may see the order: a guest by its id, a customer by their
 * session), the signed-in customer's subscription (the account's push switch), and unsubscribe.
 */
import {
  ZErrorResponse,
  ZOrderIdParams,
  ZPushPublicKey,
  ZPushSubscribeBody,
  ZPushUnsubscribeBody,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { readSession, requireSession, type SessionDeps } from '../../lib/session.js';
import type { PushService } from './push.js';

/** the services used here, of those services.ts builds */
interface PushRoutesDeps extends SessionDeps {
  push: PushService;
}

const tags = ['push'];
const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userErrors = { ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse };
const noContent = { 204: z.null().describe('Done') };
const privateReply = { 'cache-control': 'private, no-store' };

export const pushRoutes =
  (services: PushRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { push } = services;
    app.addHook('onClose', async () => push.close());

    app.get(
      '/v1/publicKey',
      {
        schema: {
          tags,
          summary: 'The VAPID public key a browser subscribes to order status push with',
          response: { 200: ZPushPublicKey, ...errorResponses },
        },
      },
      async (_req, reply) => {
        // the same for every visitor, and it changes only with the deployment's keys
        reply.header('cache-control', 'public, max-age=300');
        return { publicKey: push.publicKey() };
      },
    );

    app.post(
      '/v1/orders/:orderId/subscriptions',
      {
        // who may follow the order before the body is read: a stranger gets 401/403, not a
        // message about the body. No such order is the handler's 404, after validation (a bad
        // body is a 400 whatever the id, as on every route).
        preValidation: async (req) => {
          const { orderId } = req.params as { orderId?: unknown };
          if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) return;
          try {
            await push.checkOrderAccess(orderId, await readSession(services, req));
          } catch (err) {
            if (!(err instanceof AppError && err.code === 'ORDER_NOT_FOUND')) throw err;
          }
        },
        schema: {
          tags,
          summary:
            "Push this order's status changes to this browser (guests by the order id, customers by their session)",
          params: ZOrderIdParams,
          body: ZPushSubscribeBody,
          response: { ...noContent, ...userErrors },
        },
      },
      async (req, reply) => {
        reply.headers(privateReply);
        await push.subscribeToOrder(req.params.orderId, await readSession(services, req), req.body);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/v1/subscriptions',
      {
        // guards run before validation: a stranger gets 401, not a message about the body
        preValidation: async (req) => void (await requireSession(services, req)),
        schema: {
          tags,
          summary: "Push the signed-in customer's order status to this browser (the account's push switch)",
          body: ZPushSubscribeBody,
          response: { ...noContent, ...userErrors },
        },
      },
      async (req, reply) => {
        reply.headers(privateReply);
        await push.subscribeCustomer(await requireSession(services, req), req.body);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/v1/unsubscribe',
      {
        schema: {
          tags,
          summary:
            'Forget this browser’s subscription (its endpoint is the proof: only the browser knows it)',
          body: ZPushUnsubscribeBody,
          response: { ...noContent, ...errorResponses },
        },
      },
      async (req, reply) => {
        reply.headers(privateReply);
        await push.unsubscribe(req.body.endpoint);
        return reply.code(204).send(null);
      },
    );
  };
