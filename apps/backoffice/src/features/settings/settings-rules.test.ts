import { describe, expect, it } from 'vitest';
import { parseUnpaidMinutes, settingsChanges } from './settings-rules';

describe('parseUnpaidMinutes', () => {
  it('takes whole minutes from 5 to 1440', () => {
    expect(parseUnpaidMinutes('30')).toBe(30);
    expect(parseUnpaidMinutes(' 5 ')).toBe(5);
    expect(parseUnpaidMinutes('1440')).toBe(1440);
  });

  it('refuses empty, fractional and out-of-range values', () => {
    expect(parseUnpaidMinutes('')).toBeNull();
    expect(parseUnpaidMinutes('4')).toBeNull();
    expect(parseUnpaidMinutes('1441')).toBeNull();
    expect(parseUnpaidMinutes('2.5')).toBeNull();
    expect(parseUnpaidMinutes('abc')).toBeNull();
  });
});

describe('settingsChanges', () => {
  it('keeps only what differs from the stored settings', () => {
    const stored = { requireTotp: false, unpaidCancelMinutes: 30 };
    expect(settingsChanges(stored, stored)).toEqual({});
    expect(settingsChanges(stored, { requireTotp: true, unpaidCancelMinutes: 30 })).toEqual({
      requireTotp: true,
    });
    expect(settingsChanges(stored, { requireTotp: false, unpaidCancelMinutes: 45 })).toEqual({
      unpaidCancelMinutes: 45,
    });
  });
});
