import { ZAuditList, ZAuditQuery, ZErrorResponse } from '@food/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import type { AuditService } from './audit-service.js';

/** the services used here, of those services.ts builds */
interface AuditAdminRoutesDeps {
  audit: AuditService;
}

/** /admin/v1/audit: the audit log, for owners (the gate refuses anyone else before validation). */
export const auditAdminRoutes =
  (services: AuditAdminRoutesDeps): FastifyPluginAsyncZod =>
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
