import {
  ZErrorResponse,
  ZOpsCreateWebhook,
  ZOpsWebhookCreated,
  ZWebhookList,
  ZWebhookParams,
} from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/openapi.js';
import type { WebhookService } from './webhook-service.js';
import { principalOf } from '../staff/index.js';
import { webhookGuard } from './guards.js';

/** the services used here, of those services.ts builds */
interface WebhookOpsRoutesDeps {
  webhooks: WebhookService;
}

const tags = ['ops'];
const authErrors = { 401: ZErrorResponse, 403: ZErrorResponse } as const;

/**
 * /ops/v1/webhooks: an integrator registers and removes its webhooks with its API key
 * (ARCHITECTURE.md). This plugin also runs the dispatcher that sends them, from the app's start
 * to its close, on every instance.
 */
export const webhookOpsRoutes =
  (services: WebhookOpsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onReady', () => services.webhooks.startDispatcher(app.log));
    app.addHook('onClose', () => services.webhooks.stopDispatcher());

    app.post(
      '/v1/webhooks',
      {
        schema: {
          tags,
          summary: 'Register a webhook for order.created, order.status_changed, stop_list.changed',
          description:
            "The key's scope becomes the webhook's: it gets the events of the brands and outlets the key reaches. " +
            'Each delivery is a POST of {id, type, createdAt, data} with X-Signature: sha256=<lowercase hex ' +
            'HMAC-SHA256 of the raw body keyed by the secret>, retried with back-off until a 2xx answer. ' +
            'The secret is shown only in this answer.',
          body: ZOpsCreateWebhook,
          response: { 201: ZOpsWebhookCreated, ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) => {
        const { webhook, secret } = await services.webhooks.registerForKey(
          principalOf(req),
          req.body,
          req.ip,
        );
        return reply.code(201).send({ id: webhook.id, secret });
      },
    );

    app.get(
      '/v1/webhooks',
      {
        schema: {
          tags,
          summary: "The webhooks inside this key's scope (without their secrets)",
          response: { 200: ZWebhookList, ...authErrors },
        },
      },
      async (req) => ({ data: await services.webhooks.list(principalOf(req)) }),
    );

    app.delete(
      '/v1/webhooks/:id',
      {
        preValidation: webhookGuard(services.webhooks),
        schema: {
          tags,
          summary: "Delete a webhook inside this key's scope; its waiting deliveries are given up",
          params: ZWebhookParams,
          response: { 204: z.null(), ...errorResponses, ...authErrors },
        },
      },
      async (req, reply) => {
        await services.webhooks.remove(principalOf(req), req.params.id, req.ip);
        return reply.code(204).send(null);
      },
    );
  };
