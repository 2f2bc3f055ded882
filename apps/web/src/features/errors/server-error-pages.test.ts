import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  OUTPUT_DIR,
  VARIANTS,
  contrast,
  familyAccent,
  readBrandsFile,
  renderServerErrorPage,
  variantAccent,
  variantLanguages,
} from '../../../scripts/generate-server-error-pages.mjs';

const brands = readBrandsFile();

/** SPEC section 1: the storefront variants that each have a server-error page */
const SPEC_VARIANTS = [
  'ck-ae',
  'dp-ua-dzidzio',
  'dp-ua',
  'ee-ua',
  'es-ua',
  'gs-ru',
  'gs-ua',
  'hb-ua',
  'mp-ua',
  'ms-ru',
  'ms-ua',
  'pc-ua',
  'rr-ru',
  'sm-ae',
  'sm-by',
  'sm-hu',
  'sm-kz',
  'sm-ru',
  'sm-ua',
  'sm-us',
  'sp-ru',
  'vs-ua',
  'ws-ae',
  'ws-ua',
];

const familyAccentsOf = (variants: string[]): Record<string, string> =>
  Object.fromEntries(variants.map((v) => [v.split('-')[0], familyAccent(v)]));

const read = (variant: string) => readFileSync(path.join(OUTPUT_DIR, `${variant}.html`), 'utf8');

describe('server-error pages', () => {
  it('exist for exactly the 24 variants of the spec', () => {
    expect([...VARIANTS].sort()).toEqual([...SPEC_VARIANTS].sort());
    const files = readdirSync(OUTPUT_DIR).filter((f) => f.endsWith('.html'));
    expect(files.sort()).toEqual(SPEC_VARIANTS.map((v) => `${v}.html`).sort());
  });

  it.each(SPEC_VARIANTS)('%s is static, self-contained and noindex', (variant) => {
    const html = read(variant);
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    // nothing to fetch: the server behind the proxy may be the thing that is down
    expect(html).not.toMatch(/<link\b|<img\b|url\(|@import|src=/i);
    expect(html).toContain(`--accent: ${variantAccent(variant, brands[variant])}`);
  });

  it('speaks the language of the variant country', () => {
    const lang = (variant: string) => /<html lang="([a-z]+)">/.exec(read(variant))?.[1];
    expect(lang('sm-ua')).toBe('uk');
    expect(lang('dp-ua-dzidzio')).toBe('uk');
    expect(lang('sm-kz')).toBe('ru');
    expect(lang('sm-by')).toBe('ru');
    expect(lang('ws-ae')).toBe('en');
    expect(lang('sm-us')).toBe('en');
    expect(lang('sm-hu')).toBe('hu');
    expect(read('sm-ua')).toContain('Ми вже все лагодимо');
    expect(read('sm-ru')).toContain('Мы уже всё чиним');
    // Hungarian first, English for whoever does not read it
    expect(variantLanguages('sm-hu')).toEqual(['hu', 'en']);
    expect(read('sm-hu')).toContain('Már javítjuk');
    expect(read('sm-hu')).toContain('<section class="other" lang="en">');
  });

  it('take the brand’s own colour, its family’s accent when white text on it is not readable', () => {
    expect(variantAccent('sm-ua', brands['sm-ua'])).toBe('#c8102e');
    expect(variantAccent('pc-ua', brands['pc-ua'])).toBe('#c2410c');
    // variants of one family look like themselves, not like each other
    expect(variantAccent('dp-ua-dzidzio', brands['dp-ua-dzidzio'])).not.toBe(
      variantAccent('dp-ua', brands['dp-ua']),
    );
    expect(variantAccent('sm-ua', { primary: '#ffe14d' })).toBe(familyAccent('sm-ua'));
    expect(variantAccent('sm-ua', { primary: 'red; }' })).toBe(familyAccent('sm-ua'));
    expect(() => familyAccent('zz-ua')).toThrow();
  });

  it('keep white button text readable on every accent (WCAG AA, 4.5:1)', () => {
    for (const variant of SPEC_VARIANTS) {
      expect(contrast(variantAccent(variant, brands[variant]), '#ffffff'), variant).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    for (const accent of Object.values(familyAccentsOf(SPEC_VARIANTS))) {
      expect(contrast(accent, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('are exactly what the generator writes (run scripts/generate-server-error-pages.mjs)', async () => {
    for (const variant of SPEC_VARIANTS) {
      expect(read(variant), variant).toBe(await renderServerErrorPage(variant));
    }
  }, 30_000); // renders all 24 pages
});
