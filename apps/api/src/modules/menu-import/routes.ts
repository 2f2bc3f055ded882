/**
 * `GET …/menu/export` and `POST …/menu/import` (issue 19 item 8), mounted on /admin/v1 (staff) and
 * /ops/v1 (an API key, for a POS). The brand is checked before the body is read, so a stranger's
 * 10 MB is never taken in and an out-of-scope call is a 403 whatever it sends.
 */
import {
  ZErrorResponse,
  ZMenuExportQuery,
  ZMenuImportQuery,
  ZMenuImportResult,
  type TMenuFileFormat,
} from '@food/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { errorResponses } from '../../lib/openapi.js';
import type { BackofficeEvents } from '../events/index.js';
import type { CatalogueCaches } from '../catalog/index.js';
import type { MenuService } from '../menu/index.js';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import { assertCoversBrand, principalOf } from '../staff/index.js';
import { IMPORT_MAX_BYTES, MenuImportService } from './menu-import-service.js';

/** the services used here, of those services.ts builds */
interface MenuImportRoutesDeps {
  backofficeEvents: BackofficeEvents;
  catalogueCaches: CatalogueCaches;
  clock: Clock;
  database: Database;
  menu: MenuService;
}

/** what browsers and tills send a CSV or XLSX file as */
const FILE_TYPES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
];

const brandGuard = async (req: FastifyRequest) => {
  const raw = (req.query as Record<string, unknown>).retailNetworkId;
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (id) assertCoversBrand(principalOf(req), id);
};

/** Mounted twice: /admin/v1 (the back office) and /ops/v1 (tagged `ops` in the OpenAPI, ARCHITECTURE.md). */
export const menuImportRoutes =
  (services: MenuImportRoutesDeps, tags: string[] = ['back office: menu import']): FastifyPluginAsyncZod =>
  async (app) => {
    const service = new MenuImportService({
      db: services.database.db,
      events: services.backofficeEvents,
      caches: services.catalogueCaches,
      clock: services.clock,
      menu: services.menu,
    });
    for (const type of FILE_TYPES)
      if (!app.hasContentTypeParser(type))
        app.addContentTypeParser(
          type,
          { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
          (_req, body, done) => done(null, body),
        );

    app.get(
      '/menu/export',
      {
        onRequest: brandGuard,
        schema: {
          tags,
          summary:
            "The brand's whole menu as a CSV or XLSX file, one row per product (see menu-import/README.md)",
          querystring: ZMenuExportQuery,
          response: { ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async (req, reply) => {
        const file = await service.export(principalOf(req), req.query.retailNetworkId, req.query.format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.body as never);
      },
    );

    app.post(
      '/menu/import',
      {
        onRequest: brandGuard,
        bodyLimit: IMPORT_MAX_BYTES,
        schema: {
          tags,
          summary:
            'Import the menu from a CSV or XLSX file (the raw body, up to 10 MB): a dry run by default; any refused row writes nothing (422)',
          querystring: ZMenuImportQuery,
          response: {
            200: ZMenuImportResult,
            ...errorResponses,
            401: ZErrorResponse,
            403: ZErrorResponse,
            413: ZErrorResponse,
            415: ZErrorResponse,
            422: ZMenuImportResult.or(ZErrorResponse),
          },
        },
      },
      async (req, reply) => {
        const body = req.body;
        if (!Buffer.isBuffer(body))
          throw new AppError('IMPORT_UNREADABLE', 'Send the CSV or XLSX file itself as the request body');
        const result = await service.import(
          principalOf(req),
          req.query.retailNetworkId,
          { format: req.query.format as TMenuFileFormat, body, dryRun: req.query.dryRun },
          req.ip,
        );
        return reply.code(result.errors.length ? 422 : 200).send(result);
      },
    );
  };
