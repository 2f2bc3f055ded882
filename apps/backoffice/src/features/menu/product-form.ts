/**
 * The product editor's pure rules: money typed in major units, the write body from the editor
 * view, a new product's defaults, and the order of categories moved by drag or by buttons.
 */
import type { TMenu, TPriceWrite, TProductEditor, TProductWrite } from '@food/contracts';
import { minorUnitsOf } from '../../i18n';

/** "259", "259.5", "259,50" → minor units (25900, 25950, 25950); null when it is not an amount. */
export function parseMoney(text: string, currency: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const perMajor = minorUnitsOf(currency);
  const [whole, fraction = ''] = clean.split('.');
  const fractionDigits = Math.round(Math.log10(perMajor));
  if (fraction.length > fractionDigits) return null;
  return Number(whole) * perMajor + Number(fraction.padEnd(fractionDigits, '0') || 0);
}

/** Minor units as the field shows them: 25900 → "259", 25950 → "259.50". */
export function moneyText(minor: number, currency: string): string {
  const perMajor = minorUnitsOf(currency);
  const whole = Math.trunc(minor / perMajor);
  const rest = Math.abs(minor % perMajor);
  if (!rest) return String(whole);
  return `${whole}.${String(rest).padStart(Math.round(Math.log10(perMajor)), '0')}`;
}

/** The write body of an editor view (what a publish or a draft sends back). */
export function writeOf(view: TProductEditor): TProductWrite {
  const {
    id: _id,
    retailNetworkId: _rn,
    imageUrl: _url,
    isArchived: _archived,
    draft: _draft,
    version: _v,
    ...write
  } = view;
  return write;
}

/** A new product: in the first category, sold nowhere yet, on every channel. */
export function newProduct(menu: TMenu): TProductWrite {
  const category = menu.categories.find((c) => !c.isAddons) ?? menu.categories[0];
  return {
    categoryId: category?.id ?? 0,
    article: '',
    slug: '',
    weightGrams: 0,
    pieces: null,
    persons: null,
    isHot: false,
    isVegan: false,
    isAddon: false,
    imageKey: category?.imageKey ?? '',
    availableFrom: null,
    availableTo: null,
    targets: ['WEB', 'DESKTOP', 'MOBILE'],
    sortOrder: 0,
    nutrition: null,
    translations: { [menu.defaultLanguage]: { name: '', description: '', composition: '', seoText: '' } },
    attributes: [],
    prices: [],
    addons: [],
    optionGroups: [],
  };
}

/** "Піца Маргарита" → "pizza-margarita"-like slug from Latin letters and digits (others dropped). */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}

/** The city's own price row and its outlets' overrides. */
export function pricesOfCity(prices: readonly TPriceWrite[], cityId: number) {
  return {
    city: prices.find((p) => p.businessRegionId === cityId && p.outletId === null) ?? null,
    outlets: prices.filter((p) => p.businessRegionId === cityId && p.outletId !== null),
  };
}

/** Sets (or, with null, removes) the row of a city or of one outlet in it. */
export function setPrice(
  prices: readonly TPriceWrite[],
  cityId: number,
  outletId: number | null,
  row: Pick<TPriceWrite, 'price' | 'oldPrice'> | null,
): TPriceWrite[] {
  const others = prices.filter((p) => !(p.businessRegionId === cityId && p.outletId === outletId));
  const kept =
    outletId === null && row === null ? others.filter((p) => p.businessRegionId !== cityId) : others;
  return row ? [...kept, { businessRegionId: cityId, outletId, ...row }] : kept;
}

/** The list with the item at `from` moved to `to` (drag and drop, or a move up/down button). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
