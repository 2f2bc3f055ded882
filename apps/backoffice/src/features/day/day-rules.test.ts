import { describe, expect, it } from 'vitest';
import { hoursBody, hoursProblem, isPaused, stateWords, weekRows, weekdayNames } from './day-rules';

describe('hours checks (as the API makes them)', () => {
  it('takes a day window, one past midnight until 06:00, and round the clock', () => {
    expect(hoursProblem('10:00', '22:00')).toBeNull();
    expect(hoursProblem('18:00', '02:00')).toBeNull();
    expect(hoursProblem('18:00', '06:00')).toBeNull();
    expect(hoursProblem('00:00', '00:00')).toBeNull();
  });

  it('refuses equal times, a night past 06:00 and empty fields', () => {
    expect(hoursProblem('10:00', '10:00')).toBe('equal');
    expect(hoursProblem('18:00', '07:00')).toBe('lateNight');
    expect(hoursProblem('', '22:00')).toBe('missing');
  });
});

describe('the week editor', () => {
  it('has seven rows from Monday, closed where no hours are kept', () => {
    const rows = weekRows([
      { day: 1, opensAt: '10:00:00', closesAt: '22:00:00' },
      { day: 6, opensAt: '11:00', closesAt: '01:00' },
    ]);
    expect(rows.map((r) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows[0]).toEqual({ day: 1, isOpen: true, opensAt: '10:00', closesAt: '22:00' });
    expect(rows[1]!.isOpen).toBe(false);
    expect(hoursBody(rows)).toEqual({
      openingHours: [
        { day: 1, opensAt: '10:00', closesAt: '22:00' },
        { day: 6, opensAt: '11:00', closesAt: '01:00' },
      ],
    });
  });

  it('names weekdays from Monday in the language', () => {
    expect(weekdayNames('en-GB')[0]).toBe('Monday');
    expect(weekdayNames('uk-UA')[6]).toBe('Неділя');
  });
});

describe('state words', () => {
  const state = {
    open: false,
    reason: 'CLOSED' as const,
    isClosedToday: false,
    nextOpensAt: null,
    closesAt: null,
    busyMinutes: 0,
  };
  it('says paused until, open until, closed today, or when it opens', () => {
    expect(
      stateWords({ state: { ...state, reason: 'PAUSED' }, pausedUntil: '2027-01-10T12:30:00Z' }),
    ).toEqual({ key: 'statePaused', until: '2027-01-10T12:30:00Z' });
    expect(
      stateWords({
        state: { ...state, open: true, reason: 'OPEN', closesAt: '2027-01-10T20:00:00Z' },
        pausedUntil: null,
      }),
    ).toEqual({ key: 'stateOpenUntil', until: '2027-01-10T20:00:00Z' });
    expect(stateWords({ state: { ...state, isClosedToday: true }, pausedUntil: null }).key).toBe(
      'stateClosedToday',
    );
    expect(
      stateWords({ state: { ...state, nextOpensAt: '2027-01-11T08:00:00Z' }, pausedUntil: null }),
    ).toEqual({
      key: 'stateClosedOpens',
      opensAt: '2027-01-11T08:00:00Z',
    });
    expect(stateWords({ state, pausedUntil: null }).key).toBe('stateClosed');
  });
});

describe('a pause in force', () => {
  const now = new Date('2027-01-10T02:00:00Z').getTime();
  it('holds until its end, whatever the hours say', () => {
    expect(isPaused({ pausedUntil: '2027-01-10T02:15:00Z' }, now)).toBe(true);
    expect(isPaused({ pausedUntil: '2027-01-10T01:59:00Z' }, now)).toBe(false);
    expect(isPaused({ pausedUntil: null }, now)).toBe(false);
  });
});
