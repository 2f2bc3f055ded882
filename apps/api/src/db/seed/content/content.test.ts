import { describe, it, expect } from 'vitest';
import { SITE_TEXT_KINDS } from '../types.js';
import type { DemoMarketing, DemoPromotionProducts, Language, Localized } from '../types.js';
import { pcUaMarketing } from './pc-ua.js';
import { smAeMarketing } from './sm-ae.js';
import { smUaMarketing } from './sm-ua.js';

const SUSHI_CATEGORIES = [
  'popular',
  'rolls',
  'sets',
  'baked-rolls',
  'nigiri-gunkan',
  'soups',
  'salads',
  'wok',
  'desserts',
  'drinks',
];
const PIZZA_CATEGORIES = [
  'popular',
  'classic-pizza',
  'meat-pizza',
  'combos',
  'sides',
  'salads',
  'pasta',
  'desserts',
  'drinks',
];
const PRODUCT_RULES: DemoPromotionProducts[] = ['DISCOUNTED', 'SETS', 'NEW', 'HOT', 'VEGAN', 'HITS'];

interface BrandCase {
  slug: string;
  marketing: DemoMarketing;
  languages: Language[];
  cities: string[];
  categories: string[];
}

const BRANDS: BrandCase[] = [
  {
    slug: 'sm-ua',
    marketing: smUaMarketing,
    languages: ['uk', 'ru'],
    cities: ['kyiv', 'lviv', 'odesa', 'dnipro'],
    categories: SUSHI_CATEGORIES,
  },
  {
    slug: 'pc-ua',
    marketing: pcUaMarketing,
    languages: ['uk', 'ru'],
    cities: ['kyiv', 'kharkiv', 'vinnytsia'],
    categories: PIZZA_CATEGORIES,
  },
  {
    slug: 'sm-ae',
    marketing: smAeMarketing,
    languages: ['en'],
    cities: ['dubai', 'abu-dhabi'],
    categories: SUSHI_CATEGORIES,
  },
];

/** letters that exist in one of the two languages only: a text with them is in the wrong language */
const FOREIGN_LETTERS: Record<Language, RegExp> = {
  uk: /[ыэёъ]/i,
  ru: /[іїєґ]/i,
  en: /[а-яіїєґё]/i,
};

const sorted = (xs: readonly string[]) => [...xs].sort();

function expectText(text: string | undefined, language: Language, where: string) {
  expect(text, where).toBeTypeOf('string');
  expect(text!.trim().length, where).toBeGreaterThan(0);
  expect(text, `${where} reads as ${language}`).not.toMatch(FOREIGN_LETTERS[language]);
}

function expectLocalized(value: Localized, brand: BrandCase, where: string) {
  expect(sorted(Object.keys(value)), `${where}: languages`).toEqual(sorted(brand.languages));
  for (const language of brand.languages) expectText(value[language], language, `${where} [${language}]`);
}

function expectSafeHtml(html: string, where: string) {
  expect(html, `${where}: no <script>`).not.toMatch(/<script/i);
  expect(html, `${where}: no on*= handlers`).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html, `${where}: no javascript: links`).not.toMatch(/javascript:/i);
}

