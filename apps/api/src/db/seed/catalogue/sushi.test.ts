import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS, LANGUAGES, PRODUCT_LABELS } from '../types.js';
import type { DemoCatalogue, DemoProduct, Language } from '../types.js';
import { buildSushiCatalogue, UAH_PER_AED } from './sushi.js';

const BRANDS: { brand: string; opts: Parameters<typeof buildSushiCatalogue>[0] }[] = [
  { brand: 'sm-ua', opts: { languages: ['uk', 'ru'], currency: 'UAH', articlePrefix: 'SM' } },
  { brand: 'sm-ae', opts: { languages: ['en'], currency: 'AED', articlePrefix: 'SMAE' } },
];

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const TEXT_FIELDS = ['name', 'description', 'composition', 'seoText'] as const;
/** letters that belong to one Cyrillic alphabet only: a text in the wrong language shows them */
const FOREIGN_LETTERS: Record<Language, RegExp> = {
  uk: /[ыэёъ]/i,
  ru: /[іїєґ]/i,
  en: /[а-яёіїєґ]/i,
};

const productsOf = (c: DemoCatalogue): DemoProduct[] => c.categories.flatMap((cat) => cat.products);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(BRANDS)('sushi catalogue for $brand', ({ opts }) => {
  const catalogue = buildSushiCatalogue(opts);
  const products = productsOf(catalogue);
  const everything = [...products, ...catalogue.addons];
  const unrequested = LANGUAGES.filter((l) => !opts.languages.includes(l));

  it('has at least 8 linkable categories, unique kebab slugs and exactly one default', () => {
    const slugs = catalogue.categories.map((c) => c.slug).filter((s): s is string => s !== null);
    expect(slugs.length).toBeGreaterThanOrEqual(8);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(catalogue.categories.filter((c) => c.isDefault)).toHaveLength(1);
    for (const c of catalogue.categories) {
      expect(IMAGE_KINDS).toContain(c.image);
      expect(c.products.length).toBeGreaterThan(0);
      for (const lang of opts.languages) expect(c.name[lang]?.trim()).toBeTruthy();
      for (const lang of unrequested) expect(c.name[lang]).toBeUndefined();
    }
  });

  it('has at least 120 products besides the addons', () => {
    expect(products.length).toBeGreaterThanOrEqual(120);
    expect(catalogue.addons.length).toBeGreaterThan(0);
  });

  it('gives every product all texts in the requested languages only', () => {
    for (const p of everything) {
      for (const field of TEXT_FIELDS) {
        for (const lang of opts.languages) {
          const text = p[field][lang];
          expect(text?.trim(), `${p.slug}.${field}.${lang}`).toBeTruthy();
          expect(text, `${p.slug}.${field}.${lang} has letters of another language`).not.toMatch(
            FOREIGN_LETTERS[lang],
          );
        }
        for (const lang of unrequested) expect(p[field][lang], `${p.slug}.${field}.${lang}`).toBeUndefined();
      }
    }
  });

  it('has unique kebab slugs and unique articles with the brand prefix', () => {
    const slugs = everything.map((p) => p.slug);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
    expect(new Set(slugs).size).toBe(slugs.length);
    const articles = everything.map((p) => p.article);
    for (const article of articles)
      expect(article).toMatch(new RegExp(`^${escape(opts.articlePrefix)}-\\d{4}$`));
    expect(new Set(articles).size).toBe(articles.length);
  });

  it('has positive integer prices, weights and counts, and old prices above prices', () => {
    for (const p of everything) {
      expect(Number.isInteger(p.price) && p.price > 0, `${p.slug} price`).toBe(true);
      expect(Number.isInteger(p.weightGrams) && p.weightGrams > 0, `${p.slug} weight`).toBe(true);
      if (p.oldPrice !== undefined) {
        expect(Number.isInteger(p.oldPrice), `${p.slug} oldPrice`).toBe(true);
        expect(p.oldPrice, `${p.slug} oldPrice`).toBeGreaterThan(p.price);
      }
      for (const n of [p.pieces, p.persons]) {
        if (n !== undefined) expect(Number.isInteger(n) && n > 0, p.slug).toBe(true);
      }
      expect(IMAGE_KINDS).toContain(p.image);
    }
    const discounted = products.filter((p) => p.oldPrice !== undefined).length;
    expect(discounted / products.length).toBeGreaterThan(0.08);
    expect(discounted / products.length).toBeLessThan(0.25);
  });

  it('uses labels sensibly', () => {
    for (const p of products) {
      for (const label of p.labels ?? []) expect(PRODUCT_LABELS).toContain(label);
      expect(new Set(p.labels).size).toBe(p.labels?.length ?? 0);
      expect(p.labels?.includes('DISCOUNT') ?? false, `${p.slug} DISCOUNT`).toBe(p.oldPrice !== undefined);
      expect(p.labels?.includes('SPICY') ?? false, `${p.slug} SPICY`).toBe(p.isHot === true);
      if (p.labels?.includes('VEGAN')) expect(p.isVegan, p.slug).toBe(true);
    }
  });

  it('links only existing addons with 0 <= freeCount <= maxCount', () => {
    const addonSlugs = new Set(catalogue.addons.map((a) => a.slug));
    for (const a of catalogue.addons) expect(a.addons, a.slug).toBeUndefined();
    for (const p of products) {
      const links = p.addons ?? [];
      expect(new Set(links.map((l) => l.addonSlug)).size, `${p.slug} duplicate links`).toBe(links.length);
      for (const l of links) {
        expect(addonSlugs.has(l.addonSlug), `${p.slug} -> ${l.addonSlug}`).toBe(true);
        expect(Number.isInteger(l.freeCount) && Number.isInteger(l.maxCount)).toBe(true);
        expect(l.freeCount).toBeGreaterThanOrEqual(0);
        expect(l.maxCount).toBeGreaterThanOrEqual(Math.max(1, l.freeCount));
      }
    }
  });

  it('gives rolls and sets soy sauce, and soups, desserts and drinks no addons', () => {
    const bySlug = new Map(catalogue.categories.map((c) => [c.slug, c.products]));
    for (const slug of ['philadelphia', 'california', 'maki', 'sets']) {
      for (const p of bySlug.get(slug) ?? []) {
        expect(
          p.addons?.some((l) => l.addonSlug === 'soy-sauce' && l.freeCount > 0),
          p.slug,
        ).toBe(true);
      }
    }
    for (const slug of ['soups', 'desserts', 'drinks']) {
      expect(bySlug.get(slug)?.length).toBeGreaterThan(0);
      for (const p of bySlug.get(slug) ?? []) expect(p.addons, p.slug).toBeUndefined();
    }
  });

  it('describes sets with persons, pieces and a realistic weight', () => {
    const sets = catalogue.categories.find((c) => c.slug === 'sets')?.products ?? [];
    expect(sets.length).toBeGreaterThan(0);
    for (const p of sets) {
      expect(p.persons, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.persons, p.slug).toBeLessThanOrEqual(6);
      expect(p.pieces, p.slug).toBeGreaterThan(0);
      expect(p.weightGrams, p.slug).toBeGreaterThanOrEqual(800);
      expect(p.weightGrams, p.slug).toBeLessThanOrEqual(2000);
    }
  });

  it('has products sold only at certain hours', () => {
    const timed = everything.filter((p) => p.availableFrom !== undefined || p.availableTo !== undefined);
    expect(timed.length).toBeGreaterThanOrEqual(1);
    for (const p of timed) {
      expect(p.availableFrom, p.slug).toMatch(HHMM);
      expect(p.availableTo, p.slug).toMatch(HHMM);
      expect(p.availableFrom! < p.availableTo!, p.slug).toBe(true);
    }
  });

  it('has hot and vegan products', () => {
    expect(products.some((p) => p.isHot)).toBe(true);
    expect(products.some((p) => p.isVegan)).toBe(true);
  });

  it('is deterministic', () => {
    expect(buildSushiCatalogue(opts)).toEqual(catalogue);
  });
});

describe('sushi catalogue across brands', () => {
  const [ua, ae] = BRANDS.map((b) => buildSushiCatalogue(b.opts)) as [DemoCatalogue, DemoCatalogue];
  const uaAll = [...productsOf(ua), ...ua.addons];
  const aeBySlug = new Map([...productsOf(ae), ...ae.addons].map((p) => [p.slug, p]));

  it('sells the same products in both brands', () => {
    expect([...aeBySlug.keys()].sort()).toEqual(uaAll.map((p) => p.slug).sort());
  });

  it('prices UAH in whole hryvnias and AED in whole dirhams by a fixed rule', () => {
    for (const p of uaAll) {
      const other = aeBySlug.get(p.slug)!;
      expect(p.price % 100).toBe(0);
      expect(other.price, p.slug).toBe(Math.round(p.price / 100 / UAH_PER_AED) * 100);
      if (p.oldPrice !== undefined) {
        expect(other.oldPrice, p.slug).toBe(Math.round(p.oldPrice / 100 / UAH_PER_AED) * 100);
      } else {
        expect(other.oldPrice, p.slug).toBeUndefined();
      }
    }
  });
});
