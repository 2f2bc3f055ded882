import {
  ZCareBlockChange,
  ZCareBonusAdjustment,
  ZCareCustomer,
  ZCareCustomerParams,
  ZCareErase,
  ZCareEraseResult,
  ZCareExport,
  ZCareExportRequest,
  ZCareReviewItem,
  ZCareReviewModeration,
  ZCareReviewParams,
  ZCareReviewReply,
  ZCareReviewsQuery,
  ZCareReviewsResult,
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
const reviewTags = ['back office: reviews'];

/**
 * /admin/v1/care/…: find a customer, read their card, adjust bonuses, block a number, export or
 * erase their personal data; list, answer and moderate reviews (care/README.md).
 */
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

    app.post(
      '/care/customers/:id/export',
      {
        preValidation,
        schema: {
          tags,
          summary:
            'Everything kept about the customer, as JSON for a data-access request (audited with the reason)',
          params: ZCareCustomerParams,
          body: ZCareExportRequest,
          response: { 200: ZCareExport, ...errors },
        },
      },
      async (req, reply) => {
        const data = await care.exportData(principalOf(req), req.params.id, req.body, req.ip);
        void reply.header('content-disposition', `attachment; filename="customer-${req.params.id}.json"`);
        return data;
      },
    );

    app.post(
      '/care/customers/:id/erase',
      {
        preValidation,
        schema: {
          tags,
          summary:
            'Erase the customer’s personal data for good (orders kept, anonymised); confirmation is their phone number',
          params: ZCareCustomerParams,
          body: ZCareErase,
          response: { 200: ZCareEraseResult, 409: ZErrorResponse, ...errors },
        },
      },
      async (req) => care.erase(principalOf(req), req.params.id, req.body, req.ip),
    );

    app.get(
      '/care/reviews',
      {
        preValidation,
        schema: {
          tags: reviewTags,
          summary: 'Reviews of your networks, newest first, by status, network and score (50 a page)',
          querystring: ZCareReviewsQuery,
          response: { 200: ZCareReviewsResult, ...errors },
        },
      },
      async (req) => care.reviews(principalOf(req), req.query),
    );

    app.put(
      '/care/reviews/:id/reply',
      {
        preValidation,
        schema: {
          tags: reviewTags,
          summary:
            'The brand’s reply under a review, shown to its author and on the public page; empty removes it',
          params: ZCareReviewParams,
          body: ZCareReviewReply,
          response: { 200: ZCareReviewItem, ...errors },
        },
      },
      async (req) => care.replyToReview(principalOf(req), req.params.id, req.body, req.ip),
    );

    app.put(
      '/care/reviews/:id/status',
      {
        preValidation,
        schema: {
          tags: reviewTags,
          summary: 'Publish a review on the public page or reject it, with an optional reason',
          params: ZCareReviewParams,
          body: ZCareReviewModeration,
          response: { 200: ZCareReviewItem, ...errors },
        },
      },
      async (req) => care.moderateReview(principalOf(req), req.params.id, req.body, req.ip),
    );
  };
