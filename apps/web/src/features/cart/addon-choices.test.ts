import { describe, expect, it } from 'vitest';
import { addonLines, parseStoredAddons, setAddonChoice } from './addon-choices';

describe('addons the customer changed (SPEC section 3: addons_updated_by_user)', () => {
  it('keeps a choice between 0 and the cap', () => {
    expect(setAddonChoice({}, 7, 3, 5)).toEqual({ 7: 3 });
    expect(setAddonChoice({ 7: 3 }, 7, 9, 5)).toEqual({ 7: 5 });
    expect(setAddonChoice({ 7: 3 }, 7, -1, 5)).toEqual({ 7: 0 });
  });

  it('sends chosen addons as lines, capped by the last calculation and only while offered', () => {
    const offered = [{ addonId: 7, countMax: 2 }];
    expect(addonLines({ 7: 4, 8: 1 }, offered)).toEqual([{ productId: 7, count: 2, isAddon: true }]);
    // before the first calculation nothing is known: sent as chosen, the server caps them
    expect(addonLines({ 7: 4 }, null)).toEqual([{ productId: 7, count: 4, isAddon: true }]);
    // a 0 turns a free default off, so it is sent too
    expect(addonLines({ 7: 0 }, offered)).toEqual([{ productId: 7, count: 0, isAddon: true }]);
  });

  it('discards unreadable stored choices', () => {
    expect(parseStoredAddons('nope')).toEqual({});
    expect(parseStoredAddons('[1,2]')).toEqual({});
    expect(parseStoredAddons(JSON.stringify({ 7: 2, x: 1, 8: -1, 9: 1.5 }))).toEqual({ 7: 2 });
  });
});
