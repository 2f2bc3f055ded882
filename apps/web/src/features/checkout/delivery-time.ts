/**
 * Delivery "on time" (SPEC sections 3 and 5): the customer picks a date and time on the outlet's
 * clock; it is sent in UTC, converted with the outlet's offset from UTC. The choices offered are
 * the outlet's opening hours from the earliest moment it can have the order ready (now, or its
 * next opening, plus the zone's delivery time or the pickup lead), in 15-minute steps.
 */
export interface OpeningHoursDay {
  /** 1 Monday … 7 Sunday */
  day: number;
  opensAt: string;
  closesAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const HOUR = 3_600_000;

/** "2026-11-22" + "19:30" at UTC+2 → "2026-11-22T17:30:00.000Z"; null when either is malformed. */
export function localTimeToUtcIso(date: string, time: string, offsetHours: number): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [y, m, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [h, min] = [Number(t[1]), Number(t[2])];
  if (m < 1 || m > 12 || day < 1 || day > 31 || h > 23 || min > 59) return null;
  const asUtc = Date.UTC(y, m - 1, day, h, min);
  // Date.UTC rolls 31 February over into March: that is not a real date
  if (new Date(asUtc).getUTCDate() !== day) return null;
  return new Date(asUtc - offsetHours * HOUR).toISOString();
}

const toMinutes = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};
const toHhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export interface SlotDay {
  /** YYYY-MM-DD on the outlet's clock */
  date: string;
  /** HH:MM choices */
  times: string[];
}

export interface SlotInput {
  now: Date;
  offsetHours: number;
  openingHours: readonly OpeningHoursDay[];
  /** minutes the outlet needs before the order is delivered or ready */
  leadMinutes: number;
  days?: number;
  stepMinutes?: number;
}

/** The dates and times an ON_TIME order may ask for, on the outlet's clock. */
export function timeSlots({
  now,
  offsetHours,
  openingHours,
  leadMinutes,
  days = 3,
  stepMinutes = 15,
}: SlotInput): SlotDay[] {
  const localNow = new Date(now.getTime() + offsetHours * HOUR);
  const nowMinutes = localNow.getUTCHours() * 60 + localNow.getUTCMinutes();
  const result: SlotDay[] = [];
  for (let k = 0; k < days; k++) {
    const day = new Date(
      Date.UTC(localNow.getUTCFullYear(), localNow.getUTCMonth(), localNow.getUTCDate() + k),
    );
    const weekday = day.getUTCDay() === 0 ? 7 : day.getUTCDay();
    const hours = openingHours.find((h) => h.day === weekday);
    if (!hours) continue;
    const opens = toMinutes(hours.opensAt);
    const closesRaw = toMinutes(hours.closesAt);
    // a window past midnight is offered up to midnight; equal ends mean round the clock
    const closes = closesRaw <= opens ? 24 * 60 : closesRaw;
    const isOpenNow = k === 0 && nowMinutes >= opens && nowMinutes < closes;
    const from = (k === 0 && isOpenNow ? nowMinutes : opens) + leadMinutes;
    if (k === 0 && nowMinutes >= closes) continue;
    const first = Math.ceil(from / stepMinutes) * stepMinutes;
    const times: string[] = [];
    for (let m = first; m < closes; m += stepMinutes) times.push(toHhmm(m));
    if (times.length)
      result.push({
        date: `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`,
        times,
      });
  }
  return result;
}
