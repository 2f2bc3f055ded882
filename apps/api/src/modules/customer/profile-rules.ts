/**
 * Profile rules of SPEC section 5 and the account area, as pure functions. Dates are calendar
 * dates (YYYY-MM-DD); "today" is passed in by the caller.
 */
import { randomInt } from 'node:crypto';
import type { TProfilePatch } from '@food/contracts';

export interface ProfileState {
  firstName: string;
  lastName: string;
  middleName: string;
  email: string | null;
  birthDate: string | null;
  isBirthDateConfirmed: boolean;
}

export type ProfileChange = Partial<ProfileState>;

export type ProfileRuleError =
  { code: 'INVALID_BIRTH_DATE'; message: string } | { code: 'BIRTH_DATE_LOCKED'; message: string };

/** oldest and youngest birth dates a customer may give: 120 years back, not in the future */
const MAX_AGE_YEARS = 120;

export function joinFullName(p: { firstName: string; middleName: string; lastName: string }): string {
  return [p.firstName, p.middleName, p.lastName].filter((s) => s.trim() !== '').join(' ');
}

export function checkBirthDate(date: string, today: string): string | null {
  const parsed = new Date(`${date}T00:00:00Z`);
  // z.iso.date() lets 2025-02-30 through as a shape; a real date round-trips
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    return `${date} is not a calendar date`;
  }
  if (date > today) return 'birthDate cannot be in the future';
  const oldest = `${Number(today.slice(0, 4)) - MAX_AGE_YEARS}${today.slice(4)}`;
  if (date < oldest) return `birthDate cannot be more than ${MAX_AGE_YEARS} years ago`;
  return null;
}

/**
 * The change a patch makes. SPEC 5: a given fullName becomes firstName and blanks lastName and
 * middleName (it wins over separate name fields in the same patch). A confirmed birth date is
 * fixed: birthday offers are worth money, so only support can change it.
 */
export function applyProfilePatch(
  current: ProfileState,
  patch: TProfilePatch,
  today: string,
): { ok: true; change: ProfileChange } | { ok: false; error: ProfileRuleError } {
  const change: ProfileChange = {};
  if (patch.fullName !== undefined) {
    change.firstName = patch.fullName;
    change.lastName = '';
    change.middleName = '';
  } else {
    if (patch.firstName !== undefined) change.firstName = patch.firstName;
    if (patch.lastName !== undefined) change.lastName = patch.lastName;
    if (patch.middleName !== undefined) change.middleName = patch.middleName;
  }
  if (patch.email !== undefined) change.email = patch.email ?? null;

  if (patch.birthDate !== undefined) {
    const next = patch.birthDate ?? null;
    if (current.isBirthDateConfirmed && next !== current.birthDate) {
      return {
        ok: false,
        error: {
          code: 'BIRTH_DATE_LOCKED',
          message: 'The birth date is confirmed and can only be changed by support',
        },
      };
    }
    if (next !== null) {
      const problem = checkBirthDate(next, today);
      if (problem) return { ok: false, error: { code: 'INVALID_BIRTH_DATE', message: problem } };
    }
    change.birthDate = next;
  }
  if (patch.isBirthDateConfirmed) {
    const date = change.birthDate !== undefined ? change.birthDate : current.birthDate;
    if (!date) {
      return { ok: false, error: { code: 'INVALID_BIRTH_DATE', message: 'Give a birthDate to confirm it' } };
    }
    change.isBirthDateConfirmed = true;
  }
  return { ok: true, change };
}

/** SPEC 5: addresses sorted by city name, then by latitude (addresses without one last). */
export function sortAddresses<T extends { city: string; latitude: number | null }>(addresses: T[]): T[] {
  const collator = new Intl.Collator('uk');
  return [...addresses].sort(
    (a, b) =>
      collator.compare(a.city, b.city) ||
      (a.latitude ?? Number.POSITIVE_INFINITY) - (b.latitude ?? Number.POSITIVE_INFINITY),
  );
}

/** Referral promo codes: 8 characters without the look-alikes 0/O and 1/I, said over a phone. */
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function generateReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}
