import { STAFF_PASSWORD_MIN_LENGTH } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { groupSecret, newPasswordProblem, normalizeCode, PASSWORD_MIN_LENGTH } from './account-rules';

describe('normalizeCode', () => {
  it('takes six digits, spaces allowed', () => {
    expect(normalizeCode('123456')).toBe('123456');
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('12345')).toBeNull();
    expect(normalizeCode('12345a')).toBeNull();
    expect(normalizeCode('1234567')).toBeNull();
  });
});

describe('groupSecret', () => {
  it('groups the secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret('')).toBe('');
  });
});

describe('newPasswordProblem', () => {
  it('asks for the length the API asks for', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(STAFF_PASSWORD_MIN_LENGTH);
    expect(newPasswordProblem('short', 'short', 'a@b.ua')).toBe('short');
  });

  it('refuses the e-mail or its name as the password, and a repeat that differs', () => {
    expect(newPasswordProblem('olena@sushi.ua', 'olena@sushi.ua', 'Olena@Sushi.ua')).toBe('isEmail');
    expect(newPasswordProblem('olenakovalenko', 'olenakovalenko', 'olenakovalenko@sushi.ua')).toBe('isEmail');
    expect(newPasswordProblem('long enough pass', 'long enough pas', 'a@b.ua')).toBe('mismatch');
    expect(newPasswordProblem('long enough pass', 'long enough pass', 'a@b.ua')).toBeNull();
  });
});
