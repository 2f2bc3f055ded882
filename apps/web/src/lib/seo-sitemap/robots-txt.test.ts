import { describe, expect, it } from 'vitest';
import { buildRobotsTxt } from './robots-txt';

const ukRu = { languages: ['uk', 'ru'] as const, defaultLanguage: 'uk' as const };
const enOnly = { languages: ['en'] as const, defaultLanguage: 'en' as const };

const lines = (txt: string) => txt.split('\n');

describe('robots.txt', () => {
  it('allows everything but the per-visitor pages, in every language, and points to the sitemap', () => {
    const txt = buildRobotsTxt('https://sushi.test/', ukRu);
    expect(lines(txt)[0]).toBe('User-agent: *');
    expect(lines(txt)).toContain('Allow: /');
    for (const p of [
      '/cart',
      '/checkout',
      '/account',
      '/sign-in',
      '/ru/cart',
      '/ru/checkout',
      '/ru/account',
    ]) {
      expect(lines(txt)).toContain(`Disallow: ${p}`);
    }
    expect(lines(txt)).toContain('Disallow: /api/');
    expect(lines(txt)).toContain('Sitemap: https://sushi.test/sitemap.xml');
    expect(txt).not.toMatch(/Disallow: \/\n|Disallow: \/ua/);
  });

  it('keeps the private pages of a brand without uk unprefixed, its default language', () => {
    const txt = buildRobotsTxt('https://sushi.ae', enOnly);
    expect(lines(txt)).toContain('Disallow: /cart');
    expect(lines(txt)).not.toContain('Disallow: /en/cart');
  });

  it('lists each rule once', () => {
    const rules = lines(buildRobotsTxt('https://x.test', ukRu)).filter((l) => l.startsWith('Disallow'));
    expect(new Set(rules).size).toBe(rules.length);
  });
});
