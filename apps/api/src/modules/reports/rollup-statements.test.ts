import { describe, expect, it } from 'vitest';
import { periodsOf, type ReportPeriod } from './period.js';
import { splitPeriod } from './rollup-statements.js';

const period = (from: string, to: string, timeZone: string): ReportPeriod => {
  const p = periodsOf(from, to, timeZone);
  if ('code' in p) throw new Error(p.message);
  return p.current;
};
const iso = (s: ReturnType<typeof splitPeriod>) => ({
  days: s.days,
  edges: s.edges.map((e) => [e.start.toISOString(), e.end.toISOString()]),
});

describe('a report period split for the roll-ups', () => {
  it('is all whole UTC days on the UTC clock: no edges read from the orders', () => {
    expect(iso(splitPeriod(period('2031-05-10', '2031-05-13', 'UTC')))).toEqual({
      days: { from: '2031-05-10', to: '2031-05-14' },
      edges: [],
    });
  });

  it('reads the hours around a half-hour clock’s midnights from the orders (India, +05:30)', () => {
    expect(iso(splitPeriod(period('2031-05-10', '2031-05-13', 'Asia/Kolkata')))).toEqual({
      days: { from: '2031-05-10', to: '2031-05-13' },
      edges: [
        ['2031-05-09T18:30:00.000Z', '2031-05-10T00:00:00.000Z'],
        ['2031-05-13T00:00:00.000Z', '2031-05-13T18:30:00.000Z'],
      ],
    });
  });

  it('reads a west clock’s edges too (New York, −04:00 in summer)', () => {
    expect(iso(splitPeriod(period('2031-07-01', '2031-07-02', 'America/New_York')))).toEqual({
      days: { from: '2031-07-02', to: '2031-07-03' },
      edges: [
        ['2031-07-01T04:00:00.000Z', '2031-07-02T00:00:00.000Z'],
        ['2031-07-03T00:00:00.000Z', '2031-07-03T04:00:00.000Z'],
      ],
    });
  });

  it('reads a day that holds no whole UTC day from the orders alone (Kyiv, the 23-hour day)', () => {
    expect(iso(splitPeriod(period('2027-03-28', '2027-03-28', 'Europe/Kyiv')))).toEqual({
      days: null,
      edges: [['2027-03-27T22:00:00.000Z', '2027-03-28T21:00:00.000Z']],
    });
  });
});