describe.each(BRANDS)('demo content of $slug', (brand) => {
  const { banners, promotions, feedbacks, siteTexts, cityAreas } = brand.marketing;
  const promotionSlugs = promotions.map((p) => p.slug);

  it('has at least four banners with storefront links', () => {
    expect(banners.length).toBeGreaterThanOrEqual(4);
    expect(new Set(banners.map((b) => b.key)).size).toBe(banners.length);
    for (const banner of banners) {
      expectLocalized(banner.title, brand, `banner ${banner.key} title`);
      expectLocalized(banner.subtitle, brand, `banner ${banner.key} subtitle`);
      if (banner.citySlug !== undefined) expect(brand.cities).toContain(banner.citySlug);
      if (banner.link === null) continue;
      expect(banner.link.startsWith('/'), banner.link).toBe(true);
      const [, section, target, ...rest] = banner.link.split('/');
      expect(rest, banner.link).toEqual([]);
      if (section === 'promotions') expect(promotionSlugs).toContain(target);
      else if (section === 'menu') expect(brand.categories).toContain(target);
      else throw new Error(`unexpected banner link ${banner.link}`);
    }
    expect(banners.some((b) => b.citySlug !== undefined)).toBe(true);
  });

  it('has at least four promotions with unique slugs and valid rules', () => {
    expect(promotions.length).toBeGreaterThanOrEqual(4);
    expect(new Set(promotionSlugs).size).toBe(promotions.length);
    for (const promo of promotions) {
      expect(promo.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expectLocalized(promo.title, brand, `promotion ${promo.slug} title`);
      expectLocalized(promo.body, brand, `promotion ${promo.slug} body`);
      for (const language of brand.languages)
        expectSafeHtml(promo.body[language] ?? '', `promotion ${promo.slug}`);
      expect(PRODUCT_RULES).toContain(promo.products);
      expect(promo.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      const starts = Date.parse(promo.startsAt);
      expect(Number.isNaN(starts)).toBe(false);
      if (promo.endsAt !== null) {
        expect(promo.endsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
        expect(Date.parse(promo.endsAt)).toBeGreaterThan(starts);
      }
      if (promo.citySlug !== undefined) expect(brand.cities).toContain(promo.citySlug);
    }
    expect(promotions.some((p) => p.citySlug !== undefined)).toBe(true);
  });

  it('names DEMO10 and FREEDEL in exactly one promotion each', () => {
    expect(promotions.filter((p) => p.promoCode === 'DEMO10')).toHaveLength(1);
    expect(promotions.filter((p) => p.promoCode === 'FREEDEL')).toHaveLength(1);
  });

  it('has at least thirty reviews, every low one answered', () => {
    expect(feedbacks.length).toBeGreaterThanOrEqual(30);
    for (const [i, f] of feedbacks.entries()) {
      const where = `review ${i} by ${f.authorName}`;
      expect(f.authorName.trim().length, where).toBeGreaterThan(0);
      expect(brand.languages, where).toContain(f.language);
      expect(Number.isInteger(f.score) && f.score >= 1 && f.score <= 5, where).toBe(true);
      expectText(f.comment, f.language, where);
      expect(Number.isInteger(f.daysAgo) && f.daysAgo >= 0 && f.daysAgo <= 180, where).toBe(true);
      if (f.citySlug !== undefined) expect(brand.cities, where).toContain(f.citySlug);
      if (f.reply !== undefined) expectText(f.reply, f.language, `${where}: reply`);
      if (f.score <= 3)
        expect(f.reply?.trim().length ?? 0, `${where}: a low score needs a reply`).toBeGreaterThan(0);
    }
    expect(feedbacks.some((f) => f.score <= 3)).toBe(true);
  });

  it('has every site text in every language, as safe HTML', () => {
    expect(sorted(Object.keys(siteTexts))).toEqual(sorted(SITE_TEXT_KINDS));
    for (const kind of SITE_TEXT_KINDS) {
      const byLanguage = siteTexts[kind];
      expect(sorted(Object.keys(byLanguage)), kind).toEqual(sorted(brand.languages));
      for (const language of brand.languages) {
        const text = byLanguage[language];
        const where = `${kind} [${language}]`;
        expectText(text?.title, language, `${where} title`);
        expectText(text?.html, language, `${where} html`);
        expect(text?.html, where).toMatch(/<(p|ul|h2)>/);
        expectSafeHtml(text?.html ?? '', where);
      }
    }
  });

  it('lists at least four districts for every city', () => {
    expect(sorted(Object.keys(cityAreas))).toEqual(sorted(brand.cities));
    for (const city of brand.cities) {
      const areas = cityAreas[city] ?? [];
      expect(areas.length, city).toBeGreaterThanOrEqual(4);
      areas.forEach((area, i) => expectLocalized(area, brand, `${city} area ${i}`));
      for (const language of brand.languages) {
        const names = areas.map((a) => a[language]);
        expect(new Set(names).size, `${city} [${language}]: unique names`).toBe(names.length);
      }
    }
  });
});

describe('sm-ua content', () => {
  it('links the delivery terms from a promotion', () => {
    expect(
      smUaMarketing.promotions.some((p) => p.body.uk?.includes('<a href="/delivery">умови доставки</a>')),
    ).toBe(true);
  });
});
