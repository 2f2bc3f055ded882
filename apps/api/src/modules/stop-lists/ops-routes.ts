import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';

/** /ops/v1: the outlet's stop list for tills and kitchen screens. */
export const stopListOpsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    void services;
    void app;
  };
