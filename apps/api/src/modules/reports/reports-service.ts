import type { TReport, TReportName, ZReportQuery } from '@food/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { assertCoversBrand, type Principal } from '../staff/index.js';
import { periodsOf, type ReportPeriod } from './period.js';
import { REPORT_COLUMNS, shapeRows } from './report-shape.js';
import { ReportsRepo, type PlaceRow, type ReportFilter } from './reports-repo.js';

type ReportQuery = z.output<typeof ZReportQuery>;

const periodView = (p: ReportPeriod) => ({
  from: p.from,
  to: p.to,
  start: p.start.toISOString(),
  end: p.end.toISOString(),
});

const unknownPlace = (field: string, id: number, why = 'does not exist') =>
  new AppError('UNKNOWN_REPORT_PLACE', `${field} ${id} ${why}`, [{ field, id }]);

/**
 * Reports (issue 23 item 1) for owners and brand managers: a brand manager reads only their
 * brands; outlet staff read none (the figures are the business's, not one kitchen's).
 */
export class ReportsService {
  private readonly repo: ReportsRepo;

  constructor(db: Db) {
    this.repo = new ReportsRepo(db);
  }

  /** Run before validation: who may read reports, and whether the places named are theirs. */
  async guard(principal: Principal, raw: Record<string, unknown>): Promise<void> {
    const { scope } = principal;
    if (!scope.all && scope.retailNetworkIds.length === 0)
      throw new AppError('FORBIDDEN', 'Reports are for owners and brand managers');
    const id = (name: string) => {
      const v = raw[name];
      return typeof v === 'string' && /^\d{1,10}$/.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : null;
    };
    const rn = id('retailNetworkId');
    if (rn !== null) assertCoversBrand(principal, rn);
    const city = id('businessRegionId');
    const cityRow = city === null ? null : await this.repo.city(city);
    if (cityRow) assertCoversBrand(principal, cityRow.retailNetworkId);
    const outlet = id('outletId');
    const outletRow = outlet === null ? null : await this.repo.outlet(outlet);
    if (outletRow) assertCoversBrand(principal, outletRow.retailNetworkId);
  }

  async report(principal: Principal, name: TReportName, query: ReportQuery): Promise<TReport> {
    const { scope } = principal;
    const places = await this.places(query);
    if (places.brandId !== null) assertCoversBrand(principal, places.brandId);
    const brandIds = places.brandId !== null ? [places.brandId] : scope.all ? null : scope.retailNetworkIds;
    if (brandIds && brandIds.length === 0)
      throw new AppError('FORBIDDEN', 'Reports are for owners and brand managers');
    const timeZone =
      query.timeZone ?? places.timeZone ?? (await this.repo.firstOutletTimeZone(brandIds)) ?? 'UTC';
    const periods = periodsOf(query.from, query.to, timeZone);
    if ('code' in periods) {
      const { code, message, ...details } = periods;
      throw new AppError(code, message, [details]);
    }
    const filter: ReportFilter = {
      brandIds,
      businessRegionId: places.cityId ?? undefined,
      outletId: query.outletId,
      channel: query.channel,
      current: periods.current,
      previous: periods.previous,
    };
    const rows = shapeRows(name, await this.repo.rows(name, filter));
    return {
      report: name,
      timeZone,
      period: periodView(periods.current),
      previousPeriod: periodView(periods.previous),
      columns: REPORT_COLUMNS[name],
      rows,
    };
  }

  /** The places the query names, each existing and agreeing with the others. */
  private async places(query: ReportQuery) {
    let brandId = query.retailNetworkId ?? null;
    let cityId = query.businessRegionId ?? null;
    let timeZone: string | null = null;
    if (brandId !== null && !(await this.repo.brand(brandId))) throw unknownPlace('retailNetworkId', brandId);
    const check = (row: PlaceRow | null, field: string, id: number) => {
      if (!row) throw unknownPlace(field, id);
      if (brandId !== null && row.retailNetworkId !== brandId)
        throw unknownPlace(field, id, `is not of brand ${brandId}`);
      return row;
    };
    if (cityId !== null) {
      const city = check(await this.repo.city(cityId), 'businessRegionId', cityId);
      brandId = city.retailNetworkId;
      timeZone = city.timeZone;
    }
    if (query.outletId !== undefined) {
      const outlet = check(await this.repo.outlet(query.outletId), 'outletId', query.outletId);
      if (cityId !== null && outlet.businessRegionId !== cityId)
        throw unknownPlace('outletId', query.outletId, `is not in city ${cityId}`);
      brandId = outlet.retailNetworkId;
      cityId = outlet.businessRegionId;
      timeZone = outlet.timeZone;
    }
    return { brandId, cityId, timeZone };
  }
}
