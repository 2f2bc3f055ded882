import { describe, expect, it } from 'vitest';
import {
  asapTiming,
  busyMinutesAt,
  checkOnTime,
  endOfBusinessDay,
  hoursOn,
  isOpenAt,
  nextOpening,
  onTimeSlots,
  outletDayState,
  takesOrdersFrom,
  type OutletDayRules,
} from './outlet-day';

const KYIV = 'Europe/Kyiv';
const daily = (opensAt: string, closesAt: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opensAt, closesAt }));

const rules = (patch: Partial<OutletDayRules> = {}): OutletDayRules => ({
  timeZone: KYIV,
  openingHours: daily('10:00', '23:00'),
  exceptions: [],
  pausedUntil: null,
  busyExtraMinutes: 0,
  busyUntil: null,
  ...patch,
});

// Thursday 2026-12-03, winter time in Kyiv (UTC+2)
const at = (iso: string) => new Date(iso);
const NOON = at('2026-12-03T10:00:00Z'); // 12:00 in Kyiv

describe('hours with exceptions', () => {
  it('an exception replaces the weekly hours of its date only', () => {
    const r = rules({
      exceptions: [
        { date: '2026-12-03', isClosed: true, opensAt: null, closesAt: null },
        { date: '2026-12-04', isClosed: false, opensAt: '12:00', closesAt: '18:00' },
      ],
    });
    expect(hoursOn(r, '2026-12-02')).toEqual({ opens: 600, closes: 1380 });
    expect(hoursOn(r, '2026-12-03')).toBeNull();
    expect(hoursOn(r, '2026-12-04')).toEqual({ opens: 720, closes: 1080 });
    expect(isOpenAt(r, NOON)).toBe(false);
    // Friday 11:00 is before the shortened day's 12:00
    expect(isOpenAt(r, at('2026-12-04T09:00:00Z'))).toBe(false);
    expect(isOpenAt(r, at('2026-12-04T10:00:00Z'))).toBe(true);
    expect(isOpenAt(r, at('2026-12-04T16:00:00Z'))).toBe(false);
  });

  it("the eve's window past midnight still ends as planned on a closed date", () => {
    const r = rules({
      openingHours: daily('10:00', '02:00'),
      exceptions: [{ date: '2027-01-01', isClosed: true, opensAt: null, closesAt: null }],
    });
    // 01:30 on 1 January (23:30Z on the 31st) is inside the 31st's window
    expect(isOpenAt(r, at('2026-12-31T23:30:00Z'))).toBe(true);
    // 12:00 on the holiday is closed; it opens again at 10:00 on the 2nd
    expect(isOpenAt(r, at('2027-01-01T10:00:00Z'))).toBe(false);
    expect(nextOpening(r, at('2027-01-01T10:00:00Z'))).toEqual(at('2027-01-02T08:00:00Z'));
  });

  it('equal ends mean round the clock; no hours at all never open', () => {
    expect(isOpenAt(rules({ openingHours: daily('00:00', '00:00') }), at('2026-12-03T01:00:00Z'))).toBe(true);
    const none = rules({ openingHours: [] });
    expect(isOpenAt(none, NOON)).toBe(false);
    expect(nextOpening(none, NOON)).toBeNull();
    expect(takesOrdersFrom(none, NOON)).toBeNull();
  });
});

