import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';

/** /ops/v1/webhooks: registering and removing webhooks. */
export const webhookOpsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    void services;
    void app;
  };
