import {
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZErrorResponse,
  ZIdempotencyHeaders,
  ZOrderCreated,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import { joinedLimitsOf } from '../../lib/rate-limit/joined-hits.js';
import { readSession } from '../../lib/session.js';
import type { CheckoutService } from './checkout-service.js';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import type { OrderCreationService } from './order-create-service.js';

/** the services used here, of those services.ts builds */
interface OrderServiceRoutesDeps {
  checkout: CheckoutService;
  clock: Clock;
  database: Database;
  orderCreation: OrderCreationService;
}

const tags = ['order-service'];
const checkoutErrors = {
  ...errorResponses,
  401: ZErrorResponse,
  403: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
} as const;

/** Checkout service of SPEC section 7, under /order-service. */
export const orderServiceRoutes =
  (services: OrderServiceRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/order-checkout',
      {
        schema: {
          tags,
          summary: 'Price a cart: outlet, lines, addons, promo code, bonuses and delivery',
          body: ZCheckoutRequest,
          response: { 200: ZCheckoutResponse, ...checkoutErrors },
        },
      },
      async (req) => {
        const priced = await services.checkout.price(req.body, await readSession(services, req));
        return { orderResponse: priced.calculation };
      },
    );

    app.post(
      '/api/http-order-create',
      {
        schema: {
          tags,
          summary: 'Create an order (idempotent with the Idempotency-Key header)',
          headers: ZIdempotencyHeaders,
          body: ZCheckoutRequest,
          response: { 201: ZOrderCreated, ...checkoutErrors },
        },
      },
      async (req, reply) => {
        const result = await services.orderCreation.create(
          req.body,
          await readSession(services, req),
          req.headers['idempotency-key'],
          undefined,
          // the address and account hits go with the key's claim (PostgreSQL; lib/rate-limit)
          joinedLimitsOf(req),
        );
        reply.code(201);
        // a replay's body comes back from jsonb, its keys reordered: zod writes it in the contract's order
        if (result.isReplay) return reply.header('idempotent-replayed', 'true').send(result.body);
        // A new order's body is built by this server in the contract's own form (its keys in its
        // order, none other; the tests' `expectOrderCreatedForm` checks the bytes are zod's), so it
        // is written as it is: zod checking what the server itself built was ~2% of an order's CPU.
        return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(result.body);
      },
    );
  };
