import type { TVitalsBody, TVitalsP75, ZVitalsQuery } from '@food/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import { VitalsRepo } from './vitals-repo.js';

type VitalsQuery = z.output<typeof ZVitalsQuery>;

/** the period read when the owner names none: the last 28 days, as the Chrome UX Report */
const DEFAULT_PERIOD_MS = 28 * 24 * 60 * 60 * 1000;

/** Real-user Core Web Vitals (issue 20 item 4): the storefront's reports in, p75 out. */
export class VitalsService {
  private readonly repo: VitalsRepo;

  constructor(
    db: Db,
    private readonly tenants: TenantRegistry,
    private readonly clock: Clock,
  ) {
    this.repo = new VitalsRepo(db);
  }

  /** One page load's metrics; an unknown brand or a city of another brand stores nothing. */
  async record(body: TVitalsBody): Promise<void> {
    const rn = body.retailNetworkId;
    if (body.businessRegionId === undefined) await this.tenants.getTenant(rn);
    else await this.tenants.getRegion(rn, body.businessRegionId);
    await this.repo.insert(
      body.metrics.map((m) => ({
        retailNetworkId: rn,
        businessRegionId: body.businessRegionId ?? null,
        pageType: body.pageType,
        metric: m.name,
        value: m.value,
        device: body.device,
      })),
    );
  }

  async p75(query: VitalsQuery): Promise<TVitalsP75> {
    const to = query.to ? new Date(query.to) : this.clock.now();
    const from = query.from ? new Date(query.from) : new Date(to.getTime() - DEFAULT_PERIOD_MS);
    if (from > to) throw new AppError('VALIDATION_ERROR', 'from must not be after to');
    if (query.rn !== undefined) await this.tenants.getTenant(query.rn);
    return this.repo.p75({ rn: query.rn, from, to });
  }
}
