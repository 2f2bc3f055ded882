import type {
  TProduct,
  TSearchBody,
  TSearchPagination,
  TSearchResponse,
  TSuggestion,
  TSuggestResponse,
} from '@food/contracts';
import { isListed } from '@food/domain/listing';
import type { Db } from '../../db/client.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { Category, ProductCatalog, RegionCatalogue } from '../catalog/index.js';
import { pickText } from '../catalog/index.js';
import { RANK, pickWordTerms, rankCandidates, readingTerms, termLookups, type Candidate } from './ranking.js';
import type { SearchIndex } from './search-index.js';
import { searchKey } from './search-key.js';
import { parseSearchQuery, usedQueryText, type SearchQuery } from './search-query.js';
import * as repo from './search-repo.js';
import { WordCache } from './word-cache.js';

/**
 * How many products each kind of match (names; categories and compositions; articles) hands to
 * the ranking. Past a couple of hundred the customer is browsing, not searching; the cap keeps
 * every search a bounded amount of work.
 */
export const CANDIDATE_LIMIT = 200;

/** Categories and compositions are read for words of three letters or more. */
const MIN_OTHER_WORD_LENGTH = 3;

/**
 * Searches of one request: again after indexing waiting products, or after the index words
 * changed under it; the last one answers whatever it finds.
 */
const MAX_ATTEMPTS = 3;

const paginate = (total: number, page: number, size: number): TSearchPagination => ({
  page,
  size,
  total,
  totalPages: Math.ceil(total / size),
});

const pageOf = <T>(items: T[], page: number, size: number) => items.slice((page - 1) * size, page * size);

/**
 * Search and suggestions of SPEC section 7 over the products sold in one city: the query is read
 * as typed (transliterated) and on the other keyboard layout, the trigram index finds the
 * candidates, the ranking puts exact before prefix before fuzzy, and the products come from
 * the same cached city catalogue the menu is served from.
 */
