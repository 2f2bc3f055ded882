import type { TLanguage, TProduct } from '@food/contracts';
import type { Db } from '../../db/client.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { MediaUrls } from '../../lib/media-url.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import {
  activeDiscounts,
  applyDiscounts,
  type AutomaticDiscountRule,
} from '../order-service/pricing/automatic-discounts.js';
import * as repo from './products-repo.js';

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
  private readonly promoted = new WeakMap<RegionCatalogue, Map<string, RegionCatalogue>>();

  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
    private readonly media: MediaUrls,
    ttlMs: number,
    private readonly clock: Clock = systemClock,
  ) {
    this.catalogues = new TtlCache(ttlMs, 500);
    this.categories = new TtlCache(ttlMs);
    this.discounts = new TtlCache(ttlMs);
  }

  /** The network's automatic promotions (order-service/pricing/automatic-discounts.ts). */
  listAutomaticDiscounts(rn: number): Promise<AutomaticDiscountRule[]> {
    return this.discounts.get(String(rn), () => repo.listAutomaticDiscounts(this.db, rn));
  }

  /** The language to answer in: the asked one when the brand offers it, else its default. */
  async languageFor(rn: number, lang: TLanguage | undefined): Promise<string> {
    const { brand } = await this.tenants.getTenant(rn);
    return lang && brand.languages.includes(lang) ? lang : brand.defaultLanguage;
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
   * What the menu's prices depend on besides the catalogue: the promotions running now. Caches of
   * answers built from `getCatalogue` put it in their keys.
   */
  async priceKey(key: CatalogueKey): Promise<string> {
    return (await this.runningDiscounts(key)).map((r) => r.id).join(',');
  }

  /** The menu as it is priced now: list prices lowered by the automatic promotions running. */
  async getCatalogue(key: CatalogueKey): Promise<RegionCatalogue> {
    const list = await this.getListCatalogue(key);
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

  /** The catalogue at list prices, no automatic promotion applied: what the checkout prices from. */
  async getListCatalogue(key: CatalogueKey): Promise<RegionCatalogue> {
    const { rn, br, outletId, lang, target } = key;
    await this.tenants.getRegion(rn, br);
    return this.catalogues.get(`${rn}:${br}:${outletId ?? ''}:${lang}:${target}`, () => this.build(key));
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
    const [translations, attributes, classifiers, addons, stopList] = await Promise.all([
      repo.listTranslations(this.db, ids),
      repo.listProductAttributes(this.db, ids),
      repo.listProductClassifiers(this.db, ids),
      repo.listProductAddons(this.db, ids),
      outletId === null ? Promise.resolve([]) : repo.listStopList(this.db, outletId),
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
    const stopped = new Set(stopList.map((s) => s.productId));
    const rowById = new Map(rows.map((r) => [r.id, r]));

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
        isOnStop: stopped.has(r.id),
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
      };
    });
    return { products, byId: new Map(products.map((p) => [p.id, p])) };
  }
}
