/** Queries of the outlet's day: its row's hours, pause and busy columns, and its dated exceptions. */
import type { OutletDayRules } from '@food/domain/outlet-day';
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outletHourExceptions, outlets, type OpeningHours } from '../../db/schema.js';

export interface OutletDayRow {
  id: number;
  retailNetworkId: number;
  businessRegionId: number;
  timeZone: string;
  openingHours: OpeningHours[];
  isActive: boolean;
  pausedUntil: Date | null;
  busyExtraMinutes: number;
  busyUntil: Date | null;
}

export type ExceptionRow = typeof outletHourExceptions.$inferSelect;

const dayColumns = {
  id: outlets.id,
  retailNetworkId: outlets.retailNetworkId,
  businessRegionId: outlets.businessRegionId,
  timeZone: outlets.timeZone,
  openingHours: outlets.openingHours,
  isActive: outlets.isActive,
  pausedUntil: outlets.pausedUntil,
  busyExtraMinutes: outlets.busyExtraMinutes,
  busyUntil: outlets.busyUntil,
};

/** One outlet, active or not; null when there is none with this id. */
export async function findOutletDay(db: DbOrTx, outletId: number): Promise<OutletDayRow | null> {
  const [row] = await db.select(dayColumns).from(outlets).where(eq(outlets.id, outletId)).limit(1);
  return row ?? null;
}

/**
 * One outlet, active or not, with its exceptions from `from` to `to`, as one json value (null
 * when there is no such outlet): a part of a statement of several modules' reads
 * (lib/read-parts.ts). `outletDayOfJson` reads it back as `findOutletDay` and `listExceptions`
 * answer.
 */
export function outletDayJson(outletId: number, from: string, to: string): SQL {
  const x = outletHourExceptions;
  const exceptions = sql`select json_agg(json_build_object('outletId', ${x.outletId}, 'date', ${x.date},
      'isClosed', ${x.isClosed}, 'opensAt', ${x.opensAt}, 'closesAt', ${x.closesAt}, 'note', ${x.note})
      order by ${x.date})
    from ${x} where ${x.outletId} = ${outlets.id} and ${x.date} between ${from}::date and ${to}::date`;
  return sql`select json_build_object('id', ${outlets.id}, 'retailNetworkId', ${outlets.retailNetworkId},
      'businessRegionId', ${outlets.businessRegionId}, 'timeZone', ${outlets.timeZone},
      'openingHours', ${outlets.openingHours}, 'isActive', ${outlets.isActive},
      'pausedUntil', ${outlets.pausedUntil}, 'busyExtraMinutes', ${outlets.busyExtraMinutes},
      'busyUntil', ${outlets.busyUntil}, 'exceptions', coalesce((${exceptions}), '[]'::json))
    from ${outlets} where ${outlets.id} = ${outletId}`;
}

type Json<T> = { [K in keyof T]: T[K] extends Date | null ? string | null : T[K] };

/** `outletDayJson`'s value: json's timestamps are text. */
export function outletDayOfJson(value: unknown): { row: OutletDayRow; exceptions: ExceptionRow[] } | null {
  if (value === null || typeof value !== 'object') return null;
  const { exceptions, ...row } = value as Json<OutletDayRow> & { exceptions: ExceptionRow[] };
  const at = (text: string | null) => (text === null ? null : new Date(text));
  return {
    row: { ...row, pausedUntil: at(row.pausedUntil), busyUntil: at(row.busyUntil) },
    exceptions,
  };
}

/** The active outlets of a network. */
export async function listNetworkOutletDays(db: DbOrTx, rn: number): Promise<OutletDayRow[]> {
  return db
    .select(dayColumns)
    .from(outlets)
    .where(and(eq(outlets.retailNetworkId, rn), eq(outlets.isActive, true)))
    .orderBy(outlets.id);
}

/** Exceptions of these outlets from `from` to `to` (outlet-local dates, inclusive). */
export async function listExceptions(
  db: DbOrTx,
  outletIds: readonly number[],
  from: string,
  to: string,
): Promise<ExceptionRow[]> {
  if (!outletIds.length) return [];
  return db
    .select()
    .from(outletHourExceptions)
    .where(
      and(
        inArray(outletHourExceptions.outletId, [...outletIds]),
        gte(outletHourExceptions.date, from),
        lte(outletHourExceptions.date, to),
      ),
    )
    .orderBy(asc(outletHourExceptions.outletId), asc(outletHourExceptions.date));
}

/** The pure rules' view of an outlet and its exceptions (@food/domain/outlet-day). */
export function rulesOf(row: OutletDayRow, exceptions: readonly ExceptionRow[]): OutletDayRules {
  return {
    timeZone: row.timeZone,
    openingHours: row.openingHours,
    exceptions: exceptions
      .filter((e) => e.outletId === row.id)
      .map((e) => ({ date: e.date, isClosed: e.isClosed, opensAt: e.opensAt, closesAt: e.closesAt })),
    pausedUntil: row.pausedUntil,
    busyExtraMinutes: row.busyExtraMinutes,
    busyUntil: row.busyUntil,
  };
}
