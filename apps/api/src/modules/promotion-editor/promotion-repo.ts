/**
 * Reads of the promotion editor (promo codes with their uses, automatic promotions, banners,
 * promotion pages, site texts) and the rows → views the API answers with.
 */
import type {
  TAutomaticDiscountView,
  TBannerView,
  TPromoCodeView,
  TPromotionPageView,
  TSiteTextView,
} from '@food/contracts';
import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  automaticDiscounts,
  banners,
  businessRegions,
  categories,
  orders,
  products,
  promoCodes,
  promotionProducts,
  promotions,
  siteTexts,
} from '../../db/schema.js';
import type { MediaUrls } from '../../lib/media-url.js';

/** An order's status id for "cancelled" (its use of a code is given back; migration 0006). */
const CANCELLED = 4;

type PromoCodeRow = typeof promoCodes.$inferSelect;
type AutomaticRow = typeof automaticDiscounts.$inferSelect;
type BannerRow = typeof banners.$inferSelect;
type PromotionRow = typeof promotions.$inferSelect;
type SiteTextRow = typeof siteTexts.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

export const promoCodeView = (r: PromoCodeRow, uses: number): TPromoCodeView => ({
  id: r.id,
  retailNetworkId: r.retailNetworkId,
  code: r.code,
  kind: r.kind,
  value: r.value,
  giftProductId: r.giftProductId,
  minOrderAmount: r.minOrderAmount,
  startsAt: r.startsAt.toISOString(),
  expiresAt: iso(r.expiresAt),
  isActive: r.isActive,
  maxUsesTotal: r.maxUsesTotal,
  maxUsesPerCustomer: r.maxUsesPerCustomer,
  firstOrderOnly: r.firstOrderOnly,
  businessRegionIds: r.businessRegionIds,
  uses,
});

export const automaticView = (r: AutomaticRow): TAutomaticDiscountView => ({
  id: r.id,
  retailNetworkId: r.retailNetworkId,
  businessRegionId: r.businessRegionId,
  promotionId: r.promotionId,
  categoryId: r.categoryId,
  productIds: r.productIds,
  percent: r.percent,
  daysOfWeek: r.daysOfWeek,
  startsTime: hhmm(r.startsTime),
  endsTime: hhmm(r.endsTime),
  startsAt: r.startsAt.toISOString(),
  endsAt: iso(r.endsAt),
  combinesWithPromoCodes: r.combinesWithPromoCodes,
  isActive: r.isActive,
});

export const bannerView = (r: BannerRow, media: MediaUrls): TBannerView => ({
  id: r.id,
  retailNetworkId: r.retailNetworkId,
  businessRegionId: r.businessRegionId,
  title: r.title,
  subtitle: r.subtitle,
  imageKey: r.imageKey,
  imageUrl: media.imageUrl(r.imageKey),
  link: r.link,
  targets: r.targets,
  sortOrder: r.sortOrder,
  activeFrom: iso(r.activeFrom),
  activeTo: iso(r.activeTo),
});

export const promotionView = (
  r: PromotionRow,
  productIds: number[],
  media: MediaUrls,
): TPromotionPageView => ({
  id: r.id,
  retailNetworkId: r.retailNetworkId,
  businessRegionId: r.businessRegionId,
  slug: r.slug,
  title: r.title,
  body: r.body,
  imageKey: r.imageKey,
  imageUrl: media.imageUrl(r.imageKey),
  productIds,
  promoCode: r.promoCode,
  startsAt: r.startsAt.toISOString(),
  endsAt: iso(r.endsAt),
  sortOrder: r.sortOrder,
});

export const siteTextView = (r: SiteTextRow): TSiteTextView => ({
  id: r.id,
  retailNetworkId: r.retailNetworkId,
  businessRegionId: r.businessRegionId,
  kind: r.kind,
  language: r.language,
  title: r.title,
  html: r.html,
  updatedAt: r.updatedAt.toISOString(),
});

/** Uses of the network's codes: orders with the code that were not cancelled. */
export async function promoCodeUses(db: DbOrTx, rn: number, codes?: string[]): Promise<Map<string, number>> {
  if (codes && codes.length === 0) return new Map();
  const rows = await db
    .select({ code: orders.promoCode, uses: sql<number>`count(*)::integer` })
    .from(orders)
    .where(
      and(
        eq(orders.retailNetworkId, rn),
        ne(orders.statusId, CANCELLED),
        codes ? inArray(orders.promoCode, codes) : sql`${orders.promoCode} is not null`,
      ),
    )
    .groupBy(orders.promoCode);
  return new Map(rows.map((r) => [r.code ?? '', Number(r.uses)]));
}

export const listPromoCodeRows = (db: DbOrTx, rn: number) =>
  db.select().from(promoCodes).where(eq(promoCodes.retailNetworkId, rn)).orderBy(asc(promoCodes.id));

export const listAutomaticRows = (db: DbOrTx, rn: number) =>
  db
    .select()
    .from(automaticDiscounts)
    .where(eq(automaticDiscounts.retailNetworkId, rn))
    .orderBy(asc(automaticDiscounts.id));

export const listBannerRows = (db: DbOrTx, rn: number) =>
  db
    .select()
    .from(banners)
    .where(eq(banners.retailNetworkId, rn))
    .orderBy(asc(banners.sortOrder), asc(banners.id));

export const listPromotionRows = (db: DbOrTx, rn: number) =>
  db
    .select()
    .from(promotions)
    .where(eq(promotions.retailNetworkId, rn))
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));

export async function promotionProductIds(db: DbOrTx, ids: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db
    .select()
    .from(promotionProducts)
    .where(inArray(promotionProducts.promotionId, ids))
    .orderBy(asc(promotionProducts.promotionId), asc(promotionProducts.productId));
  for (const r of rows) out.get(r.promotionId)?.push(r.productId);
  return out;
}

export const listSiteTextRows = (db: DbOrTx, rn: number) =>
  db
    .select()
    .from(siteTexts)
    .where(eq(siteTexts.retailNetworkId, rn))
    .orderBy(asc(siteTexts.kind), asc(siteTexts.businessRegionId), asc(siteTexts.language));

/** The network's cities, active or not (a promotion may name a city that opens later). */
export async function cityIdsOf(db: DbOrTx, rn: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: businessRegions.id })
    .from(businessRegions)
    .where(eq(businessRegions.retailNetworkId, rn));
  return new Set(rows.map((r) => r.id));
}

/** These products of the network that are dishes (not addons) and not archived. */
export async function dishIdsOf(db: DbOrTx, rn: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.retailNetworkId, rn),
        inArray(products.id, ids),
        eq(products.isArchived, false),
        eq(products.isAddon, false),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function categoryOf(db: DbOrTx, rn: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.retailNetworkId, rn), eq(categories.id, id)))
    .limit(1);
  return !!row;
}

/** The next id of a table whose ids the seed gives (banners, promotions: no sequence). */
export async function nextId(tx: DbOrTx, table: 'banners' | 'promotions'): Promise<number> {
  // one writer at a time takes the next id: two creates never pick the same one
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`next-id:${table}`}))`);
  const column = table === 'banners' ? banners.id : promotions.id;
  const source = table === 'banners' ? banners : promotions;
  const [row] = await tx.select({ top: max(column) }).from(source);
  return (row?.top ?? 0) + 1;
}
