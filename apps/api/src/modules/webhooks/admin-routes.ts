import {
  ZCreateWebhook,
  ZErrorResponse,
  ZWebhookCreated,
  ZWebhookDeliveriesQuery,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookDeliveryParams,
  ZWebhookList,
  ZWebhookParams,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import type { WebhookService } from './webhook-service.js';
import { principalOf } from '../staff/index.js';
import { machineManagersOnly } from '../ops/index.js';
import { deliveryGuard, webhookGuard } from './guards.js';

/** the services used here, of those services.ts builds */
interface WebhookAdminRoutesDeps {
  webhooks: WebhookService;
}

const tags = ['back office: machine access'];
const authErrors = { 401: ZErrorResponse, 403: ZErrorResponse } as const;

/** /admin/v1/webhooks: webhooks and their delivery log, for owners and brand managers. */
export const webhookAdminRoutes =
  (services: WebhookAdminRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', machineManagersOnly);
    const preValidation = webhookGuard(services.webhooks);

    app.get(
      '/webhooks',
      {
        schema: {
          tags,
          summary: 'Webhooks inside your scope, with how their deliveries stand',
          response: { 200: ZWebhookList, ...authErrors },
        },
      },
      async (req) => ({ data: await services.webhooks.list(principalOf(req)) }),
    );

    app.post(
      '/webhooks',
      {
        schema: {
          tags,
          summary:
            'Register a webhook (your scope, or the brands and outlets given); the secret is shown once',
          body: ZCreateWebhook,
          response: { 201: ZWebhookCreated, ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await services.webhooks.registerForStaff(principalOf(req), req.body, req.ip)),
    );

    app.delete(
      '/webhooks/:id',
      {
        preValidation,
        schema: {
          tags,
          summary: 'Delete a webhook; its waiting deliveries are given up',
          params: ZWebhookParams,
          response: { 204: z.null(), ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) => {
        await services.webhooks.remove(principalOf(req), req.params.id, req.ip);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/webhooks/:id/deliveries',
      {
        preValidation,
        schema: {
          tags,
          summary: "A webhook's deliveries, newest first",
          params: ZWebhookParams,
          querystring: ZWebhookDeliveriesQuery,
          response: { 200: ZWebhookDeliveryList, ...errorResponses, ...authErrors },
        },
      },
      (req) => services.webhooks.deliveries(principalOf(req), req.params.id, req.query.page, req.query.size),
    );

    app.post(
      '/webhook-deliveries/:id/retry',
      {
        preValidation: deliveryGuard(services.webhooks),
        schema: {
          tags,
          summary: 'Send a delivery again now',
          params: ZWebhookDeliveryParams,
          response: { 200: ZWebhookDelivery, ...errorResponses, ...authErrors },
        },
      },
      (req) => services.webhooks.retryDelivery(principalOf(req), req.params.id, req.ip),
    );
  };
