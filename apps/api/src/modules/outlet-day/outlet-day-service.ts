import type { TDayHours, TOutletDay } from '@food/contracts';
import { addDays, toLocal } from '@food/domain/local-time';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outletHourExceptions, outlets } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit, type AuditEntry } from '../audit/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import { assertInScope, type Principal } from '../staff/index.js';
import { outletDayView } from './day-view.js';
import { EXCEPTION_DAYS_AHEAD, exceptionDateProblem, windowProblem } from './hours-rules.js';
import { outletDaysOf, type OutletDays } from './live-days.js';
import {
  findOutletDay,
  listExceptions,
  rulesOf,
  type ExceptionRow,
  type OutletDayRow,
} from './outlet-day-repo.js';

const MINUTE = 60_000;

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_ERROR', `Invalid body: ${path} ${message}`, [{ in: 'body', path, message }]);

/**
 * The outlet's day (issue 18 item 6): weekly hours, exceptions per outlet-local date, a pause in
 * taking orders and busy mode, for staff in the outlet's scope. Every write is audited in its
 * transaction and answers the whole day. The checkout and the storefront read the same rows
 * (live-days.ts): this instance at once, the others within LIVE_DAY_MS.
 */
export class OutletDayService {
  private readonly days: OutletDays;

  constructor(readonly deps: BackofficeDeps) {
    this.days = outletDaysOf(deps.db, deps.config.CATALOG_CACHE_SECONDS * 1000);
  }

  /** The outlet (404 unknown) in the caller's scope (403); routes call it before validation. */
  async outletInScope(principal: Principal, outletId: number): Promise<OutletDayRow> {
    const row = await findOutletDay(this.deps.db, outletId);
    if (!row) throw new AppError('RESTAURANT_NOT_FOUND', `Outlet ${outletId} was not found`);
    assertInScope(principal, { retailNetworkId: row.retailNetworkId, outletId });
    return row;
  }

  async get(principal: Principal, outletId: number): Promise<TOutletDay> {
    await this.outletInScope(principal, outletId);
    return this.view(outletId);
  }

  async putHours(principal: Principal, outletId: number, hours: TDayHours[], ip: string | null) {
    const row = await this.outletInScope(principal, outletId);
    hours.forEach((h, i) => {
      const problem = windowProblem(h.opensAt, h.closesAt);
      if (problem) throw invalid(`/openingHours/${i}/closesAt`, problem);
    });
    const sorted = [...hours].sort((a, b) => a.day - b.day);
    await this.write(
      principal,
      row,
      ip,
      { kind: 'outlet.hours', entityType: 'outlet', entityId: outletId },
      async (tx) => {
        await tx.update(outlets).set({ openingHours: sorted }).where(eq(outlets.id, outletId));
        return { before: { openingHours: row.openingHours }, after: { openingHours: sorted } };
      },
    );
    // the restaurant lists read the weekly hours from the tenant cache
    this.deps.tenants.clear();
    return this.view(outletId);
  }

  async putException(
    principal: Principal,
    outletId: number,
    date: string,
    body: { isClosed: boolean; opensAt?: string | null; closesAt?: string | null; note?: string | null },
    ip: string | null,
  ) {
    const row = await this.outletInScope(principal, outletId);
    const today = toLocal(this.deps.clock.now(), row.timeZone).date;
    const dateProblem = exceptionDateProblem(date, today);
    if (dateProblem)
      throw new AppError('VALIDATION_ERROR', `Invalid params: /date ${dateProblem}`, [
        { in: 'params', path: '/date', message: dateProblem },
      ]);
    const opensAt = body.isClosed ? null : body.opensAt!;
    const closesAt = body.isClosed ? null : body.closesAt!;
    if (opensAt && closesAt) {
      const problem = windowProblem(opensAt, closesAt);
      if (problem) throw invalid('/closesAt', problem);
    }
    const next = {
      outletId,
      date,
      isClosed: body.isClosed,
      opensAt,
      closesAt,
      note: body.note?.trim() || null,
    };
    await this.write(
      principal,
      row,
      ip,
      { kind: 'outlet.exception.put', entityType: 'outlet_exception', entityId: `${outletId}:${date}` },
      async (tx) => {
        const before = await findException(tx, outletId, date);
        await tx
          .insert(outletHourExceptions)
          .values(next)
          .onConflictDoUpdate({
            target: [outletHourExceptions.outletId, outletHourExceptions.date],
            set: { isClosed: next.isClosed, opensAt, closesAt, note: next.note },
          });
        return { before: before && exceptionSnapshot(before), after: exceptionSnapshot(next) };
      },
    );
    return this.view(outletId);
  }

  async deleteException(principal: Principal, outletId: number, date: string, ip: string | null) {
    const row = await this.outletInScope(principal, outletId);
    await this.write(
      principal,
      row,
      ip,
      { kind: 'outlet.exception.delete', entityType: 'outlet_exception', entityId: `${outletId}:${date}` },
      async (tx) => {
        const [gone] = await tx
          .delete(outletHourExceptions)
          .where(and(eq(outletHourExceptions.outletId, outletId), eq(outletHourExceptions.date, date)))
          .returning();
        // nothing there: nothing changed, nothing to log
        return gone ? { before: exceptionSnapshot(gone), after: null } : null;
      },
    );
    return this.view(outletId);
  }

