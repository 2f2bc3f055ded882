import {
  ZCareBlockChange,
  ZCareBonusAdjustment,
  ZCareCustomer,
  ZCareCustomerParams,
  ZCareSearchQuery,
  ZCareSearchResult,
  ZErrorResponse,
} from '@food/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import { principalOf } from '../staff/index.js';
import type { CareService } from './care-service.js';

/** the services used here, of those services.ts builds */
interface CareRoutesDeps {
  care: CareService;
}

const tags = ['back office: customer care'];
const errors = { ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse } as const;

/** /admin/v1/care/…: find a customer, read their card, adjust bonuses, block a number (care/README.md). */
export const careAdminRoutes =
  ({ care }: CareRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // the role before validation (outlet staff get 403); another network's customer is each action's 404
    const preValidation = async (req: FastifyRequest) => care.guard(principalOf(req));

    app.get(
      '/care/customers',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Customers of your networks by phone (as typed), e-mail, order number or name',
          querystring: ZCareSearchQuery,
          response: { 200: ZCareSearchResult, ...errors },
        },
      },
      async (req) => care.search(principalOf(req), req.query),
    );

    app.get(
      '/care/customers/:id',
      {
        preValidation,
        schema: {
          tags,
          summary: 'A customer’s card: orders, addresses, bonus balance and ledger, reviews',
          params: ZCareCustomerParams,
          response: { 200: ZCareCustomer, ...errors },
        },
      },
      async (req) => care.card(principalOf(req), req.params.id),
    );

    app.post(
      '/care/customers/:id/bonus-adjustments',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Credit (positive) or debit (negative) bonus points with a reason; never below zero',
          params: ZCareCustomerParams,
          body: ZCareBonusAdjustment,
          response: { 200: ZCareCustomer, ...errors },
        },
      },
      async (req) => care.adjustBonuses(principalOf(req), req.params.id, req.body, req.ip),
    );

    app.put(
      '/care/customers/:id/blocked',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Block (ending the customer’s sessions) or unblock a number for sign-in, with a reason',
          params: ZCareCustomerParams,
          body: ZCareBlockChange,
          response: { 200: ZCareCustomer, ...errors },
        },
      },
      async (req) => care.setBlocked(principalOf(req), req.params.id, req.body, req.ip),
    );
  };
