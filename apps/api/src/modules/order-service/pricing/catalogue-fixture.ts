/** A small outlet catalogue for the pricing unit tests (prices in minor units). */
import type { CatalogueProduct } from './cart-lines.js';

/** category ids: a set is in SETS_CATEGORY, everything else in ROLLS_CATEGORY */
const ROLLS_CATEGORY = 10;
export const SETS_CATEGORY = 20;

const base = {
  categoryId: ROLLS_CATEGORY,
  oldPrice: null,
  isAddon: false,
  isArchived: false,
  isOnStop: false,
  availability: null,
  additionalProperties: { persons: null },
  addons: [],
} satisfies Partial<CatalogueProduct>;

export const GINGER = 9001;
export const SAUCE = 9002;
export const ROLL = 1;
export const SET = 2;
export const BREAKFAST = 3;
export const STOPPED = 4;
export const ARCHIVED = 5;

export function fixtureCatalogue(overrides: Partial<Record<number, Partial<CatalogueProduct>>> = {}) {
  const products: CatalogueProduct[] = [
    { ...base, id: GINGER, article: 'A-GIN', name: 'Ginger', price: 1500, isAddon: true },
    { ...base, id: SAUCE, article: 'A-SOY', name: 'Soy sauce', price: 1000, isAddon: true },
    {
      ...base,
      id: ROLL,
      article: 'R-1',
      name: 'Philadelphia',
      price: 34900,
      oldPrice: 39900,
      addons: [
        {
          addonId: GINGER,
          article: 'A-GIN',
          slug: 'ginger',
          name: 'Ginger',
          localization: [],
          imageUrl: '',
          price: 1500,
          freeCount: 1,
          maxCount: 3,
        },
        {
          addonId: SAUCE,
          article: 'A-SOY',
          slug: 'soy',
          name: 'Soy sauce',
          localization: [],
          imageUrl: '',
          price: 1000,
          freeCount: 0,
          maxCount: 2,
        },
      ],
    },
    {
      ...base,
      id: SET,
      article: 'S-1',
      categoryId: SETS_CATEGORY,
      name: 'Big set',
      price: 99900,
      additionalProperties: { persons: 4 },
      addons: [
        {
          addonId: GINGER,
          article: 'A-GIN',
          slug: 'ginger',
          name: 'Ginger',
          localization: [],
          imageUrl: '',
          price: 1500,
          freeCount: 2,
          maxCount: 4,
        },
      ],
    },
    {
      ...base,
      id: BREAKFAST,
      article: 'B-1',
      name: 'Breakfast',
      price: 15900,
      availability: { from: '08:00', to: '12:00' },
    },
    { ...base, id: STOPPED, article: 'X-1', name: 'Out of salmon', price: 25900, isOnStop: true },
    { ...base, id: ARCHIVED, article: 'X-2', name: 'Old roll', price: 10000, isArchived: true },
  ];
  return new Map(products.map((p) => [p.id, { ...p, ...overrides[p.id] }]));
}
