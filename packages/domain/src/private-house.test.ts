import { describe, expect, it } from 'vitest';
import { flatPartsOf } from './private-house';

const flat = { apartment: ' 12 ', entrance: '3', floor: '', intercom: '12K' };
const orNull = (v: string | null | undefined) => v?.trim() || null;

describe('private house (SPEC section 5: apartment, entrance, floor, intercom blank)', () => {
  it('blanks all four parts of a private house, whatever was typed', () => {
    expect(flatPartsOf({ ...flat, isPrivateHouse: true }, orNull)).toEqual({
      apartment: null,
      entrance: null,
      floor: null,
      intercom: null,
    });
  });

  it('keeps a flat’s parts as the caller reads them', () => {
    expect(flatPartsOf({ ...flat, isPrivateHouse: false }, orNull)).toEqual({
      apartment: '12',
      entrance: '3',
      floor: null,
      intercom: '12K',
    });
  });

  it('reads parts left out as missing, and blanks with the caller’s blank (a form’s empty field)', () => {
    expect(flatPartsOf({ isPrivateHouse: false, apartment: '5' }, (v) => v ?? '')).toEqual({
      apartment: '5',
      entrance: '',
      floor: '',
      intercom: '',
    });
    expect(flatPartsOf({ ...flat, isPrivateHouse: true }, (v) => v ?? '', '')).toEqual({
      apartment: '',
      entrance: '',
      floor: '',
      intercom: '',
    });
  });
});
