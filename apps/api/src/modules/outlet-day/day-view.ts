/** The outlet's day as the contracts serve it (admin-outlet-day.ts), from the pure rules' view. */
import type { TOutletDay, TOutletDayState, TRestaurantDay } from '@food/contracts';
import { addDays, toLocal } from '@food/domain/local-time';
import { outletDayState, type OutletDayRules } from '@food/domain/outlet-day';
import type { ExceptionRow, OutletDayRow } from './outlet-day-repo.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function stateView(rules: OutletDayRules, now: Date): TOutletDayState {
  const s = outletDayState(rules, now);
  return {
    open: s.open,
    reason: s.reason,
    isClosedToday: s.isClosedToday,
    nextOpensAt: iso(s.nextOpensAt),
    closesAt: iso(s.closesAt),
    busyMinutes: s.busyMinutes,
  };
}

/** The back office's view: today's and later exceptions with their notes. */
export function outletDayView(
  row: OutletDayRow,
  rules: OutletDayRules,
  exceptions: readonly ExceptionRow[],
  now: Date,
): TOutletDay {
  const today = toLocal(now, row.timeZone).date;
  return {
    outletId: row.id,
    timeZone: row.timeZone,
    today,
    openingHours: row.openingHours,
    exceptions: exceptions
      .filter((e) => e.outletId === row.id && e.date >= today)
      .map((e) => ({
        date: e.date,
        isClosed: e.isClosed,
        opensAt: e.opensAt,
        closesAt: e.closesAt,
        note: e.note,
      })),
    pausedUntil: iso(row.pausedUntil),
    busyExtraMinutes: row.busyExtraMinutes,
    busyUntil: iso(row.busyUntil),
    state: stateView(rules, now),
  };
}

/** The storefront's live view: what it needs to offer ON_TIME slots and to say what is going on. */
export function restaurantDayView(row: OutletDayRow, rules: OutletDayRules, now: Date): TRestaurantDay {
  const today = toLocal(now, row.timeZone).date;
  const last = addDays(today, 14);
  return {
    outletId: row.id,
    timeZone: row.timeZone,
    openingHours: row.openingHours,
    // yesterday's too: a window of the day before may still run past midnight
    exceptions: rules.exceptions
      .filter((e) => e.date >= addDays(today, -1) && e.date <= last)
      .map((e) => ({ date: e.date, isClosed: e.isClosed, opensAt: e.opensAt, closesAt: e.closesAt })),
    pausedUntil: iso(rules.pausedUntil),
    busyExtraMinutes: rules.busyExtraMinutes,
    busyUntil: iso(rules.busyUntil),
    state: stateView(rules, now),
  };
}
