import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  OUTPUT_DIR,
  VARIANTS,
  brandOfConfig,
  readBrandsFile,
  renderServerErrorPage,
  writeServerErrorPages,
} from './generate-server-error-pages.mjs';

/** The committed static pages a proxy answers with when the storefront is down (issue 22 item 2). */
const brands = readBrandsFile();
const page = (variant: string) => readFileSync(path.join(OUTPUT_DIR, `${variant}.html`), 'utf8');
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('server-error pages with the brand’s name and contacts', () => {
  it.each(VARIANTS)('%s names its brand and links its own phone and e-mail', (variant) => {
    const brand = brands[variant]!;
    expect(brand.phone, `${variant} phone in server-error-brands.json`).toMatch(/^\+\d{9,15}$/);
    expect(brand.email).toMatch(/@/);
    const html = page(variant);
    expect(text(html)).toContain(brand.name);
    expect(html).toContain(`<title>`);
    expect(html).toMatch(new RegExp(`<title>[^<]*· ${brand.name.replace(/&/g, '&amp;')}</title>`));
    expect(html).toContain(`href="tel:${brand.phone}"`);
    expect(html).toContain(`href="mailto:${brand.email}"`);
  });

  it('differ from each other, each page’s contacts its own', () => {
    const pages = VARIANTS.map(page);
    expect(new Set(pages).size).toBe(VARIANTS.length);
    const phones = VARIANTS.map((v) => brands[v]!.phone);
    expect(new Set(phones).size).toBe(VARIANTS.length);
    for (const [i, variant] of VARIANTS.entries()) {
      for (const [j, other] of VARIANTS.entries())
        if (i !== j)
          expect(pages[i], `${variant} carries ${other}’s phone`).not.toContain(
            `tel:${brands[other]!.phone}`,
          );
    }
  });

  it('label the contacts in the page’s language, Hungarian and English on sm-hu', () => {
    expect(text(page('sm-ua'))).toContain('Телефон: +380443332727');
    expect(text(page('sm-ua'))).toContain('Пошта: hello@sushimoon.example');
    expect(text(page('sm-ru'))).toMatch(/Почта: \S+@/);
    expect(text(page('ws-ae'))).toMatch(/E-mail: \S+@/);
    // once in each language's block
    expect(page('sm-hu').match(/href="tel:/g)).toHaveLength(2);
  });

  it('escape the brand’s words and leave out a contact that is not one', async () => {
    const odd = {
      'sm-ua': { name: 'Sushi <b>Moon</b> & Co', primary: '#c8102e', phone: null, email: 'x@y.example' },
    };
    const html = await renderServerErrorPage('sm-ua', odd);
    expect(html).toContain('Sushi &lt;b&gt;Moon&lt;/b&gt; &amp; Co');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('tel:');
    expect(
      brandOfConfig({
        name: 'N',
        ui: { colors: { primary: '#000000' } },
        supportContact: { phone: 'javascript:alert(1)', email: 'not an address' },
        headerSupportContact: null,
      }),
    ).toEqual({ name: 'N', primary: '#000000', phone: null, email: null });
    // the header's phone when the brand has no support contact
    expect(
      brandOfConfig({ name: 'N', supportContact: null, headerSupportContact: { phone: '+380441112233' } }),
    ).toMatchObject({ phone: '+380441112233', email: null });
  }, 15_000);

  it('write one page per brand given, the 24 always, into the folder asked for', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'server-error-'));
    try {
      const extra = {
        ...brands,
        'zz-ua': { name: 'Zed', primary: null, phone: '+380441234567', email: null },
      };
      // a brand of a family with no accent of its own cannot be drawn
      await expect(writeServerErrorPages(dir, extra)).rejects.toThrow(/zz-ua/);
      const count = await writeServerErrorPages(dir, brands);
      expect(count).toBe(24);
      expect(await readFile(path.join(dir, 'pc-ua.html'), 'utf8')).toBe(page('pc-ua'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
