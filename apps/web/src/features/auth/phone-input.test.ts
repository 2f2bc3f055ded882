import { describe, expect, it } from 'vitest';
import {
  PHONE_PLANS,
  formatNational,
  isCompleteNational,
  nationalDigits,
  phonePlanOf,
  recipientOf,
} from './phone-input';

const UA = PHONE_PLANS.UA!;
const AE = PHONE_PLANS.AE!;

describe('the sign-in phone field', () => {
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

  it('sends the digits with a leading plus (SPEC section 5)', () => {
    expect(recipientOf('671234567', UA)).toBe('+380671234567');
    expect(recipientOf('50 123 4567', AE)).toBe('+971501234567');
  });

  it('knows when the number is complete', () => {
    expect(isCompleteNational('671234567', UA)).toBe(true);
    expect(isCompleteNational('67123456', UA)).toBe(false);
  });

  it('takes a whole international number in a country without a plan', () => {
    const plan = phonePlanOf('PL');
    expect(plan.callingCode).toBe('');
    expect(nationalDigits('+48 512 345 678', plan)).toBe('48512345678');
    expect(recipientOf('48512345678', plan)).toBe('+48512345678');
    expect(isCompleteNational('4851234', plan)).toBe(false);
    expect(isCompleteNational('48512345678', plan)).toBe(true);
    expect(phonePlanOf('ua')).toBe(UA);
  });
});