describe('the state staff and customers see', () => {
  it('open, with busy minutes until busyUntil', () => {
    const r = rules({ busyExtraMinutes: 20, busyUntil: at('2026-12-03T11:00:00Z') });
    expect(outletDayState(r, NOON)).toMatchObject({
      open: true,
      reason: 'OPEN',
      closesAt: at('2026-12-03T21:00:00Z'),
      isClosedToday: false,
      nextOpensAt: null,
      busyMinutes: 20,
    });
    expect(busyMinutesAt(r, at('2026-12-03T11:00:00Z'))).toBe(0);
    expect(busyMinutesAt(rules({ busyExtraMinutes: 15 }), NOON)).toBe(15);
  });

  it('paused: not taking orders until the pause ends', () => {
    const r = rules({ pausedUntil: at('2026-12-03T10:30:00Z') });
    expect(outletDayState(r, NOON)).toMatchObject({
      open: false,
      reason: 'PAUSED',
      nextOpensAt: at('2026-12-03T10:30:00Z'),
    });
    expect(outletDayState(r, at('2026-12-03T10:30:00Z')).open).toBe(true);
  });

  it('a pause past closing reopens at the next opening', () => {
    const r = rules({ pausedUntil: at('2026-12-03T21:30:00Z') });
    expect(outletDayState(r, at('2026-12-03T20:50:00Z')).nextOpensAt).toEqual(at('2026-12-04T08:00:00Z'));
  });

  it('closed today on a holiday, closed for the night otherwise', () => {
    const holiday = rules({
      exceptions: [{ date: '2026-12-03', isClosed: true, opensAt: null, closesAt: null }],
    });
    expect(outletDayState(holiday, NOON)).toMatchObject({
      open: false,
      reason: 'CLOSED',
      isClosedToday: true,
      nextOpensAt: at('2026-12-04T08:00:00Z'),
    });
    // 23:30 after a normal day: closed, but it was open today
    expect(outletDayState(rules(), at('2026-12-03T21:30:00Z'))).toMatchObject({
      reason: 'CLOSED',
      isClosedToday: false,
    });
    // 02:00 before the day's opening
    expect(outletDayState(rules(), at('2026-12-03T00:00:00Z')).isClosedToday).toBe(false);
  });
});

describe('ASAP', () => {
  it('open: expected after the lead and the busy minutes', () => {
    const t = asapTiming(rules({ busyExtraMinutes: 25 }), NOON, 60);
    expect(t).toEqual({
      ok: true,
      startsAt: NOON,
      expectedAt: at('2026-12-03T11:25:00Z'),
      isOpen: true,
      busyMinutes: 25,
    });
  });

  it('paused: refused with when it takes orders again', () => {
    const t = asapTiming(rules({ pausedUntil: at('2026-12-03T10:40:00Z') }), NOON, 60);
    expect(t).toEqual({ ok: false, reason: 'OUTLET_PAUSED', reopensAt: at('2026-12-03T10:40:00Z') });
  });

  it('a night pause that ends before the opening does not matter', () => {
    const t = asapTiming(rules({ pausedUntil: at('2026-12-03T01:00:00Z') }), at('2026-12-03T00:30:00Z'), 60);
    expect(t).toMatchObject({ ok: true, startsAt: at('2026-12-03T08:00:00Z'), isOpen: false });
  });

  it('closed for the night: made at the morning opening', () => {
    const t = asapTiming(rules(), at('2026-12-03T21:30:00Z'), 20);
    expect(t).toMatchObject({
      ok: true,
      startsAt: at('2026-12-04T08:00:00Z'),
      expectedAt: at('2026-12-04T08:20:00Z'),
    });
  });

  it('closed today, or no opening before the day after tomorrow: refused', () => {
    const holiday = [{ date: '2026-12-04', isClosed: true, opensAt: null, closesAt: null }];
    // on the holiday itself
    expect(asapTiming(rules({ exceptions: holiday }), at('2026-12-04T10:00:00Z'), 60)).toEqual({
      ok: false,
      reason: 'OUTLET_CLOSED',
      reopensAt: at('2026-12-05T08:00:00Z'),
    });
    // the evening before it, after closing
    expect(asapTiming(rules({ exceptions: holiday }), at('2026-12-03T21:30:00Z'), 60)).toEqual({
      ok: false,
      reason: 'OUTLET_CLOSED',
      reopensAt: at('2026-12-05T08:00:00Z'),
    });
    expect(asapTiming(rules({ openingHours: [] }), NOON, 60)).toEqual({
      ok: false,
      reason: 'OUTLET_CLOSED',
      reopensAt: null,
    });
  });
});

