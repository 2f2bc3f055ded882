import { describe, expect, it } from 'vitest';
import { ALLOWED_IMAGE_VARIANTS, BOT_QUALITY, isAllowedVariant, variantQuery } from './image-variants.js';

describe('the allowed image variants', () => {
  it('are a small fixed list, one spelling each', () => {
    const queries = ALLOWED_IMAGE_VARIANTS.map(variantQuery);
    expect(new Set(queries).size).toBe(queries.length);
    expect(queries.length).toBeLessThanOrEqual(64);
  });

  it.each([
    // what apps/web/src asks for (people, then crawlers at half size and q10), and the bare URL
    { mode: 'fit', format: 'webp', q: 80 },
    { w: 400, mode: 'fit', format: 'webp', q: 80 },
    { w: 200, mode: 'fit', format: 'webp', q: BOT_QUALITY },
    { w: 1600, h: 600, mode: 'fill', format: 'webp', q: 80 },
    { w: 360, h: 203, mode: 'fill', format: 'webp', q: BOT_QUALITY },
    { w: 200, h: 134, mode: 'fill', format: 'webp', q: BOT_QUALITY },
    { w: 800, h: 533, mode: 'fill', format: 'webp', q: 80 },
    { w: 1200, h: 630, mode: 'fill', format: 'jpeg', q: 80 },
    { w: 800, mode: 'fit', format: 'jpeg', q: 80 },
    // an uploaded logo in the header, and for crawlers
    { w: 296, h: 80, mode: 'fit', format: 'webp', q: 80 },
    { w: 148, h: 40, mode: 'fit', format: 'webp', q: BOT_QUALITY },
  ] as const)('serves %j', (v) => {
    expect(isAllowedVariant(v)).toBe(true);
  });

  it.each([
    { w: 320, mode: 'fit', format: 'webp', q: 80 },
    { w: 400, mode: 'fit', format: 'webp', q: 79 },
    { w: 400, mode: 'fit', format: 'jpeg', q: 80 },
    { w: 400, h: 400, mode: 'fit', format: 'webp', q: 80 },
    { w: 1600, h: 600, mode: 'fit', format: 'webp', q: 80 },
    { w: 1200, h: 630, mode: 'fill', format: 'webp', q: 10 },
    { h: 400, mode: 'fit', format: 'webp', q: 80 },
    { mode: 'fit', format: 'webp', q: 10 },
  ] as const)('refuses %j', (v) => {
    expect(isAllowedVariant(v)).toBe(false);
  });

  it('never asks for more than 1600 × 1200 pixels', () => {
    for (const v of ALLOWED_IMAGE_VARIANTS)
      expect((v.w ?? 0) * (v.h ?? v.w ?? 0)).toBeLessThanOrEqual(1600 * 1200);
  });
});
