import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS } from '../../db/seed/types.js';
import { drawIllustration } from './illustrations.js';

const SIZES: Record<string, [number, number]> = { banner: [1600, 600], promo: [1200, 800] };

describe('drawIllustration', () => {
  it.each(IMAGE_KINDS)('draws a self-contained SVG of the right size for %s', (kind) => {
    const drawn = drawIllustration(`${kind}.sm-ua-1`);
    expect(drawn).not.toBeNull();
    const { svg, width, height } = drawn!;
    const [w, h] = SIZES[kind] ?? [800, 800];
    expect([width, height]).toEqual([w, h]);
    expect(
      svg.startsWith(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
      ),
    ).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    // no text, fonts, scripts or references outside the document
    expect(svg).not.toMatch(/<text|<image|<script|<style|font-family|@import/);
    expect(svg).not.toMatch(/(?:href|src)\s*=\s*"(?!#)/);
    expect(svg).not.toMatch(/url\((?!#)/);
    // every url(#id) points at a def of this document
    const ids = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids.has(ref)).toBe(true);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    expect(svg.length).toBeLessThan(400_000);
  });

  it('is deterministic: the same key gives the identical SVG', () => {
    for (const kind of IMAGE_KINDS) {
      expect(drawIllustration(`${kind}.philadelphia-classic`)!.svg).toBe(
        drawIllustration(`${kind}.philadelphia-classic`)!.svg,
      );
    }
  });

  it('varies with the seed', () => {
    for (const kind of IMAGE_KINDS) {
      const a = drawIllustration(`${kind}.sm-ua-1`)!.svg;
      const b = drawIllustration(`${kind}.sm-ua-2`)!.svg;
      expect(a, kind).not.toBe(b);
    }
  });

  it('follows dish names in the seed', () => {
    expect(drawIllustration('sauce.soy')!.svg).toContain('#3b1c0e');
    expect(drawIllustration('sauce.cheese-sauce')!.svg).toContain('#f6c343');
    expect(drawIllustration('pizza.pepperoni')!.svg).toContain('#c8392b');
  });

  it.each([
    '../etc',
    'roll',
    'unknown.x',
    'Roll.philadelphia',
    'roll.Philadelphia',
    `roll.${'a'.repeat(200)}`,
    'roll.',
    '.x',
    'roll.a.b',
    'roll.a_b',
    'roll.a b',
    'constructor.x',
    'toString.x',
    '',
  ])('returns null for %j', (key) => {
    expect(drawIllustration(key)).toBeNull();
  });

  it('accepts seeds of 1 and 80 characters', () => {
    expect(drawIllustration('roll.a')).not.toBeNull();
    expect(drawIllustration(`roll.${'a'.repeat(80)}`)).not.toBeNull();
    expect(drawIllustration(`roll.${'a'.repeat(81)}`)).toBeNull();
  });
});
