import { describe, expect, it } from 'vitest';
import { buildSearchDocument, type ProductTexts } from './search-documents.js';

const mango: ProductTexts = {
  productId: 100020,
  retailNetworkId: 1,
  categoryId: 1002,
  article: 'SMUA-1208',
  names: ['Філадельфія з манго', 'Филадельфия с манго'],
  compositions: ['лосось, манго, рис', 'лосось, манго, рис'],
  categoryNames: ['Філадельфія', 'Филадельфия'],
  regionIds: [101, 102],
  targets: ['WEB', 'MOBILE'],
  isArchived: false,
  isAddon: false,
};

describe('search document of a product', () => {
  it('keeps every language of the name and category, the words of each text, the article as one word', () => {
    expect(buildSearchDocument(mango)).toEqual({
      productId: 100020,
      retailNetworkId: 1,
      categoryId: 1002,
      articleKey: 'smua1208',
      nameKeys: ['filadelfia z mango', 'filadelfia s mango'],
      // the same key in two languages once
      categoryKeys: ['filadelfia'],
      compositionWords: ['losos', 'mango', 'ris'],
      nameWords: ['filadelfia', 'z', 'mango', 's'],
      allWords: ['filadelfia', 'z', 'mango', 's', 'losos', 'ris'],
      regionIds: [101, 102],
      targets: ['WEB', 'MOBILE'],
    });
  });

  it('gives archived products, addons and products sold nowhere no document', () => {
    expect(buildSearchDocument({ ...mango, isArchived: true })).toBeNull();
    expect(buildSearchDocument({ ...mango, isAddon: true })).toBeNull();
    expect(buildSearchDocument({ ...mango, regionIds: [] })).toBeNull();
    expect(buildSearchDocument({ ...mango, targets: [] })).toBeNull();
  });

  it('skips texts with nothing searchable and cuts long compositions', () => {
    const doc = buildSearchDocument({
      ...mango,
      article: '—',
      names: ['🍣'],
      compositions: [Array.from({ length: 100 }, (_, i) => `w${i}`).join(', ')],
      categoryNames: [],
    })!;
    expect(doc.nameKeys).toEqual([]);
    expect(doc.articleKey).toBe('');
    // "w0" is two words, "v" and "0": the first 60 words are the first 30 ingredients
    expect(doc.compositionWords).toEqual(['v', ...Array.from({ length: 30 }, (_, i) => String(i))]);
  });
});
