/**
 * When an order is made and expected, in the outlet's time zone (SPEC section 5: a time other
 * than ASAP arrives in UTC), by the outlet's day (`@food/domain/outlet-day`: weekly hours with
 * exceptions, a pause, busy minutes). Decisions where the spec is silent:
 * - ASAP while the outlet is closed for the night is accepted and scheduled for its next
 *   opening, as chains take night orders for the morning; the response says the outlet is
 *   closed. At a paused outlet, or one closed today (a holiday, a day without hours), ASAP is
 *   refused: the calculation says so (`asapRefusal`, timed at the reopening) and order creation
 *   answers 422 OUTLET_PAUSED / OUTLET_CLOSED with when it reopens.
 * - ON_TIME must leave the kitchen its lead time (the zone's delivery time, or PICKUP_LEAD_MINUTES)
 *   plus the busy minutes, counted from when it takes orders (after a pause, at the opening),
 *   with a few minutes' grace for the time the customer spent on the form; at most
 *   MAX_DAYS_AHEAD days ahead; and the outlet must be open at that time (a closed date is not).
 */
import { firstInstantAtOrAfter, formatTime } from '@food/domain/local-time';
import {
  asapTiming,
  busyMinutesAt,
  checkOnTime,
  earliestReady,
  isOpenAt as isOpenByDay,
  isPausedAt,
  nextOpening as nextOpeningByDay,
  takesOrdersFrom,
  type OutletDayRules,
} from '@food/domain/outlet-day';
import type { OpeningHours } from '../../../db/schema.js';

export const PICKUP_LEAD_MINUTES = 20;
const ON_TIME_GRACE_MINUTES = 5;
const MAX_DAYS_AHEAD = 7;
const MINUTE = 60_000;

/**
 * The instant of local wall time `minutes` after midnight of `y-m-d` in `timeZone`, with that
 * date's offset (`@food/domain/local-time`, as the storefront converts a chosen time). A time the
 * clocks skip is the moment they jump past it: an outlet opening then opens at the jump.
 */
export function zonedTimeToUtc(y: number, m: number, d: number, minutes: number, timeZone: string): Date {
  const date = `${y}-${pad(m)}-${pad(d)}`;
  const at = firstInstantAtOrAfter(date, formatTime(minutes), timeZone);
  if (!at) throw new RangeError(`Not a local time: ${date} ${minutes} min in ${timeZone}`);
  return at;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The next moment after `from` at which the outlet opens by its weekly hours, or null when it has no hours. */
export function nextOpening(hours: readonly OpeningHours[], timeZone: string, from: Date): Date | null {
  return nextOpeningByDay(rulesOfInput({ openingHours: hours, timeZone }), from, 7);
}

export interface OrderTimeInput {
  indication: 'ASAP' | 'ON_TIME';
  requested: Date | null;
  now: Date;
  openingHours: readonly OpeningHours[];
  timeZone: string;
  /** the outlet's day beyond its weekly hours (exceptions, pause, busy); none when absent */
  day?: Pick<OutletDayRules, 'exceptions' | 'pausedUntil' | 'busyExtraMinutes' | 'busyUntil'>;
  leadMinutes: number;
}

type OrderTimeRefusal = 'TIME_REQUIRED' | 'TOO_EARLY' | 'TOO_LATE' | 'OUTLET_CLOSED' | 'NEVER_OPEN';

export interface AsapRefusal {
  reason: 'OUTLET_PAUSED' | 'OUTLET_CLOSED';
  /** when the outlet takes orders again */
  reopensAt: Date;
}

export type OrderTime =
  | {
      ok: true;
      makeAt: Date;
      expectedAt: Date;
      /** taking orders now: open by its hours and not paused */
      isOutletOpen: boolean;
      /** busy minutes in `expectedAt` (ASAP) or the earliest time (ON_TIME) */
      busyMinutes: number;
      /**
       * an ASAP order could not be made now (a pause, closed today): for ASAP, timed at the
       * reopening instead and refused on creation; for ON_TIME, only said
       */
      asapRefusal: AsapRefusal | null;
    }
  | { ok: false; reason: OrderTimeRefusal; earliest: Date | null };

export function rulesOfInput(
  input: Pick<OrderTimeInput, 'openingHours' | 'timeZone' | 'day'>,
): OutletDayRules {
  return {
    timeZone: input.timeZone,
    openingHours: input.openingHours,
    exceptions: input.day?.exceptions ?? [],
    pausedUntil: input.day?.pausedUntil ?? null,
    busyExtraMinutes: input.day?.busyExtraMinutes ?? 0,
    busyUntil: input.day?.busyUntil ?? null,
  };
}

export function resolveOrderTime(input: OrderTimeInput): OrderTime {
  const { now, leadMinutes } = input;
  const rules = rulesOfInput(input);
  const isOutletOpen = isOpenByDay(rules, now) && !isPausedAt(rules, now);

  if (input.indication === 'ASAP') {
    const asap = asapTiming(rules, now, leadMinutes);
    if (asap.ok)
      return {
        ok: true,
        makeAt: asap.startsAt,
        expectedAt: asap.expectedAt,
        isOutletOpen,
        busyMinutes: asap.busyMinutes,
        asapRefusal: null,
      };
    if (!asap.reopensAt) return { ok: false, reason: 'NEVER_OPEN', earliest: null };
    const busyMinutes = busyMinutesAt(rules, asap.reopensAt);
    return {
      ok: true,
      makeAt: asap.reopensAt,
      expectedAt: new Date(asap.reopensAt.getTime() + (leadMinutes + busyMinutes) * MINUTE),
      isOutletOpen,
      busyMinutes,
      asapRefusal: { reason: asap.reason, reopensAt: asap.reopensAt },
    };
  }

  const at = input.requested;
  const startsAt = takesOrdersFrom(rules, now);
  if (!startsAt) return { ok: false, reason: 'NEVER_OPEN', earliest: null };
  if (!at) return { ok: false, reason: 'TIME_REQUIRED', earliest: earliestReady(rules, now, leadMinutes) };
  const check = checkOnTime(rules, now, at, {
    leadMinutes,
    graceMinutes: ON_TIME_GRACE_MINUTES,
    maxDaysAhead: MAX_DAYS_AHEAD,
  });
  if (!check.ok) return { ok: false, reason: check.reason, earliest: check.earliest };
  // said for ON_TIME too, so the storefront keeps ASAP off while it would be refused
  const asap = asapTiming(rules, now, leadMinutes);
  return {
    ok: true,
    makeAt: at,
    expectedAt: at,
    isOutletOpen,
    busyMinutes: busyMinutesAt(rules, startsAt),
    asapRefusal: asap.ok || !asap.reopensAt ? null : { reason: asap.reason, reopensAt: asap.reopensAt },
  };
}
