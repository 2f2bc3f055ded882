import {
  SEARCH_MAX_PAGE,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_MAX_QUERY_LENGTH,
  ZSearchBody,
  type TProduct,
} from '@food/contracts';
import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE,
  MAX_QUERY_CHARS,
  PAGE_SIZE,
  PANEL_RESULTS,
  PANEL_SUGGESTIONS,
  SEARCH_DEBOUNCE_MS,
  isSearchable,
  normalizeQuery,
  pageWindow,
  parsePageParam,
  readSearchPage,
  readSuggestions,
  readTopSuggestions,
  TOP_SUGGESTIONS,
  searchAddressOf,
  searchView,
  topSuggestionsCategory,
  searchBody,
  searchPagePath,
} from './search-rules';

const where = { rn: 1, br: 101, language: 'uk' };

describe('search constants', () => {
  it('debounces 600 ms (SPEC section 9) and stays inside the service contract', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(600);
    expect(MAX_QUERY_CHARS).toBeLessThanOrEqual(SEARCH_MAX_QUERY_LENGTH);
    expect(MAX_PAGE).toBe(SEARCH_MAX_PAGE);
    for (const size of [PAGE_SIZE, PANEL_RESULTS, PANEL_SUGGESTIONS])
      expect(size).toBeLessThanOrEqual(SEARCH_MAX_PAGE_SIZE);
  });
});

describe('normalizeQuery', () => {
  it('collapses spaces, tabs and line breaks and trims', () => {
    expect(normalizeQuery('  філа\t\n дельфія  ')).toBe('філа дельфія');
    expect(normalizeQuery('   ')).toBe('');
  });

  it('cuts a very long query to 100 characters without splitting an emoji', () => {
    expect(normalizeQuery('а'.repeat(10_000))).toHaveLength(100);
    const emoji = normalizeQuery('🍣'.repeat(150));
    expect(Array.from(emoji)).toHaveLength(100);
    expect(emoji).toBe('🍣'.repeat(100));
  });

  it('never ends a cut query with a space', () => {
    const q = normalizeQuery(`${'а'.repeat(99)} б`);
    expect(q).toBe('а'.repeat(99));
  });
});

describe('isSearchable', () => {
  it('needs two letters or digits in any script', () => {
    expect(isSearchable('фі')).toBe(true);
    expect(isSearchable('lhfrjy')).toBe(true);
    expect(isSearchable('40')).toBe(true);
    expect(isSearchable('SMUA-1208')).toBe(true);
  });

  it('refuses empty, blank, one-letter, emoji-only and punctuation-only queries', () => {
    for (const q of ['', ' ', 'ф', '🍣🍣🍣', '🍣 ф', '!!! ???', "'; -- /* */", '.*+?^$'])
      expect(isSearchable(normalizeQuery(q)), q).toBe(false);
  });

  it('reads SQL- or regex-looking text with letters as ordinary words', () => {
    expect(isSearchable("dragon' OR 1=1")).toBe(true);
    expect(isSearchable('(ролл|сет)*')).toBe(true);
  });
});

describe('searchBody', () => {
  it('is the section 7 body the service accepts', () => {
    const body = searchBody('філадельфя', where, 2, PAGE_SIZE);
    expect(body).toEqual({
      target: 'WEB',
      query: 'філадельфя',
      retailNetworkId: 1,
      businessRegionId: 101,
      page: 2,
      size: PAGE_SIZE,
      language: 'uk',
    });
    expect(ZSearchBody.safeParse(body).success).toBe(true);
    expect(ZSearchBody.safeParse(searchBody(normalizeQuery('я'.repeat(10_000)), where, 1, 1)).success).toBe(
      true,
    );
  });
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
    ...over,
  };
}

