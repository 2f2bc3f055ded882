/**
 * Profile rules of SPEC section 5 and the account area, as pure functions: the fullName rule,
 * the birth-date rule (the same limits the API keeps), the avatar's data-URL prefix and file
 * checks. "Today" is passed in as YYYY-MM-DD.
 */
export interface ProfileNames {
  firstName: string;
  lastName: string;
  middleName: string;
}

/** The name the profile form shows: the three names joined, as the API's fullName. */
export const joinNames = (n: ProfileNames) =>
  [n.firstName, n.middleName, n.lastName].filter((s) => s.trim() !== '').join(' ');

/**
 * SPEC section 5: when fullName is given it becomes firstName, and lastName and middleName
 * are blanked. The stored user follows the same rule so the menu greets the new name at once.
 */
export function applyFullName<T extends ProfileNames>(user: T, fullName: string): T & { fullName: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  return { ...user, firstName: name, lastName: '', middleName: '', fullName: name };
}

export interface ProfileForm {
  fullName: string;
  email: string;
}

export interface ProfileCurrent extends ProfileNames {
  email: string | null;
}

/** The PATCH body: only what changed; the name goes as fullName (the API applies the rule too). */
export function profilePatchOf(form: ProfileForm, current: ProfileCurrent) {
  const patch: { fullName?: string; email?: string | null } = {};
  const fullName = form.fullName.trim().replace(/\s+/g, ' ');
  if (fullName !== '' && fullName !== joinNames(current)) patch.fullName = fullName;
  const email = form.email.trim();
  if ((email || null) !== (current.email ?? null)) patch.email = email || null;
  return patch;
}

const FULL_NAME_MAX = 150;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type ProfileProblem = 'nameRequired' | 'nameTooLong' | 'emailInvalid';

export function checkProfileForm(form: ProfileForm): { fullName?: ProfileProblem; email?: ProfileProblem } {
  const problems: { fullName?: ProfileProblem; email?: ProfileProblem } = {};
  const name = form.fullName.trim();
  if (name === '') problems.fullName = 'nameRequired';
  else if (name.length > FULL_NAME_MAX) problems.fullName = 'nameTooLong';
  if (form.email.trim() !== '' && !EMAIL.test(form.email.trim())) problems.email = 'emailInvalid';
  return problems;
}

/** The API's limit: a birth date at most this many years back, never in the future. */
const MAX_AGE_YEARS = 120;

export type BirthDateProblem = 'invalid' | 'future' | 'tooOld';

/** The birth-date rule: a real calendar date, not after today, not more than 120 years back. */
export function checkBirthDate(date: string, today: string): BirthDateProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'invalid';
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) return 'invalid';
  if (date > today) return 'future';
  if (date < oldestBirthDate(today)) return 'tooOld';
  return null;
}

export const oldestBirthDate = (today: string) =>
  `${Number(today.slice(0, 4)) - MAX_AGE_YEARS}${today.slice(4)}`;

/** Today's calendar date as the API counts it (UTC), YYYY-MM-DD. */
export const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Whether saving asks the birth-date confirm modal first: a new date on a profile whose date is
 * not confirmed yet. Once confirmed the date is fixed (only support may change it).
 */
export const needsBirthDateConfirm = (
  date: string,
  current: { birthDate: string | null; isBirthDateConfirmed: boolean },
) => !current.isBirthDateConfirmed && date !== '' && date !== current.birthDate;

/** SPEC section 5: the avatar is sent without its data-URL prefix ("data:image/jpeg;base64,"). */
export function stripDataUrlPrefix(dataUrl: string): string {
  return dataUrl.replace(/^data:image\/[a-z0-9.+-]+;base64,/i, '');
}

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export type AvatarProblem = 'avatarType' | 'avatarSize';

/** The API takes JPEG, PNG or WebP up to 5 MB: said before the upload, not after it. */
export function checkAvatarFile(file: { type: string; size: number }): AvatarProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'avatarType';
  if (file.size > AVATAR_MAX_BYTES) return 'avatarSize';
  return null;
}
