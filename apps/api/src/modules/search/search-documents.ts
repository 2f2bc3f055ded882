import { compactKey, searchKey } from './search-key.js';

/** What search needs to know of one product, its texts in every language the catalogue has. */
export interface ProductTexts {
  productId: number;
  retailNetworkId: number;
  categoryId: number;
  article: string;
  names: string[];
  compositions: string[];
  categoryNames: string[];
  /** cities it has a city-wide price in */
  regionIds: number[];
  targets: string[];
  isArchived: boolean;
  isAddon: boolean;
}

export interface SearchDocument {
  productId: number;
  retailNetworkId: number;
  categoryId: number;
  articleKey: string;
  nameKeys: string[];
  categoryKeys: string[];
  compositionWords: string[];
  nameWords: string[];
  /** the words of the names, the category and the composition together */
  allWords: string[];
  regionIds: number[];
  targets: string[];
}

/** Compositions are lists of ingredients; the first 60 words are plenty to find a dish by. */
const MAX_COMPOSITION_WORDS = 60;

const distinct = (items: string[]) => [...new Set(items.filter(Boolean))];
const wordsOf = (keys: string[]) => distinct(keys.flatMap((k) => k.split(' ')));

/**
 * The row a product gets in search_documents: its names and category names as search keys in
 * every language (a name spelt the same in two languages once), the words of its names, its
 * category and its composition, its article as one word. Archived products, addons and
 * products priced in no city get none: search never shows them.
 */
export function buildSearchDocument(p: ProductTexts): SearchDocument | null {
  if (p.isArchived || p.isAddon || !p.regionIds.length || !p.targets.length) return null;
  const nameKeys = distinct(p.names.map(searchKey));
  const categoryKeys = distinct(p.categoryNames.map(searchKey));
  const compositionWords = wordsOf(
    p.compositions.map((c) => searchKey(c).split(' ').slice(0, MAX_COMPOSITION_WORDS).join(' ')),
  );
  return {
    productId: p.productId,
    retailNetworkId: p.retailNetworkId,
    categoryId: p.categoryId,
    articleKey: compactKey(p.article),
    nameKeys,
    categoryKeys,
    compositionWords,
    nameWords: wordsOf(nameKeys),
    allWords: distinct([...wordsOf(nameKeys), ...wordsOf(categoryKeys), ...compositionWords]),
    regionIds: p.regionIds,
    targets: p.targets,
  };
}