describe('ON_TIME', () => {
  const limits = { leadMinutes: 60, graceMinutes: 5, maxDaysAhead: 7 };

  it('the earliest time counts the pause and the busy minutes', () => {
    const r = rules({ pausedUntil: at('2026-12-03T11:00:00Z'), busyExtraMinutes: 30 });
    // kitchen from 13:00 local, + 60 + 30: 14:30 local (12:30Z)
    expect(checkOnTime(r, NOON, at('2026-12-03T12:00:00Z'), limits)).toMatchObject({
      ok: false,
      reason: 'TOO_EARLY',
      earliest: at('2026-12-03T12:30:00Z'),
    });
    expect(checkOnTime(r, NOON, at('2026-12-03T12:30:00Z'), limits)).toEqual({ ok: true });
  });

  it('a closed date is refused; too far ahead is refused', () => {
    const r = rules({ exceptions: [{ date: '2026-12-05', isClosed: true, opensAt: null, closesAt: null }] });
    expect(checkOnTime(r, NOON, at('2026-12-05T10:00:00Z'), limits)).toMatchObject({
      ok: false,
      reason: 'OUTLET_CLOSED',
    });
    expect(checkOnTime(r, NOON, at('2026-12-11T10:00:00Z'), limits)).toMatchObject({
      ok: false,
      reason: 'TOO_LATE',
    });
    expect(checkOnTime(rules({ openingHours: [] }), NOON, NOON, limits)).toEqual({
      ok: false,
      reason: 'NEVER_OPEN',
      earliest: null,
    });
  });

  it('slots skip a closed day and the paused time, and add busy minutes', () => {
    const r = rules({
      exceptions: [{ date: '2026-12-04', isClosed: true, opensAt: null, closesAt: null }],
      pausedUntil: at('2026-12-03T12:00:00Z'),
      busyExtraMinutes: 15,
      busyUntil: at('2026-12-03T20:00:00Z'),
    });
    const days = onTimeSlots(r, { now: NOON, leadMinutes: 60, days: 3 });
    expect(days.map((d) => d.date)).toEqual(['2026-12-03', '2026-12-05']);
    // kitchen from 14:00 (the pause), + 60 + 15 busy: 15:15 first, 22:45 last
    expect(days[0]!.times[0]).toBe('15:15');
    expect(days[0]!.times.at(-1)).toBe('22:45');
    // Saturday: busy is over, from the 10:00 opening + 60
    expect(days[1]!.times[0]).toBe('11:00');
  });

  it('other hours on a date are the slots of that date', () => {
    const r = rules({
      exceptions: [{ date: '2026-12-04', isClosed: false, opensAt: '12:00', closesAt: '16:00' }],
    });
    const [, friday] = onTimeSlots(r, { now: NOON, leadMinutes: 30, days: 2 });
    expect(friday).toEqual({
      date: '2026-12-04',
      times: [
        '12:30',
        '12:45',
        '13:00',
        '13:15',
        '13:30',
        '13:45',
        '14:00',
        '14:15',
        '14:30',
        '14:45',
        '15:00',
        '15:15',
        '15:30',
        '15:45',
      ],
    });
  });
});

