import {
  ZCallbackAck,
  ZErrorResponse,
  ZPayAgainBody,
  ZPayOnReceiptBody,
  ZPaymentCallback,
  ZPaymentIdParams,
  ZPaymentStarted,
  ZPaymentStatus,
  ZPaymentStatusQuery,
  ZProviderParams,
  ZTestCardForm,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import { readSession } from '../../lib/session.js';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import type { PaymentService } from './payment-service.js';
import { renderTestPage } from './test-page.js';
import { stripeRoutes } from './stripe-routes.js';

/** the services used here, of those services.ts builds */
interface PaymentRoutesDeps {
  clock: Clock;
  database: Database;
  payments: PaymentService;
}

const tags = ['payment'];
const paymentErrors = {
  ...errorResponses,
  401: ZErrorResponse,
  403: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
} as const;

/** Payment service of SPEC section 7 and the test provider's hosted page, under /payment. */
export const paymentRoutes =
  (services: PaymentRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { payments } = services;
    payments.useLogger(app.log);
    // Stripe signs the body exactly as sent: its webhook route keeps it as text (stripe-webhook.ts)
    await app.register(stripeRoutes(payments));
    // providers post their callbacks (and the test page its form) as an HTML form
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    app.get(
      '/v1/status',
      {
        schema: {
          tags,
          summary: 'Payment state of an order',
          querystring: ZPaymentStatusQuery,
          response: { 200: ZPaymentStatus, ...paymentErrors },
        },
      },
      async (req) => payments.status(req.query.orderId, await readSession(services, req)),
    );

    app.post(
      '/v1/pay',
      {
        schema: {
          tags,
          summary: 'Start a new payment attempt for an unpaid online order',
          body: ZPayAgainBody,
          response: { 200: ZPaymentStarted, ...paymentErrors },
        },
      },
      async (req) =>
        payments.payAgain(req.body.orderId, await readSession(services, req), req.body.returnUrl),
    );

    app.post(
      '/v1/changePaymentType',
      {
        schema: {
          tags,
          summary: 'Pay an unpaid online order on receipt instead (cash or card), after a declined card',
          body: ZPayOnReceiptBody,
          response: { 200: ZPaymentStatus, ...paymentErrors },
        },
      },
      async (req) => {
        const { orderId, ...payment } = req.body;
        return payments.payOnReceipt(orderId, await readSession(services, req), payment);
      },
    );

    app.post(
      '/v1/callback/:provider',
      {
        schema: {
          tags,
          summary: "A provider's signed server-to-server result",
          params: ZProviderParams,
          body: ZPaymentCallback,
          response: { 200: ZCallbackAck, ...paymentErrors },
        },
      },
      async (req) => {
        const { status } = await payments.handleCallback(req.params.provider, req.body);
        return { ok: true as const, status };
      },
    );

    app.get(
      '/v1/test/checkout/:paymentId',
      {
        schema: {
          tags,
          summary: "The test provider's hosted payment page (HTML)",
          params: ZPaymentIdParams,
          response: { 200: z.string(), ...paymentErrors },
        },
      },
      async (req, reply) => {
        const model = await payments.testPage(req.params.paymentId);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-frame-options', 'DENY')
          .send(
            renderTestPage({ ...model, actionPath: `/payment/v1/test/checkout/${req.params.paymentId}` }),
          );
      },
    );

    app.post(
      '/v1/test/checkout/:paymentId',
      {
        schema: {
          tags,
          summary: 'The test page posts the card; the test bank answers by a signed callback, then redirects',
          params: ZPaymentIdParams,
          body: ZTestCardForm,
          response: { 303: z.null(), ...paymentErrors },
        },
      },
      async (req, reply) => {
        const back = await payments.payOnTestPage(req.params.paymentId, req.body);
        return reply.redirect(back, 303);
      },
    );
  };
