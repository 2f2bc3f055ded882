import type { TProduct } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { decodeSegment, groupByCategory, productFacts, productPath, toCardData } from './product-view';

const attr = (over: Partial<TProduct['attributes'][number]>): TProduct['attributes'][number] => ({
  id: 1,
  type: 'LABEL',
  code: 'HIT',
  name: 'Хіт',
  localization: [
    { language: 'uk', name: 'Хіт' },
    { language: 'ru', name: 'Хит' },
  ],
  color: '#c8102e',
  value: null,
  ...over,
});

function product(over: Partial<TProduct> = {}): TProduct {
  return {
    id: 1,
    article: 'A-1',
    slug: 'dragon',
    categoryId: 10,
    categorySlug: 'rolls',
    name: 'Дракон',
    description: '',
    composition: '',
    localization: [
      { language: 'uk', name: 'Дракон', description: '', composition: '' },
      { language: 'ru', name: 'Дракон рус', description: '', composition: '' },
    ],
    price: 43900,
    oldPrice: null,
    weight: 290,
    pieces: 8,
    isHot: false,
    isVegan: false,
    isAddon: false,
    isArchived: false,
    isOnStop: false,
    imageUrl: 'http://api/catalog/v1/images/roll.dragon',
    availability: null,
    additionalProperties: { persons: null },
    attributes: [],
    attributesIds: [],
    classifiers: [],
    addons: [],
    ...over,
  };
}

describe('product card data', () => {
  it('takes the name and labels in the page language', () => {
    const card = toCardData(
      product({ attributes: [attr({}), attr({ type: 'INFO', code: 'KCAL', value: '1' })] }),
      'ru',
    );
    expect(card.name).toBe('Дракон рус');
    expect(card.labels).toEqual([{ code: 'HIT', name: 'Хит', color: '#c8102e' }]);
  });

  it('falls back to the top-level name when a language is missing', () => {
    expect(toCardData(product({ name: 'Dragon' }), 'en').name).toBe('Dragon');
  });

  it('shows an old price only when it is higher than the price', () => {
    expect(toCardData(product({ oldPrice: 49900 }), 'uk').oldPrice).toBe(49900);
    expect(toCardData(product({ oldPrice: 43900 }), 'uk').oldPrice).toBeNull();
    expect(toCardData(product({ oldPrice: 30000 }), 'uk').oldPrice).toBeNull();
  });
});

describe('product facts', () => {
  it('lists PROPERTY and INFO values, not labels, not empty values', () => {
    const facts = productFacts(
      product({
        pieces: null,
        attributes: [
          attr({}),
          attr({ type: 'PROPERTY', code: 'PIECES', name: 'Кількість, шт', localization: [], value: '8' }),
          attr({ type: 'INFO', code: 'KCAL_100G', name: 'ккал на 100 г', localization: [], value: ' 185 ' }),
          attr({ type: 'INFO', code: 'EMPTY', value: '' }),
        ],
      }),
      'uk',
    );
    expect(facts).toEqual([
      { code: 'PIECES', name: 'Кількість, шт', value: '8' },
      { code: 'KCAL_100G', name: 'ккал на 100 г', value: '185' },
    ]);
  });

  it('does not repeat pieces and persons already shown from the product fields', () => {
    const facts = productFacts(
      product({
        pieces: 8,
        additionalProperties: { persons: 2 },
        attributes: [
          attr({ type: 'PROPERTY', code: 'PIECES', value: '8' }),
          attr({ type: 'PROPERTY', code: 'PERSONS', value: '2' }),
        ],
      }),
      'uk',
    );
    expect(facts).toEqual([]);
  });
});

describe('paths', () => {
  it('puts a product under its category, else under /product', () => {
    expect(productPath({ slug: 'dragon', categorySlug: 'rolls' })).toBe('/menu/rolls/dragon');
    expect(productPath({ slug: 'dragon', categorySlug: null })).toBe('/product/dragon');
    expect(productPath({ slug: 'рол', categorySlug: 'сети' })).toBe(
      '/menu/%D1%81%D0%B5%D1%82%D0%B8/%D1%80%D0%BE%D0%BB',
    );
  });

  it('decodes route params once and keeps malformed ones', () => {
    expect(decodeSegment('%D1%81%D0%B5%D1%82%D0%B8')).toBe('сети');
    expect(decodeSegment('sets')).toBe('sets');
    expect(decodeSegment('100%')).toBe('100%');
  });
});

describe('home menu sections', () => {
  const categories = [
    { id: 1, slug: 'rolls', isDefault: false },
    { id: 2, slug: 'popular', isDefault: true },
    { id: 3, slug: null, isDefault: false },
    { id: 4, slug: 'empty', isDefault: false },
  ];

  it('puts the default category first and skips categories without slug or products', () => {
    const sections = groupByCategory(categories, [
      product({ id: 1, categoryId: 1 }),
      product({ id: 2, categoryId: 2 }),
      product({ id: 3, categoryId: 3 }),
      product({ id: 4, categoryId: 1 }),
    ]);
    expect(sections.map((s) => [s.category.slug, s.products.map((p) => p.id)])).toEqual([
      ['popular', [2]],
      ['rolls', [1, 4]],
    ]);
  });

  it('leaves addons and archived products out', () => {
    const sections = groupByCategory(categories, [
      product({ id: 1, categoryId: 1, isAddon: true }),
      product({ id: 2, categoryId: 1, isArchived: true }),
    ]);
    expect(sections).toEqual([]);
  });
});
