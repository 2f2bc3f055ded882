import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';

/** /ops/v1/products: catalogue writes for integrators (a city's price). */
export const catalogOpsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    void services;
    void app;
  };
