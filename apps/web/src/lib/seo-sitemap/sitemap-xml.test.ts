import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, buildSitemapXml, escapeXml } from './sitemap-xml';
import { cityPagePaths, isCitySlug, sitemapUrls } from './site-pages';

const ukRu = { languages: ['uk', 'ru'] as const, defaultLanguage: 'uk' as const };
const enOnly = { languages: ['en'] as const, defaultLanguage: 'en' as const };

describe('escapeXml', () => {
  it('escapes the five XML entities', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('does not double-escape and drops characters XML forbids', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
    expect(escapeXml('a\u0000b\u0008c\td\ne')).toBe('abc\td\ne');
  });
});

describe('buildSitemapXml', () => {
  it('writes a urlset with the xhtml namespace, locs and alternates', () => {
    const xml = buildSitemapXml([
      {
        loc: 'https://x.test/menu/a?b=1&c=2',
        alternates: [{ hreflang: 'uk', href: 'https://x.test/menu/a?b=1&c=2' }],
      },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain('<loc>https://x.test/menu/a?b=1&amp;c=2</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="uk" href="https://x.test/menu/a?b=1&amp;c=2"/>',
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('keeps a hostile value inside its attribute', () => {
    const xml = buildSitemapXml([
      { loc: 'https://x.test/"><script>', alternates: [{ hreflang: 'x"y', href: 'https://x.test/"/>' }] },
    ]);
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('hreflang="x&quot;y"');
    expect(xml).toContain('href="https://x.test/&quot;/&gt;"');
  });

  it('writes an empty but valid urlset', () => {
    expect(buildSitemapXml([])).toMatch(/<urlset [^>]+>\n<\/urlset>\n$/);
  });

  it('refuses more URLs than one sitemap may hold', () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({
      loc: `https://x.test/${i}`,
      alternates: [],
    }));
    expect(() => buildSitemapXml(many)).toThrow(/at most/);
  });
});

describe('pages of a city', () => {
  it('lists home, each category and each product once, skipping products without a category slug', () => {
    expect(
      cityPagePaths({
        categorySlugs: ['rolls', 'sets'],
        products: [
          { categorySlug: 'rolls', slug: 'philadelphia' },
          { categorySlug: 'rolls', slug: 'philadelphia' },
          { categorySlug: null, slug: 'orphan' },
          { categorySlug: 'sets', slug: 'big-set' },
        ],
      }),
    ).toEqual(['/', '/menu/rolls', '/menu/sets', '/menu/rolls/philadelphia', '/menu/sets/big-set']);
  });

  it('percent-encodes slugs that are not URL-safe', () => {
    expect(
      cityPagePaths({ categorySlugs: ['роли'], products: [{ categorySlug: 'a b', slug: 'x/y' }] }),
    ).toEqual(['/', '/menu/%D1%80%D0%BE%D0%BB%D0%B8', '/menu/a%20b/x%2Fy']);
  });
});

describe('city segment', () => {
  it('accepts slugs and refuses the build placeholder and anything else', () => {
    expect(isCitySlug('kyiv')).toBe(true);
    expect(isCitySlug('ivano-frankivsk')).toBe(true);
    for (const bad of ['-', '', 'Kyiv', 'kyiv-', '-kyiv', 'a--b', 'kyiv/../x', 'київ']) {
      expect(isCitySlug(bad), bad).toBe(false);
    }
  });
});

describe('sitemap entries', () => {
  it('gives each page once per language with every alternate and x-default', () => {
    const urls = sitemapUrls('https://sushi.test/', ['/', '/menu/sets'], ukRu);
    expect(urls.map((u) => u.loc)).toEqual([
      'https://sushi.test/',
      'https://sushi.test/ru',
      'https://sushi.test/menu/sets',
      'https://sushi.test/ru/menu/sets',
    ]);
    expect(urls[3]!.alternates).toEqual([
      { hreflang: 'uk', href: 'https://sushi.test/menu/sets' },
      { hreflang: 'ru', href: 'https://sushi.test/ru/menu/sets' },
      { hreflang: 'x-default', href: 'https://sushi.test/menu/sets' },
    ]);
  });

  it('lists a brand without uk in its default language, unprefixed', () => {
    const urls = sitemapUrls('https://sushi.ae', ['/', '/menu/sets'], enOnly);
    expect(urls.map((u) => u.loc)).toEqual(['https://sushi.ae/', 'https://sushi.ae/menu/sets']);
    expect(urls[0]!.alternates.map((a) => a.hreflang)).toEqual(['en', 'x-default']);
  });
});
