import { ZErrorResponse, ZPaymentIdParams } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import type { PaymentService } from './payment-service.js';

const tags = ['payment'];

/**
 * Stripe's two routes, in a plugin of their own: here (and only here) a JSON body is kept as the
 * raw text it came as, because `Stripe-Signature` signs those exact bytes; parsing and
 * re-serialising it would break the signature of any event whose key order or spacing differs.
 */
export const stripeRoutes =
  (payments: PaymentService): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );

    app.post(
      '/v1/callback/stripe',
      {
        schema: {
          tags,
          summary: "Stripe's webhook (Stripe-Signature checked over the raw body)",
          headers: z.object({ 'stripe-signature': z.string().optional() }),
          body: z.string(),
          response: {
            200: z.object({
              ok: z.literal(true),
              status: z.enum(['PENDING', 'PAID', 'FAILED', 'IGNORED', 'REFUND_FAILED']),
            }),
            ...errorResponses,
            404: ZErrorResponse,
          },
        },
      },
      async (req) => {
        const { status } = await payments.handleStripeWebhook(req.body, req.headers['stripe-signature']);
        return { ok: true as const, status };
      },
    );

    app.get(
      '/v1/stripe/checkout/:paymentId',
      {
        schema: {
          tags,
          summary:
            "Opens the attempt's Stripe Checkout page (made on the first opening), or goes back to the storefront",
          params: ZPaymentIdParams,
          response: { 303: z.null(), ...errorResponses, 404: ZErrorResponse },
        },
      },
      async (req, reply) => {
        const to = await payments.openStripeCheckout(req.params.paymentId);
        return reply.header('cache-control', 'no-store').redirect(to, 303);
      },
    );
  };
