import { describe, expect, it } from 'vitest';
import {
  applyFullName,
  checkAvatarFile,
  checkBirthDate,
  checkProfileForm,
  needsBirthDateConfirm,
  profilePatchOf,
  stripDataUrlPrefix,
} from './profile-rules';

const current = { firstName: 'Олена', middleName: 'Петрівна', lastName: 'Коваль', email: null };

describe('the fullName rule (SPEC section 5)', () => {
  it('makes the full name the first name and blanks the last and middle names', () => {
    expect(applyFullName(current, '  Олена   Коваль ')).toMatchObject({
      firstName: 'Олена Коваль',
      lastName: '',
      middleName: '',
      fullName: 'Олена Коваль',
    });
  });

  it('patches only what changed, the name as fullName', () => {
    expect(profilePatchOf({ fullName: 'Олена Петрівна Коваль', email: '' }, current)).toEqual({});
    expect(profilePatchOf({ fullName: 'Олена', email: '' }, current)).toEqual({ fullName: 'Олена' });
    expect(profilePatchOf({ fullName: 'Олена Петрівна Коваль', email: ' o@example.com ' }, current)).toEqual({
      email: 'o@example.com',
    });
    expect(
      profilePatchOf(
        { fullName: 'Олена Петрівна Коваль', email: '' },
        { ...current, email: 'o@example.com' },
      ),
    ).toEqual({ email: null });
  });

  it('asks for a name and a well-formed e-mail', () => {
    expect(checkProfileForm({ fullName: ' ', email: '' })).toEqual({ fullName: 'nameRequired' });
    expect(checkProfileForm({ fullName: 'x'.repeat(151), email: 'nope' })).toEqual({
      fullName: 'nameTooLong',
      email: 'emailInvalid',
    });
    expect(checkProfileForm({ fullName: 'Олена', email: 'olena@example.com' })).toEqual({});
  });
});

describe('the birth-date rule', () => {
  const today = '2026-11-22';
  it('takes a real date up to today and at most 120 years back', () => {
    expect(checkBirthDate('1990-03-12', today)).toBeNull();
    expect(checkBirthDate(today, today)).toBeNull();
    expect(checkBirthDate('1906-11-22', today)).toBeNull();
    expect(checkBirthDate('1906-11-21', today)).toBe('tooOld');
    expect(checkBirthDate('2026-11-23', today)).toBe('future');
    expect(checkBirthDate('2025-02-29', today)).toBe('invalid');
    expect(checkBirthDate('12.03.1990', today)).toBe('invalid');
  });

  it('asks to confirm a new date only while the date is not confirmed', () => {
    expect(needsBirthDateConfirm('1990-03-12', { birthDate: null, isBirthDateConfirmed: false })).toBe(true);
    expect(
      needsBirthDateConfirm('1990-03-12', { birthDate: '1990-03-12', isBirthDateConfirmed: false }),
    ).toBe(false);
    expect(needsBirthDateConfirm('', { birthDate: null, isBirthDateConfirmed: false })).toBe(false);
    expect(needsBirthDateConfirm('1991-01-01', { birthDate: '1990-03-12', isBirthDateConfirmed: true })).toBe(
      false,
    );
  });
});

describe('the avatar', () => {
  it('is sent without the jpeg data-URL prefix (SPEC section 5)', () => {
    expect(stripDataUrlPrefix('data:image/jpeg;base64,/9j/4AAQ')).toBe('/9j/4AAQ');
    expect(stripDataUrlPrefix('data:image/png;base64,iVBORw0K')).toBe('iVBORw0K');
    expect(stripDataUrlPrefix('/9j/4AAQ')).toBe('/9j/4AAQ');
  });

  it('is a JPEG, PNG or WebP of at most 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 10 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('avatarType');
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toBe('avatarType');
    expect(checkAvatarFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('avatarSize');
  });
});