  async pause(principal: Principal, outletId: number, minutes: number, ip: string | null) {
    const row = await this.outletInScope(principal, outletId);
    const pausedUntil = new Date(this.deps.clock.now().getTime() + minutes * MINUTE);
    await this.write(
      principal,
      row,
      ip,
      { kind: 'outlet.pause', entityType: 'outlet', entityId: outletId },
      async (tx) => {
        await tx.update(outlets).set({ pausedUntil }).where(eq(outlets.id, outletId));
        return {
          before: { pausedUntil: iso(row.pausedUntil) },
          after: { pausedUntil: iso(pausedUntil), minutes },
        };
      },
    );
    return this.view(outletId);
  }

  async endPause(principal: Principal, outletId: number, ip: string | null) {
    const row = await this.outletInScope(principal, outletId);
    await this.write(
      principal,
      row,
      ip,
      { kind: 'outlet.pause.end', entityType: 'outlet', entityId: outletId },
      async (tx) => {
        // a pause that has run out is over already
        if (!row.pausedUntil || row.pausedUntil <= this.deps.clock.now()) return null;
        await tx.update(outlets).set({ pausedUntil: null }).where(eq(outlets.id, outletId));
        return { before: { pausedUntil: iso(row.pausedUntil) }, after: { pausedUntil: null } };
      },
    );
    return this.view(outletId);
  }

  async busy(
    principal: Principal,
    outletId: number,
    extraMinutes: number,
    minutes: number | null | undefined,
    ip: string | null,
  ) {
    const row = await this.outletInScope(principal, outletId);
    const busyUntil = minutes ? new Date(this.deps.clock.now().getTime() + minutes * MINUTE) : null;
    await this.write(
      principal,
      row,
      ip,
      { kind: 'outlet.busy', entityType: 'outlet', entityId: outletId },
      async (tx) => {
        await tx
          .update(outlets)
          .set({ busyExtraMinutes: extraMinutes, busyUntil })
          .where(eq(outlets.id, outletId));
        return {
          before: { busyExtraMinutes: row.busyExtraMinutes, busyUntil: iso(row.busyUntil) },
          after: { busyExtraMinutes: extraMinutes, busyUntil: iso(busyUntil) },
        };
      },
    );
    return this.view(outletId);
  }

  async endBusy(principal: Principal, outletId: number, ip: string | null) {
    const row = await this.outletInScope(principal, outletId);
    await this.write(
      principal,
      row,
      ip,
      { kind: 'outlet.busy.end', entityType: 'outlet', entityId: outletId },
      async (tx) => {
        if (row.busyExtraMinutes === 0 && !row.busyUntil) return null;
        await tx
          .update(outlets)
          .set({ busyExtraMinutes: 0, busyUntil: null })
          .where(eq(outlets.id, outletId));
        return {
          before: { busyExtraMinutes: row.busyExtraMinutes, busyUntil: iso(row.busyUntil) },
          after: { busyExtraMinutes: 0, busyUntil: null },
        };
      },
    );
    return this.view(outletId);
  }

  /**
   * One write and its audit entry in one transaction (`change` answers null when it changed
   * nothing: then nothing is logged); then the checkout's and storefront's view is dropped here.
   */
  private async write(
    principal: Principal,
    row: OutletDayRow,
    ip: string | null,
    what: Pick<AuditEntry, 'kind' | 'entityType' | 'entityId'>,
    change: (tx: DbOrTx) => Promise<{ before: unknown; after: unknown } | null>,
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const done = await change(tx);
      if (done)
        await recordAudit(
          tx,
          principal,
          {
            ...what,
            retailNetworkId: row.retailNetworkId,
            outletId: row.id,
            before: done.before,
            after: done.after,
          },
          ip,
        );
    });
    this.days.drop(row.retailNetworkId);
  }

  private async view(outletId: number): Promise<TOutletDay> {
    const now = this.deps.clock.now();
    const row = (await findOutletDay(this.deps.db, outletId))!;
    const today = toLocal(now, row.timeZone).date;
    const exceptions: ExceptionRow[] = await listExceptions(
      this.deps.db,
      [outletId],
      addDays(today, -1),
      addDays(today, EXCEPTION_DAYS_AHEAD),
    );
    return outletDayView(row, rulesOf(row, exceptions), exceptions, now);
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

async function findException(tx: DbOrTx, outletId: number, date: string) {
  const [row] = await tx
    .select()
    .from(outletHourExceptions)
    .where(and(eq(outletHourExceptions.outletId, outletId), eq(outletHourExceptions.date, date)))
    .limit(1);
  return row ?? null;
}

const exceptionSnapshot = (e: Pick<ExceptionRow, 'date' | 'isClosed' | 'opensAt' | 'closesAt' | 'note'>) => ({
  date: e.date,
  isClosed: e.isClosed,
  opensAt: e.opensAt,
  closesAt: e.closesAt,
  note: e.note,
});
