import { describe, expect, it } from 'vitest';
import {
  applyProfilePatch,
  checkBirthDate,
  generateReferralCode,
  joinFullName,
  sortAddresses,
  type ProfileState,
} from './profile-rules.js';

const today = '2026-11-22';
const base: ProfileState = {
  firstName: 'Олена',
  lastName: 'Коваль',
  middleName: 'Петрівна',
  email: null,
  birthDate: null,
  isBirthDateConfirmed: false,
};

describe('applyProfilePatch', () => {
  it('turns fullName into firstName and blanks the other names (SPEC 5)', () => {
    expect(applyProfilePatch(base, { fullName: 'Олена Коваль', lastName: 'Ignored' }, today)).toEqual({
      ok: true,
      change: { firstName: 'Олена Коваль', lastName: '', middleName: '' },
    });
  });

  it('sets separate name fields and e-mail when no fullName is given', () => {
    expect(applyProfilePatch(base, { lastName: 'Шевченко', email: 'o@example.com' }, today)).toEqual({
      ok: true,
      change: { lastName: 'Шевченко', email: 'o@example.com' },
    });
    expect(applyProfilePatch({ ...base, email: 'a@b.c' }, { email: null }, today)).toEqual({
      ok: true,
      change: { email: null },
    });
  });

  it('sets and confirms a birth date, after which it is fixed', () => {
    expect(applyProfilePatch(base, { birthDate: '1990-05-17', isBirthDateConfirmed: true }, today)).toEqual({
      ok: true,
      change: { birthDate: '1990-05-17', isBirthDateConfirmed: true },
    });
    const confirmed = { ...base, birthDate: '1990-05-17', isBirthDateConfirmed: true };
    expect(applyProfilePatch(confirmed, { birthDate: '1991-01-01' }, today)).toMatchObject({
      ok: false,
      error: { code: 'BIRTH_DATE_LOCKED' },
    });
    expect(applyProfilePatch(confirmed, { birthDate: null }, today)).toMatchObject({ ok: false });
    // sending the same date again is not a change
    expect(applyProfilePatch(confirmed, { birthDate: '1990-05-17' }, today)).toMatchObject({ ok: true });
  });

  it('refuses to confirm a birth date that is not there', () => {
    expect(applyProfilePatch(base, { isBirthDateConfirmed: true }, today)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_BIRTH_DATE' },
    });
  });
});

describe('checkBirthDate', () => {
  it('accepts a real past date within 120 years', () => {
    expect(checkBirthDate('2000-02-29', today)).toBeNull();
    expect(checkBirthDate(today, today)).toBeNull();
    expect(checkBirthDate('1906-11-22', today)).toBeNull();
  });
  it.each(['2001-02-29', '2026-11-23', '1906-11-21', '1990-13-01'])('refuses %s', (date) => {
    expect(checkBirthDate(date, today)).toEqual(expect.any(String));
  });
});

describe('joinFullName', () => {
  it('joins the names that are set', () => {
    expect(joinFullName(base)).toBe('Олена Петрівна Коваль');
    expect(joinFullName({ firstName: 'Олена Коваль', middleName: '', lastName: '' })).toBe('Олена Коваль');
  });
});

describe('sortAddresses', () => {
  it('sorts by city name in Ukrainian order, then latitude', () => {
    const sorted = sortAddresses([
      { id: 1, city: 'Одеса', latitude: 46.4 },
      { id: 2, city: 'Київ', latitude: 50.5 },
      { id: 3, city: 'Київ', latitude: null },
      { id: 4, city: 'Київ', latitude: 50.4 },
      { id: 5, city: 'Іршава', latitude: 48.3 },
    ]);
    expect(sorted.map((a) => a.id)).toEqual([5, 4, 2, 3, 1]);
  });
});

describe('generateReferralCode', () => {
  it('makes 8 unambiguous characters', () => {
    const codes = new Set(Array.from({ length: 200 }, generateReferralCode));
    expect(codes.size).toBe(200);
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });
});
