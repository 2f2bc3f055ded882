import {
  ZErrorResponse,
  ZIdempotencyHeaders,
  ZPhoneOrderAddressQuery,
  ZPhoneOrderAddressSuggestions,
  ZPhoneOrderCalculation,
  ZPhoneOrderCustomer,
  ZPhoneOrderCustomerCreate,
  ZPhoneOrderCustomerParams,
  ZPhoneOrderCustomerSearch,
  ZPhoneOrderCustomerSearchResult,
  ZPhoneOrderDraft,
  ZPhoneOrderLinkResent,
  ZPhoneOrderMenu,
  ZPhoneOrderMenuQuery,
  ZPhoneOrderParams,
  ZPhoneOrderPlaced,
} from '@food/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { errorResponses } from '../../lib/openapi.js';
import { principalOf } from '../staff/index.js';
import type { PhoneOrderService } from './phone-order-service.js';

/** the services used here, of those services.ts builds */
interface PhoneOrderRoutesDeps {
  phoneOrders: PhoneOrderService;
}

const tags = ['back office: orders by phone'];
const errors = {
  ...errorResponses,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
  429: ZErrorResponse,
} as const;

/** /admin/v1/phone-orders/…: an operator builds and places an order for a caller (phone-orders/README.md). */
export const phoneOrderAdminRoutes =
  ({ phoneOrders }: PhoneOrderRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // the role before validation (outlet staff and API keys get 403); the network and the
    // customer are each action's checks after it (403 / 404)
    const preValidation = async (req: FastifyRequest) => phoneOrders.guard(principalOf(req));
    // a link texted moments ago says when it may go again, in the header as well as in details
    app.addHook('onError', async (_req, reply, err) => {
      const wait = err instanceof AppError && err.statusCode === 429 ? err.details?.[0] : undefined;
      if (wait && typeof wait === 'object' && 'retryAfterSeconds' in wait)
        reply.header('retry-after', String(wait.retryAfterSeconds));
    });

    app.get(
      '/phone-orders/customers',
      {
        preValidation,
        schema: {
          tags,
          summary:
            'Find the caller among a network’s customers by phone as typed (or name, e-mail, order number)',
          querystring: ZPhoneOrderCustomerSearch,
          response: { 200: ZPhoneOrderCustomerSearchResult, ...errors },
        },
      },
      async (req) => phoneOrders.searchCustomers(principalOf(req), req.query),
    );

    app.post(
      '/phone-orders/customers',
      {
        preValidation,
        schema: {
          tags,
          summary: 'The customer of a phone, created (with the name given) when the network has none',
          body: ZPhoneOrderCustomerCreate,
          response: { 200: ZPhoneOrderCustomer, 201: ZPhoneOrderCustomer, ...errors },
        },
      },
      async (req, reply) => {
        const customer = await phoneOrders.createCustomer(principalOf(req), req.body, req.ip);
        return reply.code(customer.isNew ? 201 : 200).send(customer);
      },
    );

    app.get(
      '/phone-orders/customers/:id',
      {
        preValidation,
        schema: {
          tags,
          summary: 'A customer with their saved addresses',
          params: ZPhoneOrderCustomerParams,
          response: { 200: ZPhoneOrderCustomer, ...errors },
        },
      },
      async (req) => phoneOrders.customer(principalOf(req), req.params.id),
    );

    app.get(
      '/phone-orders/addresses',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Addresses matching what was typed, with their points (the storefront’s suggestions)',
          querystring: ZPhoneOrderAddressQuery,
          response: { 200: ZPhoneOrderAddressSuggestions, ...errors },
        },
      },
      async (req) => phoneOrders.suggestAddresses(principalOf(req), req.query),
    );

    app.get(
      '/phone-orders/menu',
      {
        preValidation,
        schema: {
          tags,
          summary:
            'The menu, stop list and option groups of the outlet that delivers to a point, or of a pickup restaurant',
          querystring: ZPhoneOrderMenuQuery,
          response: { 200: ZPhoneOrderMenu, ...errors },
        },
      },
      async (req) => phoneOrders.menu(principalOf(req), req.query),
    );

    app.post(
      '/phone-orders/calculate',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Price a phone order as the storefront’s checkout does (lines, promo code, delivery)',
          body: ZPhoneOrderDraft,
          response: { 200: ZPhoneOrderCalculation, ...errors },
        },
      },
      async (req) => phoneOrders.calculate(principalOf(req), req.body),
    );

    app.post(
      '/phone-orders',
      {
        preValidation,
        schema: {
          tags,
          summary:
            'Place a phone order (channel phone) through the storefront’s order creation; online: the payment link is texted',
          headers: ZIdempotencyHeaders,
          body: ZPhoneOrderDraft,
          response: { 201: ZPhoneOrderPlaced, ...errors },
        },
      },
      async (req, reply) => {
        const result = await phoneOrders.place(
          principalOf(req),
          req.body,
          req.headers['idempotency-key'],
          req.ip,
          req.log,
        );
        if (result.isReplay) reply.header('idempotent-replayed', 'true');
        return reply.code(201).send(result.body);
      },
    );

    app.post(
      '/phone-orders/:orderId/payment-link',
      {
        preValidation,
        schema: {
          tags,
          summary:
            'Text the payment link of an unpaid phone order to its customer again (at most once a minute, five times an order)',
          params: ZPhoneOrderParams,
          response: { 200: ZPhoneOrderLinkResent, ...errors },
        },
      },
      async (req) => phoneOrders.resendPaymentLink(principalOf(req), req.params.orderId, req.ip, req.log),
    );
  };
