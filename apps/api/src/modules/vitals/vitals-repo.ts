import type { TPageType, TVitalMetric, TVitalsP75 } from '@food/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webVitals } from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';

export interface VitalRow {
  retailNetworkId: number;
  businessRegionId: number | null;
  pageType: TPageType;
  metric: TVitalMetric;
  value: number;
  device: string;
}

export interface P75Filter {
  rn?: number;
  from: Date;
  to: Date;
}

/** The `web_vitals` table's two statements: a page load's rows in, p75 per page type out. */
export class VitalsRepo {
  constructor(private readonly db: Db) {}

  async insert(rows: VitalRow[]): Promise<void> {
    await this.db.insert(webVitals).values(rows);
  }

  /**
   * The 75th percentile of each page type's metric, interpolated between rows
   * (`percentile_cont`, as CrUX reports it), on PGlite and PostgreSQL alike. One JSON row:
   * PGlite hands each result row to JavaScript separately (CONTRIBUTING.md).
   */
  async p75(filter: P75Filter): Promise<TVitalsP75> {
    const t = webVitals;
    const brand = filter.rn === undefined ? sql`true` : sql`${t.retailNetworkId} = ${filter.rn}`;
    const rows = await rowsOf<{ rows: TVitalsP75 | null }>(
      this.db,
      sql`
      select json_agg(r order by r."pageType", r.metric) as rows from (
        select ${t.pageType} as "pageType", ${t.metric} as metric,
               percentile_cont(0.75) within group (order by ${t.value}) as p75,
               count(*)::int as count
        from ${t}
        where ${brand}
          and ${t.recordedAt} >= ${filter.from.toISOString()}
          and ${t.recordedAt} <= ${filter.to.toISOString()}
        group by ${t.pageType}, ${t.metric}
      ) r`,
    );
    return rows[0]?.rows ?? [];
  }
}
