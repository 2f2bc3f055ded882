import { servedLanguage } from '@food/domain/language';
import type { TLanguage, TProduct } from '@food/contracts';
import type { Db } from '../../db/client.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { MediaUrls } from '../../lib/media-url.js';
import type { ReadPart } from '../../lib/read-parts.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { activeDiscounts, applyDiscounts, type AutomaticDiscountRule } from './automatic-discounts.js';
import type { OptionGroupsService, StoredOptionGroup } from '../option-groups/index.js';
import { localizeGroups, withStoppedOptions } from '../option-groups/index.js';
import * as repo from './products-repo.js';
import { StopListCache, intersect, stopKeyOf } from './stop-list-cache.js';

export interface RegionCatalogue {
  products: TProduct[];
  byId: Map<number, TProduct>;
}

export interface CatalogueKey {
  rn: number;
  br: number;
  /** an outlet of the city: its own prices and its stop list */
  outletId: number | null;
  lang: string;
  target: string;
}

/** What is on stop for a catalogue's visitors (its outlet's list, or what every outlet of the city stopped). */
export interface StopSet {
  ids: ReadonlySet<number>;
  /** the ids as a cache key */
  key: string;
}

export type Category = Awaited<ReturnType<typeof repo.listCategories>>[number];

export const pickText = (texts: Record<string, string>, lang: string, fallback: string) =>
  texts[lang] ?? texts[fallback] ?? Object.values(texts)[0] ?? '';

/**
 * The catalogue of one city (optionally one outlet) in one language, built in five queries and
 * kept for CATALOG_CACHE_SECONDS: every product read is served from it.
 *
 * Menu reads (`getCatalogue`) carry the automatic promotions running now in the city's (or the
 * outlet's) time zone; the checkout prices from the list prices (`getListCatalogue`) at the time
 * the order is made. The promoted menu is kept per set of running promotions and hangs off the
 * list catalogue it was made from, so it changes the minute a promotion starts or ends and never
 * outlives the list prices under it.
 */
