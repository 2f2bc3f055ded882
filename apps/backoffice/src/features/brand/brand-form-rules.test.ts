import { describe, expect, it } from 'vitest';
import {
  contrastOf,
  providerChoices,
  dayRowProblems,
  hoursOf,
  isCitySlug,
  isTimeZone,
  isWindowAllowed,
  normalColour,
  numberOf,
  weekRows,
} from './brand-form-rules';

describe('brand form rules', () => {
  it('reads colours and their contrast', () => {
    expect(normalColour('#C12')).toBe('#cc1122');
    expect(normalColour('red')).toBeNull();
    expect(contrastOf('#000', '#fff')).toBe(21);
    expect(contrastOf('#ffffff', '#ffeb3b')).toBeLessThan(4.5);
    expect(contrastOf('nope', '#fff')).toBeNull();
  });

  it('checks slugs and time zones', () => {
    expect(isCitySlug('bila-tserkva')).toBe(true);
    expect(isCitySlug('Kyiv')).toBe(false);
    expect(isCitySlug('-kyiv')).toBe(false);
    expect(isTimeZone('Europe/Kyiv')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('keeps the night rule of the outlet’s day', () => {
    expect(isWindowAllowed('10:00', '02:00')).toBe(true);
    expect(isWindowAllowed('10:00', '09:00')).toBe(false);
    expect(isWindowAllowed('00:00', '00:00')).toBe(true);
    expect(isWindowAllowed('10:00', '10:00')).toBe(false);
  });

  it('turns the week into rows and back, closed days left out', () => {
    const rows = weekRows([{ day: 2, opensAt: '09:00', closesAt: '21:00' }]);
    expect(rows).toHaveLength(7);
    expect(rows[0]!.isOpen).toBe(false);
    expect(hoursOf(rows)).toEqual([{ day: 2, opensAt: '09:00', closesAt: '21:00' }]);
    rows[2] = { day: 3, isOpen: true, opensAt: '9:00', closesAt: '21:00' };
    rows[3] = { day: 4, isOpen: true, opensAt: '10:00', closesAt: '08:00' };
    expect(dayRowProblems(rows)).toEqual({ 3: 'time', 4: 'window' });
  });

  it('reads typed numbers', () => {
    expect(numberOf('50,45')).toBe(50.45);
    expect(numberOf('')).toBeNull();
    expect(numberOf('1e5')).toBeNull();
  });
});

describe('providerChoices', () => {
  it('offers each configured provider alone and before the test page, and the default', () => {
    expect(providerChoices(['test', 'stripe'], [])).toEqual([[], ['stripe'], ['stripe', 'test'], ['test']]);
    expect(providerChoices(['liqpay', 'stripe'], ['liqpay'])).toEqual([[], ['liqpay'], ['stripe']]);
  });

  it('keeps the brand’s own list as a choice when it names a provider not configured here', () => {
    expect(providerChoices(['test'], ['stripe', 'test'])).toEqual([[], ['test'], ['stripe', 'test']]);
  });
});