export class SearchService {
  // derived from cached catalogue objects, kept as long as they are
  private readonly menuOrders = new WeakMap<RegionCatalogue, Map<number, number>>();
  private readonly cityCategories = new WeakMap<RegionCatalogue, Set<number>>();
  private readonly categoryKeysOf = new WeakMap<Category, string[]>();
  // Ranked results per brand, city, channel, language and query reading: shared data, never
  // per visitor, kept as long as the catalogue they come from (CATALOG_CACHE_SECONDS) and
  // dropped at once when this instance re-indexes products.
  private readonly results: TtlCache<TProduct[]>;
  private readonly suggestions: TtlCache<TSuggestion[]>;
  private readonly words = new WordCache();

  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
    private readonly products: ProductCatalog,
    private readonly index: SearchIndex,
    ttlMs: number,
  ) {
    this.results = new TtlCache(ttlMs, 2000);
    this.suggestions = new TtlCache(ttlMs, 2000);
    // results carry the catalogue's prices: a price change drops them with the catalogue
    products.onCataloguesDropped(() => {
      this.results.clear();
      this.suggestions.clear();
    });
  }

  async search(body: TSearchBody): Promise<TSearchResponse> {
    const asked = await this.read(body);
    if (!asked) return nothingFound(body);
    const ranked = await this.results.get(asked.cacheKey, async () => {
      const { catalogue, candidates } = await this.find(asked, true);
      return rankCandidates(asked.query, candidates.map(candidateOf), this.menuOrder(catalogue)).flatMap(
        (r) => {
          const product = catalogue.byId.get(r.id);
          return product && isListed(product) ? [product] : [];
        },
      );
    });
    return {
      query: asked.query.text,
      data: pageOf(ranked, body.page, body.size),
      pagination: paginate(ranked.length, body.page, body.size),
    };
  }

  /**
   * Completions for what is being typed: product names (with the product) and category names,
   * matched on names only; a category ranks before a product on the same rank.
   */
  async suggest(body: TSearchBody): Promise<TSuggestResponse> {
    const asked = await this.read(body);
    if (!asked) return nothingFound(body);
    const unique = await this.suggestions.get(asked.cacheKey, () => this.complete(asked));
    return {
      query: asked.query.text,
      data: pageOf(unique, body.page, body.size),
      pagination: paginate(unique.length, body.page, body.size),
    };
  }

  private async complete(asked: Asked): Promise<TSuggestion[]> {
    const { query, lang, rn } = asked;
    // names only: the products' names from the index, the categories' from the city catalogue
    const { catalogue, candidates } = await this.find(asked, false);
    const { brand } = await this.tenants.getTenant(rn);
    const categories = new Map((await this.products.listCategories(rn)).map((c) => [c.id, c] as const));
    const productRanks = rankCandidates(
      query,
      candidates.map((c): Candidate => ({ id: c.productId, names: c.nameKeys })),
      this.menuOrder(catalogue),
    );
    const categoryOrder = new Map([...categories.values()].map((c) => [c.id, c.sortOrder] as const));
    // a category's names (every language) ranked as a name, if the city lists a product of it
    const listed = this.listedCategories(catalogue);
    const categoryRanks = rankCandidates(
      query,
      [...categories.values()]
        .filter((c) => listed.has(c.id))
        .map((c): Candidate => ({ id: c.id, names: this.categoryKeys(c) })),
      categoryOrder,
    );

    const items: { rank: number; viaLayout: boolean; isCategory: boolean; suggestion: TSuggestion }[] = [];
    for (const r of categoryRanks) {
      const c = categories.get(r.id);
      if (!c || c.isAddons || !c.slug || r.rank > RANK.NAME_FUZZY) continue;
      items.push({
        rank: r.rank,
        viaLayout: r.viaLayout,
        isCategory: true,
        suggestion: {
          kind: 'category',
          text: pickText(c.names, lang, brand.defaultLanguage),
          productId: null,
          slug: null,
          categoryId: c.id,
          categorySlug: c.slug,
        },
      });
    }
    for (const r of productRanks) {
      const p = catalogue.byId.get(r.id);
      if (!p || !isListed(p) || r.rank > RANK.NAME_FUZZY) continue;
      items.push({
        rank: r.rank,
        viaLayout: r.viaLayout,
        isCategory: false,
        suggestion: {
          kind: 'product',
          text: p.name,
          productId: p.id,
          slug: p.slug,
          categoryId: p.categoryId,
          categorySlug: p.categorySlug,
        },
      });
    }
    // stable sort: within one rank and kind the ranking's order stands
    items.sort(
      (a, b) =>
        Number(a.viaLayout) - Number(b.viaLayout) ||
        a.rank - b.rank ||
        Number(b.isCategory) - Number(a.isCategory),
    );
    const seen = new Set<string>();
    return items
      .map((i) => i.suggestion)
      .filter((sug) => {
        const key = sug.text.toLocaleLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  }

  /** The request as search reads it; null when the query has nothing searchable. */
  private async read(body: TSearchBody): Promise<Asked | null> {
    const rn = body.retailNetworkId;
    const br = body.businessRegionId;
    // unknown network or city: a 400 before anything else
    await this.tenants.getRegion(rn, br);
    const query = parseSearchQuery(body.query);
    if (!query) return null;
    const lang = await this.products.languageFor(rn, body.language);
    const readings = query.variants.map((v) => `${v.source}:${v.key}`).join('|');
    const cacheKey = JSON.stringify([rn, br, body.target, lang, readings, query.articleKey]);
    return { rn, br, target: body.target, lang, query, cacheKey };
  }

  /**
   * The city catalogue, and the documents of the products the query's words reach: in their
   * names, or (`withOtherWords`, unless the words are too short) also in their category names
   * and compositions.
   */
  private async find(asked: Asked, withOtherWords: boolean) {
    const { rn, br, target, lang } = asked;
    const [catalogue, candidates] = await Promise.all([
      this.products.getCatalogue({ rn, br, outletId: null, lang, target }),
      this.findDocuments(asked, withOtherWords),
    ]);
    return { catalogue, candidates };
  }

  /**
   * Query words → index words (remembered, else a trigram lookup and precise matching) → their
   * products: one statement when every word is remembered, two otherwise. Products waiting to
   * be indexed are indexed first; words remembered from an older version of the index words are
   * looked up again.
   */
  private async findDocuments(
    { query, rn, br, target }: Asked,
    otherWordsWanted: boolean,
  ): Promise<repo.DocumentRow[]> {
    const lookups = termLookups(query);
    const withOtherWords =
      otherWordsWanted && query.variants.some((v) => v.words.some((w) => w.length >= MIN_OTHER_WORD_LENGTH));
    for (let attempt = 1; ; attempt++) {
      const isLast = attempt === MAX_ATTEMPTS;
      // what each word reaches, all as of `version`
      let version = this.words.version;
      const reach = new Map<string, readonly string[]>();
      for (const l of lookups) {
        const terms = this.words.get(l.word);
        if (terms) reach.set(l.word, terms);
      }
      const missing = lookups.filter((l) => !reach.has(l.word));
      if (missing.length) {
        const found = await repo.lookUpWords(this.db, missing);
        if (found.isStale && !isLast) {
          await this.indexWaiting();
          continue;
        }
        this.words.observe(found.termsVersion);
        missing.forEach((l, i) => {
          const terms = pickWordTerms(l.word, found.terms[i] ?? []);
          reach.set(l.word, terms);
          this.words.set(l.word, terms, found.termsVersion);
        });
        // some words remembered from an older version of the index words: look them up too
        if (reach.size > missing.length && found.termsVersion !== version && !isLast) continue;
        version = found.termsVersion;
      }
      const readings = readingTerms(query, (w) => reach.get(w) ?? []);
      const docs = await repo.findDocuments(this.db, {
        rn,
        br,
        target,
        readings,
        articleKey: query.articleKey,
        withOtherWords,
        limit: CANDIDATE_LIMIT,
      });
      if (isLast) return docs.documents;
      if (docs.isStale) {
        await this.indexWaiting();
        continue;
      }
      if (docs.termsVersion !== version) {
        // the index words changed since these were looked up
        this.words.observe(docs.termsVersion);
        continue;
      }
      return docs.documents;
    }
  }

  /** Indexes the products waiting (and forgets the results found before), before searching again. */
  private async indexWaiting() {
    if ((await this.index.ensureFresh()) > 0) {
      this.results.clear();
      this.suggestions.clear();
    }
  }

  /** The categories the city lists a product of (not archived, not an addon). */
  private listedCategories(catalogue: RegionCatalogue): Set<number> {
    let ids = this.cityCategories.get(catalogue);
    if (!ids) {
      ids = new Set(catalogue.products.filter(isListed).map((p) => p.categoryId));
      this.cityCategories.set(catalogue, ids);
    }
    return ids;
  }

  /** A category's names in every language as search keys (like a search document's). */
  private categoryKeys(category: Category): string[] {
    let keys = this.categoryKeysOf.get(category);
    if (!keys) {
      keys = [...new Set(Object.values(category.names).map(searchKey))].filter(Boolean);
      this.categoryKeysOf.set(category, keys);
    }
    return keys;
  }

  private menuOrder(catalogue: RegionCatalogue): Map<number, number> {
    let order = this.menuOrders.get(catalogue);
    if (!order) {
      order = new Map(catalogue.products.map((p, i) => [p.id, i]));
      this.menuOrders.set(catalogue, order);
    }
    return order;
  }
}

/** empty, blank or symbol-only queries are not mistakes: they find nothing */
const nothingFound = (body: TSearchBody) => ({
  query: usedQueryText(body.query),
  data: [],
  pagination: paginate(0, body.page, body.size),
});

interface Asked {
  rn: number;
  br: number;
  target: string;
  lang: string;
  query: SearchQuery;
  cacheKey: string;
}

/** A product's document as the ranking reads it. */
const candidateOf = (d: repo.DocumentRow): Candidate => ({
  id: d.productId,
  names: d.nameKeys,
  article: d.articleKey,
  categories: d.categoryKeys,
  composition: d.compositionWords,
});
