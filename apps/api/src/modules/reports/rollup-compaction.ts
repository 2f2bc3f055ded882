import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * Folds the parts the roll-up triggers appended (`report_*_delta`) into their day rows
 * (migration 0019's `report_rollup_compact()`); the number of parts folded. A roll-up report
 * runs it first, and the housekeeping job every interval, so a chain nobody reports on does not
 * keep appending until the first report folds it all.
 */
export async function compactReportRollups(db: Db): Promise<number> {
  const rows = await rowsOf<{ folded: unknown }>(db, sql`select report_rollup_compact() as folded`);
  return Number(rows[0]?.folded ?? 0);
}
