/**
 * Reads a network's menu as file cells and writes an import's planned changes (menu-import-service.ts
 * runs both in one transaction). Only the columns of the file are touched: option groups,
 * addons, attributes and outlet price overrides stay as they are.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import * as s from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { formatMoney, NUTRITION, parseMoney } from './columns.js';
import type { MenuContext, PlannedChange } from './import-plan.js';

export interface LoadedMenu extends MenuContext {
  /** city slug → business region id */
  regionIds: Map<string, number>;
  /** the products in file order (category order, then their own) */
  order: string[];
}

const time = (t: string | null) => (t ? t.slice(0, 5) : '');
const bool = (b: boolean) => (b ? '1' : '0');
const num = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export async function loadMenu(db: DbOrTx, rn: number): Promise<LoadedMenu> {
  const [brand] = await db
    .select({ languages: s.brands.languages, defaultLanguage: s.brands.defaultLanguage })
    .from(s.brands)
    .where(eq(s.brands.retailNetworkId, rn))
    .orderBy(asc(s.brands.id))
    .limit(1);
  if (!brand) throw new AppError('UNKNOWN_RETAIL_NETWORK', `Retail network ${rn} was not found`);
  const languages = [brand.defaultLanguage, ...brand.languages.filter((l) => l !== brand.defaultLanguage)];
  const regions = await db
    .select({ id: s.businessRegions.id, slug: s.businessRegions.slug })
    .from(s.businessRegions)
    .where(and(eq(s.businessRegions.retailNetworkId, rn), isNotNull(s.businessRegions.slug)))
    .orderBy(asc(s.businessRegions.sortOrder), asc(s.businessRegions.id));
  const regionIds = new Map(regions.map((r) => [r.slug!, r.id]));
  const slugOfRegion = new Map(regions.map((r) => [r.id, r.slug!]));
  const cities = regions.map((r) => r.slug!);

  const categoryRows = await db
    .select({
      id: s.categories.id,
      slug: s.categories.slug,
      imageKey: s.categories.imageKey,
      sortOrder: s.categories.sortOrder,
    })
    .from(s.categories)
    .where(eq(s.categories.retailNetworkId, rn))
    .orderBy(asc(s.categories.sortOrder), asc(s.categories.id));
  const categories: MenuContext['categories'] = new Map();
  const cellOfCategory = new Map<number, string>();
  for (const c of categoryRows) {
    const entry = { id: c.id, cell: c.slug ?? `#${c.id}`, imageKey: c.imageKey };
    cellOfCategory.set(c.id, entry.cell);
    categories.set(entry.cell, entry);
    categories.set(`#${c.id}`, entry);
  }
  const categoryRank = new Map(categoryRows.map((c, i) => [c.id, i]));

  const productRows = await db.select().from(s.products).where(eq(s.products.retailNetworkId, rn));
  const ids = productRows.map((p) => p.id);
  const translations = ids.length
    ? await db.select().from(s.productTranslations).where(inArray(s.productTranslations.productId, ids))
    : [];
  const prices = ids.length
    ? await db
        .select()
        .from(s.productPrices)
        .where(and(inArray(s.productPrices.productId, ids), isNull(s.productPrices.outletId)))
    : [];
  const cellsById = new Map<number, Record<string, string>>();
  for (const p of productRows) {
    const cells: Record<string, string> = {
      article: p.article,
      category: cellOfCategory.get(p.categoryId) ?? `#${p.categoryId}`,
      slug: p.slug,
      weight: String(p.weightGrams),
      pieces: num(p.pieces),
      persons: num(p.persons),
      hot: bool(p.isHot),
      vegan: bool(p.isVegan),
      addon: bool(p.isAddon),
      archived: bool(p.isArchived),
      targets: ['WEB', 'DESKTOP', 'MOBILE'].filter((t) => p.targets.includes(t)).join(','),
      available_from: time(p.availableFrom),
      available_to: time(p.availableTo),
      sort_order: String(p.sortOrder),
      image: p.imageKey,
    };
    for (const n of NUTRITION) cells[n] = p.nutrition ? String(Math.round(p.nutrition[n] * 10) / 10) : '';
    for (const l of languages) {
      cells[`name:${l}`] = '';
      cells[`description:${l}`] = '';
      cells[`composition:${l}`] = '';
      cells[`seo_text:${l}`] = '';
    }
    for (const c of cities) {
      cells[`price:${c}`] = '';
      cells[`old_price:${c}`] = '';
    }
    cellsById.set(p.id, cells);
  }
  for (const t of translations) {
    const cells = cellsById.get(t.productId)!;
    if (!languages.includes(t.language)) continue;
    cells[`name:${t.language}`] = t.name.trim();
    cells[`description:${t.language}`] = t.description.trim();
    cells[`composition:${t.language}`] = t.composition.trim();
    cells[`seo_text:${t.language}`] = t.seoText.trim();
  }
  for (const pr of prices) {
    const city = slugOfRegion.get(pr.businessRegionId);
    if (!city) continue;
    const cells = cellsById.get(pr.productId)!;
    cells[`price:${city}`] = formatMoney(pr.price);
    cells[`old_price:${city}`] = pr.oldPrice === null ? '' : formatMoney(pr.oldPrice);
  }
  const sorted = [...productRows].sort(
    (a, b) =>
      (categoryRank.get(a.categoryId) ?? 0) - (categoryRank.get(b.categoryId) ?? 0) ||
      a.sortOrder - b.sortOrder ||
      a.id - b.id,
  );
  return {
    languages,
    defaultLanguage: brand.defaultLanguage,
    cities,
    categories,
    products: new Map(productRows.map((p) => [p.article, { id: p.id, cells: cellsById.get(p.id)! }])),
    regionIds,
    order: sorted.map((p) => p.article),
  };
}