describe('readSearchPage', () => {
  it('keeps only items with an id (SPEC section 4)', () => {
    const { id: _id, ...noId } = product({ id: 5 });
    const page = readSearchPage({
      query: 'дракон',
      data: [
        product({ id: 1 }),
        noId,
        { ...product({ id: 2 }), id: null },
        { ...product(), id: '3' },
        null,
        product({ id: 4 }),
      ],
      pagination: { page: 1, size: 6, total: 6, totalPages: 1 },
    });
    expect(page?.items.map((p) => p.id)).toEqual([1, 4]);
    expect(page).toMatchObject({ page: 1, total: 6, totalPages: 1 });
  });

  it('is null for what is not a search answer', () => {
    expect(readSearchPage('<html>Bad gateway</html>')).toBeNull();
    expect(readSearchPage({ data: [] })).toBeNull();
    expect(readSearchPage({ error: { code: 'VALIDATION_ERROR' } })).toBeNull();
    expect(readSearchPage({ data: 'x', pagination: { page: 1, total: 0, totalPages: 0 } })).toBeNull();
  });

  it('reads an empty answer as no results', () => {
    expect(
      readSearchPage({ query: '', data: [], pagination: { page: 1, size: 1, total: 0, totalPages: 0 } }),
    ).toEqual({
      items: [],
      page: 1,
      total: 0,
      totalPages: 0,
    });
  });
});

describe('readSuggestions', () => {
  it('turns categories and products into page paths and drops what cannot be opened', () => {
    const got = readSuggestions({
      query: 'філ',
      data: [
        {
          kind: 'category',
          text: 'Філадельфія',
          productId: null,
          slug: null,
          categoryId: 2,
          categorySlug: 'philadelphia',
        },
        {
          kind: 'category',
          text: 'Без адреси',
          productId: null,
          slug: null,
          categoryId: 3,
          categorySlug: null,
        },
        {
          kind: 'product',
          text: 'Філадельфія класична',
          productId: 13,
          slug: 'philadelphia-classic',
          categoryId: 2,
          categorySlug: 'philadelphia',
        },
        {
          kind: 'product',
          text: 'Без категорії',
          productId: 14,
          slug: 'lonely',
          categoryId: 9,
          categorySlug: null,
        },
        { kind: 'product', text: 'Без id', productId: null, slug: 'x', categoryId: 9, categorySlug: 'y' },
        { kind: 'product', text: '  ', productId: 15, slug: 'blank', categoryId: 9, categorySlug: 'y' },
      ],
      pagination: { page: 1, size: 6, total: 6, totalPages: 1 },
    });
    expect(got).toEqual([
      { kind: 'category', text: 'Філадельфія', path: '/menu/philadelphia' },
      { kind: 'product', text: 'Філадельфія класична', path: '/menu/philadelphia/philadelphia-classic' },
      { kind: 'product', text: 'Без категорії', path: '/product/lonely' },
    ]);
    expect(readSuggestions(null)).toBeNull();
  });
});

describe('the results page address', () => {
  it('carries the query and the page from 2 on', () => {
    expect(searchPagePath('')).toBe('/search');
    expect(searchPagePath('філадельфія')).toBe(
      '/search?q=%D1%84%D1%96%D0%BB%D0%B0%D0%B4%D0%B5%D0%BB%D1%8C%D1%84%D1%96%D1%8F',
    );
    expect(searchPagePath('сет 40', 1)).toBe('/search?q=%D1%81%D0%B5%D1%82+40');
    expect(searchPagePath('a&b', 3)).toBe('/search?q=a%26b&page=3');
  });

  it('reads ?page= as a whole page number from 1, capped', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('2')).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '1e3', '99999999'])
      expect(parsePageParam(bad), bad).toBe(1);
    expect(parsePageParam('9999')).toBe(MAX_PAGE);
  });
});

