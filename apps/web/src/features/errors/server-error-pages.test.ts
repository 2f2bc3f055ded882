import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  OUTPUT_DIR,
  VARIANTS,
  renderServerErrorPage,
  variantAccent,
  variantLanguages,
} from '../../../scripts/generate-server-error-pages.mjs';

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
    expect(html).toContain(`--accent: ${variantAccent(variant)}`);
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

  it('gives brand families their own accent, sushi red for sm and orange for pc', () => {
    expect(variantAccent('sm-ua')).toBe(variantAccent('sm-ae'));
    expect(variantAccent('sm-ua')).toBe('#c8102e');
    expect(variantAccent('pc-ua')).toBe('#c2410c');
    expect(variantAccent('dp-ua-dzidzio')).toBe(variantAccent('dp-ua'));
    expect(() => variantAccent('zz-ua')).toThrow();
  });

  it('keep white button text readable on every accent (WCAG AA, 4.5:1)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const variant of SPEC_VARIANTS) {
      const ratio = 1.05 / (luminance(variantAccent(variant)) + 0.05);
      expect(ratio, variant).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('are exactly what the generator writes (run scripts/generate-server-error-pages.mjs)', async () => {
    for (const variant of SPEC_VARIANTS) {
      expect(read(variant), variant).toBe(await renderServerErrorPage(variant));
    }
  }, 30_000); // renders all 24 pages
});
