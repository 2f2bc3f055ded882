import { ZProduct, type TProduct } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { ZSearchAnswer } from './search-answer';

const dish = (id: number): TProduct => ({
  id,
  article: `A-${id}`,
  slug: `dish-${id}`,
  categoryId: 10,
  categorySlug: 'rolls',
  name: 'Дракон',
  description: '',
  composition: '',
  localization: [{ language: 'uk', name: 'Дракон', description: '', composition: '' }],
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
});

const answer = (data: unknown[]) => ({
  query: 'дракон',
  data,
  pagination: { page: 1, size: 24, total: data.length, totalPages: 1 },
});

describe('the search answer the server-rendered results page reads', () => {
  it('is a contract answer', () => {
    expect(ZProduct.safeParse(dish(1)).success).toBe(true);
    expect(ZSearchAnswer.parse(answer([dish(1), dish(2)])).data.map((p) => p.id)).toEqual([1, 2]);
  });

  it('leaves out items without an id, or not products at all, and keeps the rest (SPEC section 4)', () => {
    const { id: _id, ...noId } = dish(3);
    const read = ZSearchAnswer.parse(
      answer([dish(1), noId, { ...dish(4), id: null }, { ...dish(5), id: '5' }, null, 'x', dish(2)]),
    );
    expect(read.data.map((p) => p.id)).toEqual([1, 2]);
    expect(read.pagination.total).toBe(7);
  });

  it('refuses what is not a search answer', () => {
    expect(ZSearchAnswer.safeParse({ data: [] }).success).toBe(false);
    expect(ZSearchAnswer.safeParse({ error: { code: 'INTERNAL' } }).success).toBe(false);
  });
});
