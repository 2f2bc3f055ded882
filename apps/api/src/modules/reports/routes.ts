import { REPORT_NAMES, ZErrorResponse, ZReport, ZReportQuery } from '@food/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi.js';
import { principalOf } from '../staff/index.js';
import { reportCsv } from './report-csv.js';
import type { ReportsService } from './reports-service.js';

/** the services used here, of those services.ts builds */
interface ReportsRoutesDeps {
  reports: ReportsService;
}

const tags = ['back office: reports'];
const errors = { ...errorResponses, 401: ZErrorResponse, 403: ZErrorResponse } as const;

/**
 * /admin/v1/reports/{report} (JSON) and /admin/v1/reports/{report}/csv, one pair per report, so
 * each is timed, limited and walked (test/admin-route-walk.test.ts) on its own.
 */
export const reportsAdminRoutes =
  ({ reports }: ReportsRoutesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // scope before validation: another brand's outlet is a 403 whatever else the query says
    const preValidation = async (req: FastifyRequest) =>
      reports.guard(principalOf(req), req.query as Record<string, unknown>);

    for (const name of REPORT_NAMES) {
      app.get(
        `/reports/${name}`,
        {
          preValidation,
          schema: {
            tags,
            summary: `Report "${name}": the period's figures beside the previous period's (reports/README.md)`,
            querystring: ZReportQuery,
            response: { 200: ZReport, ...errors },
          },
        },
        async (req) => reports.report(principalOf(req), name, req.query),
      );
      app.get(
        `/reports/${name}/csv`,
        {
          preValidation,
          schema: {
            tags,
            summary: `Report "${name}" as a CSV file for Excel (UTF-8 with BOM, headers in \`lang\`)`,
            querystring: ZReportQuery,
            response: errors,
          },
        },
        async (req, reply) => {
          const report = await reports.report(principalOf(req), name, req.query);
          const file = `${name}-${report.period.from}-${report.period.to}.csv`;
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${file}"`)
            .send(reportCsv(report, req.query.lang) as never);
        },
      );
    }
  };
