import { describe, it, expect } from 'vitest';
import { IMAGE_KINDS, LANGUAGES, PRODUCT_LABELS, type Language } from '../types.js';
import { validateOptionGroups } from '@food/domain/option-groups';
import { buildPizzaCatalogue } from './pizza.js';

const TEXTS = ['name', 'description', 'composition', 'seoText'] as const;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

function build(languages: Language[]) {
  const catalogue = buildPizzaCatalogue({ languages, articlePrefix: 'PCUA' });
  const products = catalogue.categories.flatMap((c) => c.products);
  return { catalogue, products, all: [...products, ...catalogue.addons] };
}

describe('pizza demo catalogue', () => {
  const { catalogue, products, all } = build(['uk', 'ru']);

  it('has at least 8 linkable categories, exactly one of them default', () => {
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(8);
    for (const c of catalogue.categories) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.products.length).toBeGreaterThan(0);
      expect(IMAGE_KINDS).toContain(c.image);
    }
    expect(new Set(catalogue.categories.map((c) => c.slug)).size).toBe(catalogue.categories.length);
    expect(catalogue.categories.filter((c) => c.isDefault)).toHaveLength(1);
  });

  it('has at least 120 products besides addons', () => {
    expect(products.length).toBeGreaterThanOrEqual(120);
    expect(catalogue.addons.length).toBeGreaterThan(0);
  });

  it.each([[['uk', 'ru']], [['uk']], [['en']], [['uk', 'ru', 'en']]] as [Language[]][])(
    'fills every text in exactly the requested languages %j',
    (languages) => {
      const { catalogue: cat, all: items } = build(languages);
      const check = (value: Partial<Record<Language, string>>) => {
        for (const l of LANGUAGES) {
          if (languages.includes(l)) expect(value[l]?.trim()).toBeTruthy();
          else expect(value).not.toHaveProperty(l);
        }
      };
      for (const c of cat.categories) check(c.name);
      for (const p of items) for (const key of TEXTS) check(p[key]);
    },
  );

  it('has unique kebab-case slugs and unique articles', () => {
    const slugs = all.map((p) => p.slug);
    const articles = all.map((p) => p.article);
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const a of articles) expect(a).toMatch(/^PCUA-\d{4}$/);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(articles).size).toBe(articles.length);
  });

  it('has sane prices, weights, images and labels', () => {
    for (const p of all) {
      expect(Number.isInteger(p.price) && p.price > 0, p.slug).toBe(true);
      if (p.oldPrice !== undefined) {
        expect(Number.isInteger(p.oldPrice), p.slug).toBe(true);
        expect(p.oldPrice, p.slug).toBeGreaterThan(p.price);
        expect(p.labels, p.slug).toContain('DISCOUNT');
      }
      expect(Number.isInteger(p.weightGrams) && p.weightGrams > 0, p.slug).toBe(true);
      expect(IMAGE_KINDS).toContain(p.image);
      for (const l of p.labels ?? []) expect(PRODUCT_LABELS).toContain(l);
      if (p.isHot) expect(p.labels, p.slug).toContain('SPICY');
    }
    for (const a of catalogue.addons) expect(['sauce', 'snack']).toContain(a.image);
  });

  it('links only existing addons, with 0 <= freeCount <= maxCount', () => {
    const addonSlugs = new Set(catalogue.addons.map((a) => a.slug));
    let links = 0;
    for (const p of all) {
      for (const link of p.addons ?? []) {
        links++;
        expect(addonSlugs.has(link.addonSlug), `${p.slug} -> ${link.addonSlug}`).toBe(true);
        expect(Number.isInteger(link.freeCount) && link.freeCount >= 0).toBe(true);
        expect(link.maxCount).toBeGreaterThanOrEqual(link.freeCount);
      }
    }
    expect(links).toBeGreaterThan(0);
    expect(products.some((p) => p.addons?.some((l) => l.freeCount > 0))).toBe(true);
  });

  it('sells some products only at certain hours, in HH:MM', () => {
    const timed = all.filter((p) => p.availableFrom || p.availableTo);
    expect(timed.length).toBeGreaterThan(0);
    for (const p of timed) {
      expect(p.availableFrom).toMatch(HHMM);
      expect(p.availableTo).toMatch(HHMM);
    }
    // one window crosses midnight on purpose
    expect(timed.some((p) => p.availableFrom! > p.availableTo!)).toBe(true);
  });

  it('has hot and vegan products', () => {
    expect(products.some((p) => p.isHot)).toBe(true);
    expect(products.some((p) => p.isVegan)).toBe(true);
  });

  it('is deterministic', () => {
    expect(build(['uk', 'ru']).catalogue).toEqual(catalogue);
  });
});

describe('pizza demo option groups (issue 19)', () => {
  const { products } = build(['uk', 'ru', 'en']);
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  const groupNames = (slug: string) => bySlug.get(slug)?.optionGroups?.map((g) => g.name.en);

  it('asks a pizza its size (30 cm included, 40 cm dearer) and offers crusts', () => {
    const pepperoni = bySlug.get('pepperoni')!;
    const [size, crust] = pepperoni.optionGroups!;
    expect(size).toMatchObject({ minChoices: 1, maxChoices: 1 });
    expect(size!.options.map((o) => [o.name.en, o.price > 0, !!o.isDefault])).toEqual([
      ['30 cm', false, true],
      ['40 cm', true, false],
    ]);
    expect(crust).toMatchObject({ minChoices: 0, maxChoices: 1 });
    expect(crust!.options.map((o) => o.name.en)).toEqual(['Classic', 'Thin', 'Cheese-filled crust']);
    // a 40 cm product is its size already; a vegan pizza gets no cheese crust
    expect(groupNames('pepperoni-40')).toEqual(['Crust']);
    expect(
      bySlug
        .get('vegan')!
        .optionGroups!.at(-1)!
        .options.map((o) => o.name.en),
    ).toEqual(['Classic', 'Thin']);
  });

  it("offers half-and-half on one pizza and a set's drinks, linked to dishes of the menu", () => {
    expect(groupNames('pepperoni')).toEqual(['Size', 'Crust', 'Second half']);
    expect(groupNames('combo-for-two')).toEqual(['Drink']);
    expect(groupNames('lunch-combo')).toEqual(['First drink', 'Second drink']);
    const linked = products.flatMap((p) =>
      (p.optionGroups ?? []).flatMap((g) => g.options.flatMap((o) => (o.linkedSlug ? [o.linkedSlug] : []))),
    );
    expect(linked.length).toBeGreaterThan(10);
    for (const slug of linked) expect(bySlug.has(slug), slug).toBe(true);
  });

  it('keeps every group valid by the domain rule, in every language', () => {
    for (const p of products) {
      if (!p.optionGroups) continue;
      for (const lang of ['uk', 'ru', 'en'])
        expect(validateOptionGroups(p.optionGroups, { defaultLanguage: lang }), p.slug).toEqual([]);
    }
  });
});
