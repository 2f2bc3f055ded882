import { describe, expect, it } from 'vitest';
import { canUse } from './access';

describe('areas by role', () => {
  it('gives owners everything', () => {
    for (const area of ['board', 'staff', 'audit', 'machine', 'settings', 'account'] as const)
      expect(canUse('OWNER', area)).toBe(true);
  });

  it('keeps the audit log and the settings to owners', () => {
    expect(canUse('BRAND_MANAGER', 'audit')).toBe(false);
    expect(canUse('BRAND_MANAGER', 'settings')).toBe(false);
    expect(canUse('BRAND_MANAGER', 'staff')).toBe(true);
  });

  it('gives outlet staff their kitchen: board, stop list, the day, their account', () => {
    expect(canUse('OUTLET_STAFF', 'board')).toBe(true);
    expect(canUse('OUTLET_STAFF', 'stopList')).toBe(true);
    expect(canUse('OUTLET_STAFF', 'day')).toBe(true);
    expect(canUse('OUTLET_STAFF', 'account')).toBe(true);
    expect(canUse('OUTLET_STAFF', 'staff')).toBe(false);
    expect(canUse('OUTLET_STAFF', 'machine')).toBe(false);
  });
});