export class ProductCatalog {
  private readonly catalogues: TtlCache<RegionCatalogue>;
  private readonly categories: TtlCache<Category[]>;
  private readonly discounts: TtlCache<AutomaticDiscountRule[]>;
  /** a network's option groups by product, names in every language (option-groups/README.md) */
  private readonly optionGroups: TtlCache<Map<number, StoredOptionGroup[]>>;
  private readonly promoted = new WeakMap<RegionCatalogue, Map<string, RegionCatalogue>>();
  /** the list catalogue with a stop set's products marked `isOnStop`, per set (stop-list-cache.ts) */
  private readonly stoppedViews = new WeakMap<RegionCatalogue, Map<string, RegionCatalogue>>();
  readonly stopLists: StopListCache;
  /** counts `dropCatalogues` calls: part of `priceKey`, so answers cached before a drop go unused */
  private generation = 0;
  private readonly dropListeners = new Set<() => void>();

  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
    private readonly media: MediaUrls,
    /** the option groups' reads (modules/option-groups), cached here with the catalogues */
    private readonly optionGroupsService: OptionGroupsService,
    ttlMs: number,
    private readonly clock: Clock = systemClock,
  ) {
    this.catalogues = new TtlCache(ttlMs, 500);
    this.categories = new TtlCache(ttlMs);
    this.discounts = new TtlCache(ttlMs);
    this.optionGroups = new TtlCache(ttlMs);
    this.stopLists = new StopListCache(db, ttlMs);
  }

  /**
   * Uncached reads for the back office (stop lists): what an outlet sells with its prices, and
   * products with their names in every language, as stored now.
   */
  pricedProductsOf(rn: number, br: number, outletId: number | null) {
    return repo.listPricedProducts(this.db, rn, br, outletId);
  }

  productsByIds(ids: number[]) {
    return repo.listProductsByIds(this.db, ids);
  }

  translationsOf(ids: number[]) {
    return repo.listTranslations(this.db, ids);
  }

  /** The network's automatic promotions (automatic-discounts.ts). */
  listAutomaticDiscounts(rn: number): Promise<AutomaticDiscountRule[]> {
    return this.discounts.get(String(rn), () => repo.listAutomaticDiscounts(this.db, rn));
  }

  /** The network's option groups by product, names in every language (an order line stores them). */
  listOptionGroups(rn: number): Promise<Map<number, StoredOptionGroup[]>> {
    return this.optionGroups.get(String(rn), () => this.optionGroupsService.ofNetwork(rn));
  }

  /** The language to answer in: the asked one when the brand offers it, else its default. */
  async languageFor(rn: number, lang: TLanguage | undefined): Promise<string> {
    const { brand } = await this.tenants.getTenant(rn);
    return servedLanguage(lang, brand);
  }

  listCategories(rn: number): Promise<Category[]> {
    return this.categories.get(String(rn), () => repo.listCategories(this.db, rn));
  }

  /** A category by slug (URL-decoded by the router) or numeric id; 404 when not in this network. */
  async resolveCategory(rn: number, ref: string): Promise<Category> {
    const all = await this.listCategories(rn);
    const found = /^\d+$/.test(ref) ? all.find((c) => c.id === Number(ref)) : all.find((c) => c.slug === ref);
    if (!found || found.isAddons) throw new AppError('CATEGORY_NOT_FOUND', `Category ${ref} was not found`);
    return found;
  }

  async resolveOutlet(rn: number, br: number, outletId: number | undefined): Promise<number | null> {
    if (outletId === undefined) return null;
    const region = await this.tenants.getRegion(rn, br);
    const outlets = await this.tenants.listOutlets(rn);
    if (!outlets.some((o) => o.id === outletId && o.businessRegionId === region.id)) {
      throw new AppError('RESTAURANT_NOT_FOUND', `Restaurant ${outletId} is not in business region ${br}`);
    }
    return outletId;
  }

  /** The automatic promotions running now for a catalogue, in its outlet's (or city's) zone. */
  async runningDiscounts({ rn, br, outletId }: CatalogueKey): Promise<AutomaticDiscountRule[]> {
    const rules = await this.listAutomaticDiscounts(rn);
    if (!rules.length) return [];
    const region = await this.tenants.getRegion(rn, br);
    const outlet =
      outletId === null ? null : (await this.tenants.listOutlets(rn)).find((o) => o.id === outletId);
    return activeDiscounts(rules, {
      businessRegionId: region.id,
      timeZone: outlet?.timeZone ?? region.timeZone,
      at: this.clock.now(),
    });
  }

  /**
   * What the menu's prices depend on besides the catalogue: the promotions running now, and how
   * many times the catalogues were dropped. Caches of answers built from `getCatalogue` put it in
   * their keys.
   */
  async priceKey(key: CatalogueKey): Promise<string> {
    return `${this.generation}:${(await this.runningDiscounts(key)).map((r) => r.id).join(',')}`;
  }

  /**
   * Forgets every cached catalogue at once, when a price changed on this or another instance
   * (catalogue-sync.ts): the next read builds them again. Caches of answers built from
   * them follow: keyed by `priceKey`, or emptied by their `onCataloguesDropped` listener.
   */
  dropCatalogues(): void {
    this.generation++;
    this.catalogues.clear();
    this.optionGroups.clear();
    this.categories.clear();
    this.discounts.clear();
    for (const listener of this.dropListeners) listener();
  }

  onCataloguesDropped(listener: () => void): void {
    this.dropListeners.add(listener);
  }

  /** The menu as it is priced now: list prices lowered by the automatic promotions running. */
  async getCatalogue(key: CatalogueKey, stops?: StopSet): Promise<RegionCatalogue> {
    const list = await this.getListCatalogue(key, stops);
    const running = await this.runningDiscounts(key);
    if (!running.length) return list;
    let byRules = this.promoted.get(list);
    if (!byRules) this.promoted.set(list, (byRules = new Map()));
    const rulesKey = running.map((r) => r.id).join(',');
    let menu = byRules.get(rulesKey);
    if (!menu) {
      const products = applyDiscounts(list.products, running);
      menu = { products, byId: new Map(products.map((p) => [p.id, p])) };
      byRules.set(rulesKey, menu);
    }
    return menu;
  }

  /**
   * The catalogue at list prices, no automatic promotion applied: what the checkout prices from.
   * Products on stop for its visitors (`stops`, else read now) are marked `isOnStop`.
   */
  async getListCatalogue(key: CatalogueKey, stops?: StopSet): Promise<RegionCatalogue> {
    const { rn, br, outletId, lang, target } = key;
    await this.tenants.getRegion(rn, br);
    const list = await this.catalogues.get(`${rn}:${br}:${outletId ?? ''}:${lang}:${target}`, () =>
      this.build(key),
    );
    const stopped = stops ?? (await this.stopsFor(key));
    if (!stopped.ids.size) return list;
    let byStops = this.stoppedViews.get(list);
    if (!byStops) this.stoppedViews.set(list, (byStops = new Map()));
    let view = byStops.get(stopped.key);
    if (!view) {
      // an option whose linked dish is stopped (a set's drink) cannot be chosen either
      const products = list.products.map((p) =>
        withStoppedOptions(stopped.ids.has(p.id) ? { ...p, isOnStop: true } : p, stopped.ids),
      );
      view = { products, byId: new Map(products.map((p) => [p.id, p])) };
      // a stop set lasts minutes or hours: the few views of one catalogue are not worth evicting
      byStops.set(stopped.key, view);
    }
    return view;
  }

  /**
   * What a catalogue's visitors cannot be sold now (ARCHITECTURE.md): its outlet's stop list, or
   * without an outlet, what every active outlet of the city has on stop. `fresh` reads the
   * outlet's list from the database (order creation). Answer caches put `key` in their keys.
   */
  async stopsFor(key: Pick<CatalogueKey, 'rn' | 'br' | 'outletId'>, fresh = false): Promise<StopSet> {
    const now = this.clock.now();
    let ids: Set<number>;
    if (key.outletId !== null) ids = await this.stopLists.stopped(key.outletId, now, fresh);
    else {
      const outlets = (await this.tenants.listOutlets(key.rn)).filter((o) => o.businessRegionId === key.br);
      const sets: Set<number>[] = [];
      for (const o of outlets) sets.push(await this.stopLists.stopped(o.id, now, fresh));
      ids = intersect(sets);
    }
    return { ids, key: stopKeyOf(ids) };
  }

  /**
   * `stopsFor` one outlet with `fresh`, as a part of one statement with other modules' reads
   * (lib/read-parts.ts): order creation reads its outlet's stop list with its day.
   */
  freshStopsPart(outletId: number): ReadPart<StopSet> {
    const part = this.stopLists.freshPart(outletId, this.clock.now());
    return {
      sql: part.sql,
      decode: (value) => {
        const ids = part.decode(value);
        return { ids, key: stopKeyOf(ids) };
      },
    };
  }

  /** The ids `stopsFor` a city (`outletId` null) or one of its outlets, in order; an unknown city is a 400. */
  async soldOut(rn: number, br: number, outletId: number | null): Promise<number[]> {
    await this.tenants.getRegion(rn, br);
    const { ids } = await this.stopsFor({ rn, br, outletId });
    return [...ids].sort((a, b) => a - b);
  }

  /** A stop list changed (here or on another instance, catalogue-sync.ts): read it again. */
  dropStopList(outletId: number): void {
    this.stopLists.drop(outletId);
    // answers built with the old list (search results) go with it
    for (const listener of this.dropListeners) listener();
  }

  async getProduct(key: CatalogueKey, id: number, withArchive: boolean) {
    const { br } = key;
    const product = (await this.getCatalogue(key)).byId.get(id);
    if (!product || (product.isArchived && !withArchive)) {
      throw new AppError('PRODUCT_NOT_FOUND', `Product ${id} is not sold in business region ${br}`);
    }
    return product;
  }

  async findProduct(key: CatalogueKey, match: (p: TProduct) => boolean, what: string, withArchive: boolean) {
    const product = (await this.getCatalogue(key)).products.find(match);
    if (!product || (product.isArchived && !withArchive)) {
      throw new AppError('PRODUCT_NOT_FOUND', `${what} is not sold in business region ${key.br}`);
    }
    return product;
  }

  /** SEO text of a product sold in the city, in `lang` (or the brand's default language). */
  async getProductSeo(q: { rn: number; br: number; target: string; lang?: TLanguage }, slug: string) {
    const lang = await this.languageFor(q.rn, q.lang);
    const key = { rn: q.rn, br: q.br, outletId: null, lang, target: q.target };
    const product = await this.findProduct(key, (p) => p.slug === slug, `Product ${slug}`, false);
    const { brand } = await this.tenants.getTenant(q.rn);
    const [tr] = await repo.listTranslations(this.db, [product.id]).then((rows) => {
      const exact = rows.filter((r) => r.language === lang);
      return exact.length ? exact : rows.filter((r) => r.language === brand.defaultLanguage);
    });
    return {
      productId: product.id,
      language: (tr?.language ?? lang) as TLanguage,
      title: `${product.name} — ${brand.name}`,
      description: product.description,
      seoText: tr?.seoText ?? '',
    };
  }

  private async build({ rn, br, outletId, lang, target }: CatalogueKey): Promise<RegionCatalogue> {
    const { brand } = await this.tenants.getTenant(rn);
    const fallback = brand.defaultLanguage;
    const rows = (await repo.listPricedProducts(this.db, rn, br, outletId)).filter((r) =>
      r.targets.includes(target),
    );
    const ids = rows.map((r) => r.id);
    const [translations, attributes, classifiers, addons, optionGroups] = await Promise.all([
      repo.listTranslations(this.db, ids),
      repo.listProductAttributes(this.db, ids),
      repo.listProductClassifiers(this.db, ids),
      repo.listProductAddons(this.db, ids),
      this.listOptionGroups(rn),
    ]);
    const group = <T extends { productId: number }>(items: T[]) => {
      const m = new Map<number, T[]>();
      for (const it of items) m.set(it.productId, [...(m.get(it.productId) ?? []), it]);
      return m;
    };
    const trBy = group(translations);
    const attrBy = group(attributes);
    const clsBy = group(classifiers);
    const addonBy = group(addons);
    const rowById = new Map(rows.map((r) => [r.id, r]));
    // an option's linked dish (a set's drink) is chosen only while it is sold here
    const isSold = (id: number) => rowById.get(id)?.isArchived === false;

    const textOf = (id: number, field: 'name' | 'description' | 'composition') => {
      const map = Object.fromEntries((trBy.get(id) ?? []).map((t) => [t.language, t[field]]));
      return pickText(map, lang, fallback);
    };
    const localizedNames = (names: Record<string, string>) =>
      brand.languages.filter((l) => names[l]).map((language) => ({ language, name: names[language]! }));

    const products = rows.map((r): TProduct => {
      const tr = trBy.get(r.id) ?? [];
      const attrs = (attrBy.get(r.id) ?? []).map((a) => ({
        id: a.attribute.id,
        type: a.attribute.type,
        code: a.attribute.code,
        name: pickText(a.attribute.name, lang, fallback),
        localization: localizedNames(a.attribute.name),
        color: a.attribute.color,
        value: a.value,
      }));
      return {
        id: r.id,
        article: r.article,
        slug: r.slug,
        categoryId: r.categoryId,
        categorySlug: r.categorySlug,
        name: textOf(r.id, 'name'),
        description: textOf(r.id, 'description'),
        composition: textOf(r.id, 'composition'),
        localization: tr
          .filter((t) => brand.languages.includes(t.language))
          .map((t) => ({
            language: t.language,
            name: t.name,
            description: t.description,
            composition: t.composition,
          })),
        price: r.price,
        oldPrice: r.oldPrice,
        weight: r.weightGrams,
        pieces: r.pieces,
        isHot: r.isHot,
        isVegan: r.isVegan,
        isAddon: r.isAddon,
        isArchived: r.isArchived,
        // marked per stop set by getListCatalogue: stop lists change far more often than menus
        isOnStop: false,
        imageUrl: this.media.imageUrl(r.imageKey),
        availability:
          r.availableFrom && r.availableTo
            ? { from: r.availableFrom.slice(0, 5), to: r.availableTo.slice(0, 5) }
            : null,
        additionalProperties: { persons: r.persons },
        attributes: attrs,
        attributesIds: attrs.map((a) => a.id),
        classifiers: (clsBy.get(r.id) ?? []).map((c) => ({ id: c.classifierId, isDefault: c.isDefault })),
        // addons not sold in this city are left out rather than offered without a price
        addons: (addonBy.get(r.id) ?? []).flatMap((a) => {
          const addon = rowById.get(a.addonProductId);
          if (!addon) return [];
          const names = Object.fromEntries((trBy.get(addon.id) ?? []).map((t) => [t.language, t.name]));
          return [
            {
              addonId: addon.id,
              article: addon.article,
              slug: addon.slug,
              name: pickText(names, lang, fallback),
              localization: localizedNames(names),
              imageUrl: this.media.imageUrl(addon.imageKey),
              price: addon.price,
              freeCount: a.freeCount,
              maxCount: a.maxCount,
            },
          ];
        }),
        // left out for a product without groups (most of a menu): the page stays as light
        ...(optionGroups.has(r.id)
          ? { optionGroups: localizeGroups(optionGroups.get(r.id)!, lang, fallback, isSold) }
          : {}),
      };
    });
    return { products, byId: new Map(products.map((p) => [p.id, p])) };
  }
}
