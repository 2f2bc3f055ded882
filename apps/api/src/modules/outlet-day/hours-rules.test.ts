import { describe, expect, it } from 'vitest';
import { exceptionDateProblem, windowProblem } from './hours-rules.js';

describe('hours staff may set', () => {
  it('takes a day window and one past midnight up to 06:00', () => {
    expect(windowProblem('10:00', '23:00')).toBeNull();
    expect(windowProblem('10:00', '02:00')).toBeNull();
    expect(windowProblem('18:00', '06:00')).toBeNull();
    expect(windowProblem('00:00', '00:00')).toBeNull();
  });

  it('refuses a night window ending after 06:00 and equal ends', () => {
    expect(windowProblem('10:00', '09:00')).toMatch(/by 06:00/);
    expect(windowProblem('10:00', '10:00')).toMatch(/differ/);
  });
});

describe('exception dates', () => {
  it('are today or later, within a year, on the outlet’s clock', () => {
    expect(exceptionDateProblem('2026-12-31', '2026-12-31')).toBeNull();
    expect(exceptionDateProblem('2027-12-31', '2026-12-31')).toBeNull();
    expect(exceptionDateProblem('2026-12-30', '2026-12-31')).toMatch(/past/);
    expect(exceptionDateProblem('2028-01-02', '2026-12-31')).toMatch(/year/);
  });
});
