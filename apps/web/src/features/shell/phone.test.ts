import { describe, expect, it } from 'vitest';
import { displayPhone, telHref } from './phone';

describe('phone display', () => {
  it('groups Ukrainian numbers', () => {
    expect(displayPhone('+380443332727')).toBe('+38 044 333 27 27');
    expect(displayPhone('380 44 333-27-27')).toBe('+38 044 333 27 27');
  });

  it('groups UAE numbers', () => {
    expect(displayPhone('+97145550199')).toBe('+971 4 555 0199');
    expect(displayPhone('+971501234567')).toBe('+971 50 123 4567');
  });

  it('shows other numbers as configured', () => {
    expect(displayPhone(' +1 212 555 0100 ')).toBe('+1 212 555 0100');
  });

  it('dials digits with a leading plus', () => {
    expect(telHref('+38 (044) 333-27-27')).toBe('tel:+380443332727');
  });
});
