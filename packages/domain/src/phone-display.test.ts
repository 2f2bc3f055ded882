import { describe, expect, it } from 'vitest';
import {
  PHONE_PLANS,
  displayPhone,
  formatNational,
  nationalDigits,
  phoneFieldValue,
  phoneFieldView,
  phonePlanOf,
  recipientOf,
  telHref,
} from './phone-display';
import { servedPhone } from './phone';

const UA = PHONE_PLANS.UA!;
const AE = PHONE_PLANS.AE!;

describe('a phone field after the country prefix', () => {
  it('reads a Ukrainian number in any spelling as its nine national digits', () => {
    for (const typed of [
      '671234567',
      '0671234567',
      '067 123 45 67',
      '(067) 123-45-67',
      '+38 (067) 123-45-67',
      '380671234567',
      '+380671234567',
      '00380671234567',
      '80671234567',
    ]) {
      expect(nationalDigits(typed, UA), typed).toBe('671234567');
      expect(phoneFieldValue(typed, UA), typed).toBe('671234567');
    }
  });

  it('stops at the plan length and keeps a partial number as typed', () => {
    expect(nationalDigits('67123456789', UA)).toBe('671234567');
    expect(nationalDigits('067 12', UA)).toBe('6712');
    expect(nationalDigits('', UA)).toBe('');
  });

  it('groups the national part for reading', () => {
    expect(formatNational('671234567', UA)).toBe('67 123 45 67');
    expect(formatNational('6712', UA)).toBe('67 12');
    expect(formatNational('501234567', AE)).toBe('50 123 4567');
  });

  it('shows the prefix and the grouped national part, also for a stored E.164 number', () => {
    expect(phoneFieldView('+380671234567', UA)).toEqual({ prefix: '+380', text: '67 123 45 67' });
    expect(phoneFieldView('671234567', UA)).toEqual({ prefix: '+380', text: '67 123 45 67' });
    expect(phoneFieldView('', UA)).toEqual({ prefix: '+380', text: '' });
  });

  it("keeps another country's number whole, with its plus, and no prefix", () => {
    expect(phoneFieldValue('+48 512 345 678', UA)).toBe('+48512345678');
    expect(phoneFieldValue('0048 512 345 678', UA)).toBe('+48512345678');
    expect(phoneFieldView('+48512345678', UA)).toEqual({ prefix: null, text: '+485 123 456 78' });
    // a "+" alone is the start of such a number; "+3" may still become this country's "+380"
    expect(phoneFieldValue('+', UA)).toBe('+');
    expect(phoneFieldValue('+3', UA)).toBe('3');
    expect(phoneFieldValue('+381', UA)).toBe('+381');
  });

  it('keeps the whole international number in a country without a plan', () => {
    const plan = phonePlanOf('PL');
    expect(plan.callingCode).toBe('');
    expect(phoneFieldValue('+48 512 345 678', plan)).toBe('+48512345678');
    expect(phoneFieldValue('', plan)).toBe('');
    expect(phonePlanOf('ua')).toBe(UA);
  });

  it('keeps what the phone rule reads as the same number', () => {
    for (const typed of ['671234567', '+38 067 123 45 67', '80671234567'])
      expect(servedPhone(phoneFieldValue(typed, UA), ['UA'])).toBe('+380671234567');
    expect(servedPhone(phoneFieldValue('+48 512 345 678', UA), ['UA', 'PL'])).toBe('+48512345678');
    expect(recipientOf('50 123 4567', AE)).toBe('+971501234567');
  });
});

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
