import { describe, expect, it } from 'vitest';
import { canAct, filtersFromParams, isKnownKind, jobsQuery, rowState } from './jobs-rules';

describe('the Jobs page', () => {
  it('reads its filters from the address, ignoring what it should not say', () => {
    expect(filtersFromParams(new URLSearchParams('state=DEAD&kind=sign_in_sms&page=3'))).toEqual({
      state: 'DEAD',
      kind: 'sign_in_sms',
      page: 3,
    });
    expect(filtersFromParams(new URLSearchParams('state=LOST&kind=%20%20&page=-2'))).toEqual({
      state: null,
      kind: null,
      page: 1,
    });
    expect(filtersFromParams(new URLSearchParams(`kind=${'x'.repeat(101)}&page=1.5`))).toEqual({
      state: null,
      kind: null,
      page: 1,
    });
  });

  it('asks the API for what the filters say, and no more', () => {
    expect(jobsQuery({ state: null, kind: null, page: 1 })).toEqual({ page: 1, size: 20 });
    expect(jobsQuery({ state: 'FAILING', kind: 'housekeeping', page: 2 })).toEqual({
      state: 'FAILING',
      kind: 'housekeeping',
      page: 2,
      size: 20,
    });
  });

  it('offers retry and discard only on a DEAD or waiting job', () => {
    expect(canAct({ state: 'DEAD' })).toBe(true);
    expect(canAct({ state: 'PENDING' })).toBe(true);
    expect(canAct({ state: 'RUNNING' })).toBe(false);
    expect(canAct({ state: 'DONE' })).toBe(false);
  });

  it('tells a DEAD job from a failing one', () => {
    expect(rowState({ state: 'DEAD', lastError: 'x' })).toBe('dead');
    expect(rowState({ state: 'PENDING', lastError: 'timeout' })).toBe('failing');
    expect(rowState({ state: 'PENDING', lastError: null })).toBe('other');
  });

  it('names the kinds the API runs, and only those', () => {
    expect(isKnownKind('sign_in_sms')).toBe(true);
    expect(isKnownKind('housekeeping')).toBe(true);
    expect(isKnownKind('staff_alert')).toBe(true);
    expect(isKnownKind('nightly_report')).toBe(false);
  });
});
