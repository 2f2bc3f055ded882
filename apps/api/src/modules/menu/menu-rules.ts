/**
 * The menu editor's rules (issue 19 item 1), pure: what a category tree, a product's prices,
 * texts, addons and hours must be before anything is written. Each returns the first problem
 * found (code, message, path) or null; the services turn it into an AppError, so a bad body
 * writes nothing.
 */
import type { ErrorCode } from '../../lib/errors.js';

export interface MenuProblem {
  code: ErrorCode;
  message: string;
  /** where in the body, as a JSON pointer */
  path: string;
}

const problem = (code: ErrorCode, path: string, message: string): MenuProblem => ({ code, message, path });

/**
 * Would giving `categoryId` the parent `parentId` make a category its own ancestor? `parents`
 * maps each category of the brand to its current parent. A category being created has no id yet
 * (pass null): it cannot close a loop.
 */
export function makesCategoryLoop(
  parents: ReadonlyMap<number, number | null>,
  categoryId: number | null,
  parentId: number | null,
): boolean {
  if (categoryId === null || parentId === null) return false;
  const seen = new Set<number>();
  for (let at: number | null = parentId; at !== null; at = parents.get(at) ?? null) {
    if (at === categoryId) return true;
    // a loop already in the data (never written by this editor) ends the walk
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}

/** The drag order must name exactly the brand's categories, each once. */
export function checkCategoryOrder(existing: readonly number[], ids: readonly number[]): MenuProblem | null {
  const asked = new Set(ids);
  if (asked.size !== ids.length)
    return problem('CATEGORY_ORDER_MISMATCH', '/ids', 'A category is named twice in the order');
  const known = new Set(existing);
  const missing = existing.filter((id) => !asked.has(id));
  const unknown = ids.filter((id) => !known.has(id));
  if (missing.length || unknown.length)
    return problem(
      'CATEGORY_ORDER_MISMATCH',
      '/ids',
      `The order must list every category of the brand once` +
        (unknown.length ? `; not of this brand: ${unknown.join(', ')}` : '') +
        (missing.length ? `; missing: ${missing.join(', ')}` : ''),
    );
  return null;
}

/** Names in the brand's languages only, the default language's required. */
export function checkTranslations(
  languages: readonly string[],
  defaultLanguage: string,
  translations: Partial<Record<string, { name: string }>>,
): MenuProblem | null {
  for (const lang of Object.keys(translations))
    if (!languages.includes(lang))
      return problem(
        'UNKNOWN_LANGUAGE',
        `/translations/${lang}`,
        `The brand is not translated into "${lang}" (its languages: ${languages.join(', ')})`,
      );
  if (!translations[defaultLanguage]?.name.trim())
    return problem(
      'DEFAULT_LANGUAGE_REQUIRED',
      `/translations/${defaultLanguage}/name`,
      `A name in the brand's default language (${defaultLanguage}) is required`,
    );
  return null;
}

export interface PricePlaces {
  /** the brand's cities */
  cityIds: ReadonlySet<number>;
  /** the brand's outlets and their cities */
  outletCity: ReadonlyMap<number, number>;
}

export interface PriceRow {
  businessRegionId: number;
  outletId: number | null;
  price: number;
  oldPrice: number | null;
}

/**
 * Prices: above 0, an old (struck-through) price above the price, cities and outlets of the
 * brand (an outlet in the city its row names), one row per city and per outlet.
 */
export function checkPrices(prices: readonly PriceRow[], places: PricePlaces): MenuProblem | null {
  const seen = new Set<string>();
  for (const [i, row] of prices.entries()) {
    const at = `/prices/${i}`;
    if (row.price <= 0)
      return problem('PRICE_NOT_POSITIVE', `${at}/price`, `A price must be above 0 (got ${row.price})`);
    if (row.oldPrice !== null && row.oldPrice <= row.price)
      return problem(
        'PRICE_NOT_POSITIVE',
        `${at}/oldPrice`,
        `The old (struck-through) price must be above the price (${row.oldPrice} ≤ ${row.price})`,
      );
    if (!places.cityIds.has(row.businessRegionId))
      return problem(
        'UNKNOWN_BUSINESS_REGION',
        `${at}/businessRegionId`,
        `City ${row.businessRegionId} is not a city of this brand`,
      );
    if (row.outletId !== null) {
      const city = places.outletCity.get(row.outletId);
      if (city === undefined)
        return problem(
          'UNKNOWN_OUTLET',
          `${at}/outletId`,
          `Outlet ${row.outletId} is not an outlet of this brand`,
        );
      if (city !== row.businessRegionId)
        return problem(
          'UNKNOWN_OUTLET',
          `${at}/outletId`,
          `Outlet ${row.outletId} is not in city ${row.businessRegionId}`,
        );
    }
    const key = `${row.businessRegionId}:${row.outletId ?? ''}`;
    if (seen.has(key))
      return problem(
        'MENU_RULE_VIOLATED',
        at,
        row.outletId === null
          ? `City ${row.businessRegionId} has two prices`
          : `Outlet ${row.outletId} has two prices`,
      );
    seen.add(key);
  }
  return null;
}

export interface AddonRow {
  addonProductId: number;
  freeCount: number;
  maxCount: number;
}

/** Addons: of the brand, not the product itself, each once, free count within the cap. */
export function checkAddons(
  addons: readonly AddonRow[],
  productId: number | null,
  brandProductIds: ReadonlySet<number>,
): MenuProblem | null {
  const seen = new Set<number>();
  for (const [i, a] of addons.entries()) {
    const at = `/addons/${i}`;
    if (a.freeCount > a.maxCount)
      return problem(
        'MENU_RULE_VIOLATED',
        `${at}/freeCount`,
        `An addon's free count (${a.freeCount}) cannot exceed its cap (${a.maxCount})`,
      );
    if (a.addonProductId === productId || !brandProductIds.has(a.addonProductId))
      return problem(
        'UNKNOWN_ADDON',
        `${at}/addonProductId`,
        `Product ${a.addonProductId} cannot be an addon of this product`,
      );
    if (seen.has(a.addonProductId))
      return problem('MENU_RULE_VIOLATED', at, `Addon ${a.addonProductId} is listed twice`);
    seen.add(a.addonProductId);
  }
  return null;
}

/** Product hours: both ends or neither (an equal pair would be a window of no time). */
export function checkHours(from: string | null, to: string | null): MenuProblem | null {
  if ((from === null) !== (to === null))
    return problem(
      'MENU_RULE_VIOLATED',
      from === null ? '/availableFrom' : '/availableTo',
      'Give both ends of the hours a product is sold in, or neither',
    );
  if (from !== null && from === to)
    return problem(
      'MENU_RULE_VIOLATED',
      '/availableTo',
      'The hours a product is sold in cannot start and end at once',
    );
  return null;
}

/** Attributes: of the brand, each once. */
export function checkAttributes(
  rows: ReadonlyArray<{ attributeId: number }>,
  brandAttributeIds: ReadonlySet<number>,
): MenuProblem | null {
  const seen = new Set<number>();
  for (const [i, r] of rows.entries()) {
    if (!brandAttributeIds.has(r.attributeId))
      return problem(
        'UNKNOWN_ATTRIBUTE',
        `/attributes/${i}/attributeId`,
        `Attribute ${r.attributeId} is not an attribute of this brand`,
      );
    if (seen.has(r.attributeId))
      return problem('MENU_RULE_VIOLATED', `/attributes/${i}`, `Attribute ${r.attributeId} is listed twice`);
    seen.add(r.attributeId);
  }
  return null;
}
