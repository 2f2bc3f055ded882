import type { TReport, TReportName } from '@food/contracts';
import { API_BASE, api, query } from '../../api/client';
import { reportQuery, type ReportFilters } from './reports-rules';

export const readReport = (name: TReportName, filters: ReportFilters) =>
  api.get<TReport>(`/reports/${name}${query(reportQuery(filters))}`);

/** the CSV file's address: a plain link (the session cookie goes with it), headers in `lang` */
export const csvHref = (name: TReportName, filters: ReportFilters, lang: string) =>
  `${API_BASE}/reports/${name}/csv${query(reportQuery(filters, lang))}`;