describe('what the server reads from the results page address', () => {
  it('is the query as it is searched and the page number', () => {
    expect(searchAddressOf({ q: '  сет \t 40 ', page: '3' })).toEqual({ query: 'сет 40', page: 3 });
    expect(searchAddressOf({})).toEqual({ query: '', page: 1 });
    expect(searchAddressOf({ q: 'дракон', page: 'abc' })).toEqual({ query: 'дракон', page: 1 });
  });

  it('takes the first of a name given twice, as the browser reads it', () => {
    expect(searchAddressOf({ q: ['дракон', 'сет'], page: ['2', '5'] })).toEqual({ query: 'дракон', page: 2 });
    expect(searchAddressOf({ q: [] })).toEqual({ query: '', page: 1 });
  });

  it('cuts a pasted very long query to what the service reads', () => {
    const { query } = searchAddressOf({ q: 'x'.repeat(3000) });
    expect(query).toHaveLength(MAX_QUERY_CHARS);
  });
});

describe('what the results page shows', () => {
  const found = (total: number, items: TProduct[], page = 1) => ({
    ok: true as const,
    result: { items, page, total, totalPages: Math.ceil(total / PAGE_SIZE) },
  });

  it('asks for nothing without a query or with too little of one', () => {
    expect(searchView('', undefined)).toEqual({ kind: 'start' });
    for (const q of ['ф', '🍣', '...']) expect(searchView(q, undefined), q).toEqual({ kind: 'tooShort' });
  });

  it('shows the dishes found, or says nothing was found', () => {
    const dishes = [product({ id: 1 }), product({ id: 2 })];
    expect(searchView('дракон', found(2, dishes))).toEqual({
      kind: 'results',
      result: found(2, dishes).result,
    });
    expect(searchView('zzqxw', found(0, []))).toMatchObject({ kind: 'nothing' });
  });

  it('offers the first page for a page past the last one', () => {
    expect(searchView('лосось', found(30, [], 9))).toMatchObject({ kind: 'pageOut', result: { total: 30 } });
  });

  it('says the search failed when the service did not answer', () => {
    expect(searchView('дракон', { ok: false })).toEqual({ kind: 'failed' });
    expect(searchView('дракон', undefined)).toEqual({ kind: 'failed' });
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the ends and two either side, with gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
  });
});

describe('top suggestions before anything is typed (SPEC section 2; issue 17, item 30)', () => {
  it('come from the default ("popular") category, else the first with a slug', () => {
    const popular = { slug: 'popular', isDefault: true };
    const rolls = { slug: 'rolls', isDefault: false };
    expect(topSuggestionsCategory([rolls, popular])).toBe('popular');
    expect(topSuggestionsCategory([{ slug: null, isDefault: true }, rolls])).toBe('rolls');
    expect(topSuggestionsCategory([])).toBeNull();
  });

  it('are the first listed dishes in the page language, linked to their pages', () => {
    const list = [
      product({
        id: 1,
        slug: 'dragon',
        localization: [
          { language: 'uk', name: 'Дракон', description: '', composition: '' },
          { language: 'ru', name: 'Дракон ру', description: '', composition: '' },
        ],
      }),
      product({ id: 2, slug: 'soy', isAddon: true }),
      product({ id: 3, slug: 'old', isArchived: true }),
      product({ id: 4, slug: 'unagi', name: 'Унагі', categorySlug: null, localization: [] }),
      product({ id: 1, slug: 'dragon' }),
    ];
    expect(readTopSuggestions(list, 'ru')).toEqual([
      { kind: 'product', text: 'Дракон ру', path: '/menu/rolls/dragon' },
      { kind: 'product', text: 'Унагі', path: '/product/unagi' },
    ]);
  });

  it(`are at most ${TOP_SUGGESTIONS}, and nothing when the answer is not a product list`, () => {
    const many = Array.from({ length: 20 }, (_, i) => product({ id: i + 1, slug: `roll-${i + 1}` }));
    expect(readTopSuggestions(many, 'uk')).toHaveLength(TOP_SUGGESTIONS);
    expect(readTopSuggestions({ error: 'x' }, 'uk')).toBeNull();
    expect(readTopSuggestions('<html>', 'uk')).toBeNull();
  });
});
