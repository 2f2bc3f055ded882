import { describe, expect, it } from 'vitest';
import { isListed } from './listing';

describe('listing filter', () => {
  it('lists a dish that is neither an addon nor archived', () => {
    expect(isListed({ isAddon: false, isArchived: false })).toBe(true);
  });

  it('leaves addons (picked in the cart) and archived products out', () => {
    expect(isListed({ isAddon: true, isArchived: false })).toBe(false);
    expect(isListed({ isAddon: false, isArchived: true })).toBe(false);
    expect(isListed({ isAddon: true, isArchived: true })).toBe(false);
  });
});
