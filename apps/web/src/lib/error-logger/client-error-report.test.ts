import { describe, expect, it } from 'vitest';
import {
  MAX_REPORTS_PER_PAGE,
  admitReport,
  createReportBudget,
  describeThrown,
  parseReport,
  toReport,
  withoutQuery,
} from './client-error-report';

describe('a browser error report', () => {
  it('carries the message, stack, script and page path, never the query', () => {
    const err = new TypeError('x is undefined');
    const report = toReport('error', err, {
      page: 'http://kyiv.localhost:3000/menu/rolls?set_user=%7B%22firstName%22%3A%22Olena%22%7D#top',
      file: 'http://kyiv.localhost:3000/_next/static/chunks/app.js?v=1',
      line: 12,
      column: 7,
    });
    expect(report).toMatchObject({
      kind: 'error',
      message: 'TypeError: x is undefined',
      source: 'http://kyiv.localhost:3000/_next/static/chunks/app.js:12:7',
      page: 'http://kyiv.localhost:3000/menu/rolls',
    });
    expect(report.stack).toContain('x is undefined');
    expect(JSON.stringify(report)).not.toContain('Olena');
  });

  it('describes what was thrown when it is not an Error', () => {
    expect(describeThrown('boom')).toEqual({ message: 'boom', stack: null });
    expect(describeThrown({ code: 42 })).toEqual({ message: '{"code":42}', stack: null });
    expect(toReport('unhandledrejection', undefined, { page: '/', message: '' }).message).toBe(
      'Unknown error',
    );
    expect(describeThrown('x'.repeat(2000)).message.length).toBe(500);
  });

  it('is sent once per distinct error, and at most ten per page', () => {
    const sent = new Set<string>();
    const report = (i: number) => toReport('error', new Error(`e${i}`), { page: '/' });
    expect(admitReport(sent, report(1))).toBe(true);
    expect(admitReport(sent, report(1))).toBe(false);
    for (let i = 2; i <= MAX_REPORTS_PER_PAGE; i++) expect(admitReport(sent, report(i))).toBe(true);
    expect(admitReport(sent, report(99))).toBe(false);
  });

  it('is read by the server only in its own shape', () => {
    const good = { kind: 'boundary', message: 'Error: x', stack: null, source: null, page: '/cart?x=1' };
    expect(parseReport(good)).toEqual({ ...good, page: '/cart' });
    for (const bad of [null, 'x', { ...good, kind: 'other' }, { ...good, message: '' }, { ...good, page: 5 }])
      expect(parseReport(bad), JSON.stringify(bad)).toBeNull();
  });

  it('is written at most so many times a minute by the server', () => {
    const admit = createReportBudget(2);
    expect([admit(0), admit(10), admit(20)]).toEqual([true, true, false]);
    expect(admit(60_000)).toBe(true);
  });

  it('cuts query and hash off any address', () => {
    expect(withoutQuery('/a/b?c=1#d')).toBe('/a/b');
    expect(withoutQuery('https://x.test/p#h')).toBe('https://x.test/p');
  });
});
