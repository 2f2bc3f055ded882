import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';

/** /admin/v1: sign-in, the member's own account, staff management, back-office settings. */
export const staffAdminRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    void services;
    void app;
  };