describe('daylight saving in Europe/Kyiv', () => {
  it('spring forward (28 March 2027): a window opening at a skipped time opens at the jump', () => {
    const r = rules({ openingHours: daily('03:00', '12:00') });
    // the clocks jump from 03:00 to 04:00 (01:00Z)
    expect(nextOpening(r, at('2027-03-27T23:00:00Z'))).toEqual(at('2027-03-28T01:00:00Z'));
    expect(isOpenAt(r, at('2027-03-28T00:59:00Z'))).toBe(false);
    expect(isOpenAt(r, at('2027-03-28T01:00:00Z'))).toBe(true);
    const [sunday] = onTimeSlots(r, { now: at('2027-03-27T22:00:00Z'), leadMinutes: 0, days: 1 });
    // 03:00–03:45 do not exist that night
    expect(sunday!.times.slice(0, 2)).toEqual(['04:00', '04:15']);
    expect(sunday!.times).not.toContain('03:30');
  });

  it('the offset of the chosen date converts: 12:00 on 28 March 2027 is 09:00Z', () => {
    const [, sunday] = onTimeSlots(rules(), { now: at('2027-03-27T10:00:00Z'), leadMinutes: 60, days: 2 });
    expect(sunday!.date).toBe('2027-03-28');
    expect(
      checkOnTime(rules(), at('2027-03-27T10:00:00Z'), at('2027-03-28T09:00:00Z'), {
        leadMinutes: 60,
        graceMinutes: 5,
        maxDaysAhead: 7,
      }),
    ).toEqual({ ok: true });
    // 09:30Z that Sunday is 12:30 local, open; the previous day's offset would read 11:30
    expect(isOpenAt(rules({ openingHours: daily('12:15', '23:00') }), at('2027-03-28T09:30:00Z'))).toBe(true);
  });

  it('fall back (25 October 2026): the window closing at 23:00 is 21:00Z with the winter offset', () => {
    const r = rules();
    expect(outletDayState(r, at('2026-10-25T20:30:00Z')).closesAt).toEqual(at('2026-10-25T21:00:00Z'));
    // the day before, summer time: 23:00 is 20:00Z
    expect(outletDayState(r, at('2026-10-24T19:30:00Z')).closesAt).toEqual(at('2026-10-24T20:00:00Z'));
    // a window through the repeated hour (02:00–05:00) lasts four hours
    const night = rules({ openingHours: daily('02:00', '05:00') });
    expect(isOpenAt(night, at('2026-10-25T00:30:00Z'))).toBe(true); // 03:30 summer
    expect(isOpenAt(night, at('2026-10-25T01:30:00Z'))).toBe(true); // 03:30 winter
    expect(isOpenAt(night, at('2026-10-25T03:00:00Z'))).toBe(false); // 05:00 winter
  });
});

describe('the end of the business day (a stop until the end of the day)', () => {
  it("is the window's closing while open, past midnight included", () => {
    expect(endOfBusinessDay(rules(), NOON)).toEqual(at('2026-12-03T21:00:00Z'));
    const late = rules({ openingHours: daily('10:00', '02:00') });
    // 01:00 on Friday belongs to Thursday's window, which ends at 02:00
    expect(endOfBusinessDay(late, at('2026-12-03T23:00:00Z'))).toEqual(at('2026-12-04T00:00:00Z'));
  });

  it("is today's closing before the opening, and midnight once the day is over", () => {
    expect(endOfBusinessDay(rules(), at('2026-12-03T05:00:00Z'))).toEqual(at('2026-12-03T21:00:00Z'));
    expect(endOfBusinessDay(rules(), at('2026-12-03T21:30:00Z'))).toEqual(at('2026-12-03T22:00:00Z'));
    const holiday = rules({
      exceptions: [{ date: '2026-12-03', isClosed: true, opensAt: null, closesAt: null }],
    });
    expect(endOfBusinessDay(holiday, NOON)).toEqual(at('2026-12-03T22:00:00Z'));
  });

  it('follows other hours on the date and the summer offset', () => {
    const short = rules({
      exceptions: [{ date: '2026-12-03', isClosed: false, opensAt: '10:00', closesAt: '16:00' }],
    });
    expect(endOfBusinessDay(short, NOON)).toEqual(at('2026-12-03T14:00:00Z'));
    // 28 March 2027: summer time from 04:00, so 23:00 is 20:00Z
    expect(endOfBusinessDay(rules(), at('2027-03-28T09:00:00Z'))).toEqual(at('2027-03-28T20:00:00Z'));
  });
});