/** The next id of the brand's range, under the same lock as the menu editor's (menu/product-repo.ts). */
async function nextProductId(tx: DbOrTx, rn: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('menu.product_id'))`);
  const base = rn * 100_000;
  const [row] = await tx
    .select({ max: sql<number | null>`max(${s.products.id})` })
    .from(s.products)
    .where(and(sql`${s.products.id} >= ${base}`, sql`${s.products.id} < ${base + 100_000}`));
  const next = Number(row?.max ?? base) + 1;
  if (next < base + 100_000) return next;
  const [all] = await tx.select({ max: sql<number | null>`max(${s.products.id})` }).from(s.products);
  return Math.max(Number(all?.max ?? 0) + 1, 10_000_000);
}

const intOrNull = (v: string | undefined) => (v ? Number(v) : null);

/** Writes one planned create or update; answers the product's id. */
export async function writeChange(
  tx: DbOrTx,
  rn: number,
  menu: LoadedMenu,
  change: PlannedChange,
): Promise<number> {
  const c = change.cells;
  const nutrition = c.kcal
    ? {
        kcal: Number(c.kcal),
        proteins: Number(c.proteins),
        fats: Number(c.fats),
        carbohydrates: Number(c.carbohydrates),
      }
    : null;
  const columns = {
    categoryId: menu.categories.get(c.category!)!.id,
    article: c.article!,
    slug: c.slug!,
    weightGrams: Number(c.weight),
    pieces: intOrNull(c.pieces),
    persons: intOrNull(c.persons),
    isHot: c.hot === '1',
    isVegan: c.vegan === '1',
    isAddon: c.addon === '1',
    isArchived: c.archived === '1',
    imageKey: c.image ?? '',
    availableFrom: c.available_from || null,
    availableTo: c.available_to || null,
    targets: c.targets ? c.targets.split(',') : [],
    sortOrder: Number(c.sort_order ?? 0),
    nutrition,
  };
  let id = change.productId;
  if (id === null) {
    id = await nextProductId(tx, rn);
    await tx.insert(s.products).values({ id, retailNetworkId: rn, ...columns });
  } else {
    await tx.update(s.products).set(columns).where(eq(s.products.id, id));
  }
  for (const language of menu.languages) {
    const name = c[`name:${language}`] ?? '';
    const where = and(eq(s.productTranslations.productId, id), eq(s.productTranslations.language, language));
    if (!name) {
      await tx.delete(s.productTranslations).where(where);
      continue;
    }
    const text = {
      name,
      description: c[`description:${language}`] ?? '',
      composition: c[`composition:${language}`] ?? '',
      seoText: c[`seo_text:${language}`] ?? '',
    };
    await tx
      .insert(s.productTranslations)
      .values({ productId: id, language, ...text })
      .onConflictDoUpdate({
        target: [s.productTranslations.productId, s.productTranslations.language],
        set: text,
      });
  }
  for (const [city, businessRegionId] of menu.regionIds) {
    const price = parseMoney(c[`price:${city}`] ?? '');
    const oldPrice = parseMoney(c[`old_price:${city}`] ?? '');
    const where = and(
      eq(s.productPrices.productId, id),
      eq(s.productPrices.businessRegionId, businessRegionId),
      isNull(s.productPrices.outletId),
    );
    if (price === null) {
      await tx.delete(s.productPrices).where(where);
      continue;
    }
    const [row] = await tx.select({ id: s.productPrices.id }).from(s.productPrices).where(where);
    if (row) await tx.update(s.productPrices).set({ price, oldPrice }).where(eq(s.productPrices.id, row.id));
    else
      await tx
        .insert(s.productPrices)
        .values({ productId: id, businessRegionId, outletId: null, price, oldPrice });
  }
  return id;
}
