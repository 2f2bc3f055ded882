/**
 * When an order is made and expected, in the outlet's time zone (SPEC section 5: a time other
 * than ASAP arrives in UTC). Decisions where the spec is silent:
 * - ASAP while the outlet is closed is accepted and scheduled for its next opening, as chains
 *   take night orders for the morning; the response says the outlet is closed.
 * - ON_TIME must leave the kitchen its lead time (the zone's delivery time, or PICKUP_LEAD_MINUTES),
 *   with a few minutes' grace for the time the customer spent on the form; at most
 *   MAX_DAYS_AHEAD days ahead; and the outlet must be open at that time.
 */
import { addDays, firstInstantAtOrAfter, formatTime, toLocal, weekdayOf } from '@food/domain/local-time';
import type { OpeningHours } from '../../../db/schema.js';
import { isOpenAt, toMinutes } from '../../catalog/opening-hours.js';

export const PICKUP_LEAD_MINUTES = 20;
export const ON_TIME_GRACE_MINUTES = 5;
export const MAX_DAYS_AHEAD = 7;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

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

/** The next moment after `from` at which the outlet opens, or null when it has no hours. */
export function nextOpening(hours: readonly OpeningHours[], timeZone: string, from: Date): Date | null {
  const today = toLocal(from, timeZone).date;
  for (let k = 0; k <= 7; k++) {
    const date = addDays(today, k);
    const day = hours.find((h) => h.day === weekdayOf(date));
    if (!day) continue;
    const opens = firstInstantAtOrAfter(date, formatTime(toMinutes(day.opensAt)), timeZone);
    if (opens && opens > from && isOpenAt([...hours], timeZone, opens)) return opens;
  }
  return null;
}

export interface OrderTimeInput {
  indication: 'ASAP' | 'ON_TIME';
  requested: Date | null;
  now: Date;
  openingHours: readonly OpeningHours[];
  timeZone: string;
  leadMinutes: number;
}

export type OrderTimeRefusal = 'TIME_REQUIRED' | 'TOO_EARLY' | 'TOO_LATE' | 'OUTLET_CLOSED' | 'NEVER_OPEN';

export type OrderTime =
  | { ok: true; makeAt: Date; expectedAt: Date; isOutletOpen: boolean }
  | { ok: false; reason: OrderTimeRefusal; earliest: Date | null };

export function resolveOrderTime(input: OrderTimeInput): OrderTime {
  const { now, openingHours, timeZone, leadMinutes } = input;
  const isOutletOpen = isOpenAt([...openingHours], timeZone, now);
  const startsAt = isOutletOpen ? now : nextOpening(openingHours, timeZone, now);
  if (!startsAt) return { ok: false, reason: 'NEVER_OPEN', earliest: null };
  const earliest = new Date(startsAt.getTime() + leadMinutes * MINUTE);
  if (input.indication === 'ASAP') return { ok: true, makeAt: startsAt, expectedAt: earliest, isOutletOpen };

  const at = input.requested;
  if (!at) return { ok: false, reason: 'TIME_REQUIRED', earliest };
  if (at.getTime() < earliest.getTime() - ON_TIME_GRACE_MINUTES * MINUTE)
    return { ok: false, reason: 'TOO_EARLY', earliest };
  if (at.getTime() > now.getTime() + MAX_DAYS_AHEAD * DAY) return { ok: false, reason: 'TOO_LATE', earliest };
  if (!isOpenAt([...openingHours], timeZone, at)) return { ok: false, reason: 'OUTLET_CLOSED', earliest };
  return { ok: true, makeAt: at, expectedAt: at, isOutletOpen };
}
