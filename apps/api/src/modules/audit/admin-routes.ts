import { ZAuditList, ZAuditQuery, ZErrorResponse } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { Services } from '../../services.js';

/** /admin/v1/audit: the audit log, for owners (the gate refuses anyone else before validation). */
export const auditAdminRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/audit',
      {
        config: { ownerOnly: true },
        schema: {
          tags: ['back office: audit'],
          summary:
            'Every staff and API-key write, newest first; filter by member, brand, outlet, kind (or its dotted prefix) and time',
          querystring: ZAuditQuery,
          response: { 200: ZAuditList, ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async (req) => services.audit.list(req.query),
    );
  };
