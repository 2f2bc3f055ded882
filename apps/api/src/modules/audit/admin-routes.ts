import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';

/** /admin/v1/audit: the audit log, for owners. */
export const auditAdminRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    void services;
    void app;
  };
