/**
 * When an order is made and expected, in the outlet's time zone (SPEC section 5: a time other
 * than ASAP arrives in UTC). Decisions where the spec is silent:
 * - ASAP while the outlet is closed is accepted and scheduled for its next opening, as chains
 *   take night orders for the morning; the response says the outlet is closed.
 * - ON_TIME must leave the kitchen its lead time (the zone's delivery time, or PICKUP_LEAD_MINUTES),
 *   with a few minutes' grace for the time the customer spent on the form; at most
 *   MAX_DAYS_AHEAD days ahead; and the outlet must be open at that time.
 */
import type { OpeningHours } from '../../../db/schema.js';
import { isOpenAt, timeZoneOffsetHours, toMinutes } from '../../catalog/opening-hours.js';

export const PICKUP_LEAD_MINUTES = 20;
export const ON_TIME_GRACE_MINUTES = 5;
export const MAX_DAYS_AHEAD = 7;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The instant of local wall time `minutes` after midnight of `y-m-d` in `timeZone`. */
export function zonedTimeToUtc(y: number, m: number, d: number, minutes: number, timeZone: string): Date {
  const asUtc = Date.UTC(y, m - 1, d, 0, minutes);
  const first = asUtc - timeZoneOffsetHours(timeZone, new Date(asUtc)) * 3_600_000;
  // across a daylight-saving change the offset at the result may differ from the first guess
  const second = asUtc - timeZoneOffsetHours(timeZone, new Date(first)) * 3_600_000;
  return new Date(second);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function localDate(timeZone: string, at: Date): { y: number; m: number; d: number } {
  let format = dateFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get('year'), m: get('month'), d: get('day') };
}

/** The next moment after `from` at which the outlet opens, or null when it has no hours. */
export function nextOpening(hours: readonly OpeningHours[], timeZone: string, from: Date): Date | null {
  const { y, m, d } = localDate(timeZone, from);
  for (let k = 0; k <= 7; k++) {
    const day = new Date(Date.UTC(y, m - 1, d + k));
    const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
    const today = hours.find((h) => h.day === weekday);
    if (!today) continue;
    const opens = zonedTimeToUtc(
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      toMinutes(today.opensAt),
      timeZone,
    );
    if (opens > from && isOpenAt([...hours], timeZone, opens)) return opens;
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
