/**
 * The back office's promotions and content pages (issue 19 item 5): promo codes, automatic
 * promotions, banners, promotion pages (the storefront's stories) and site texts. Every write
 * follows the catalogue pattern (ops/product-price-service.ts): the brand in the caller's scope,
 * the rules checked before anything is written, one transaction holding the write, its audit
 * entry and its `catalog.changed` event, then the caches dropped and the event published after
 * the commit (catalog/catalogue-change.ts).
 */
import { servedLanguage } from '@food/domain/language';
import type {
  TAutomaticDiscountCreate,
  TAutomaticDiscountList,
  TAutomaticDiscountView,
  TAutomaticDiscountWrite,
  TBannerAdminList,
  TBannerCreate,
  TBannerView,
  TBannerWrite,
  TPromoCodeCreate,
  TPromoCodeList,
  TPromoCodeView,
  TPromoCodeWrite,
  TPromotionOptions,
  TPromotionPageCreate,
  TPromotionPageList,
  TPromotionPageView,
  TPromotionPageWrite,
  TSiteTextCreate,
  TSiteTextList,
  TSiteTextView,
  TSiteTextWrite,
} from '@food/contracts';
import {
  ZAutomaticDiscountWrite,
  ZBannerWrite,
  ZPromoCodeWrite,
  ZPromotionPageWrite,
  type TLanguage,
} from '@food/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import {
  automaticDiscounts,
  banners,
  businessRegions,
  categories,
  categoryTranslations,
  productTranslations,
  products,
  promoCodes,
  promotionProducts,
  promotions,
  siteTexts,
} from '../../db/schema.js';
import { AppError, type ErrorCode } from '../../lib/errors.js';
import type { MediaUrls } from '../../lib/media-url.js';
import { recordAudit, type AuditEntry } from '../audit/index.js';
import { announceCatalogueChange, recordCatalogueChange, type CatalogueArea } from '../catalog/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import { assertCoversBrand, type Principal } from '../staff/index.js';
import * as repo from './promotion-repo.js';
import {
  automaticDiscountProblem,
  compactText,
  linkProblem,
  localizedProblem,
  promoCodeProblem,
  storedCode,
  storedValue,
  windowProblem,
  type RuleProblem,
} from './promotion-rules.js';
import { richTextToHtml } from './rich-text.js';

/** `caches.dropAll` drops the promotions, promo codes and automatic promotions this editor writes. */
type Deps = Pick<BackofficeDeps, 'db' | 'tenants' | 'events' | 'caches' | 'clock'> & { media: MediaUrls };

type Entity = 'promo_code' | 'automatic_discount' | 'banner' | 'promotion' | 'site_text';

const fail = (code: ErrorCode, message: string, path?: string): never => {
  throw new AppError(code, message, path ? [{ in: 'body', path, message }] : undefined);
};
const refuse = (p: RuleProblem | null) => {
  if (p) fail(p.code, p.message, p.path);
};

const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
};

const date = (s: string | null | undefined) => (s ? new Date(s) : null);

export class PromotionEditorService {
  constructor(private readonly deps: Deps) {}

  /* ------------------------------------------------------------ scope */

  /** The brand in the caller's scope (403 otherwise), and known (400 otherwise). */
  async networkInScope(principal: Principal, rn: number) {
    assertCoversBrand(principal, rn);
    return this.deps.tenants.getTenant(rn);
  }

  /** The brand of one record, for the route's guard; null: no such record (the handler's 404). */
  async networkOf(entity: Entity, id: number): Promise<number | null> {
    const { db } = this.deps;
    const table = {
      promo_code: promoCodes,
      automatic_discount: automaticDiscounts,
      banner: banners,
      promotion: promotions,
      site_text: siteTexts,
    }[entity];
    const [row] = await db.select({ rn: table.retailNetworkId }).from(table).where(eq(table.id, id)).limit(1);
    return row?.rn ?? null;
  }

  private async owned(principal: Principal, entity: Entity, id: number) {
    const rn = await this.networkOf(entity, id);
    if (rn === null) {
      const code: Record<Entity, ErrorCode> = {
        promo_code: 'PROMO_CODE_NOT_FOUND',
        automatic_discount: 'AUTOMATIC_DISCOUNT_NOT_FOUND',
        banner: 'BANNER_NOT_FOUND',
        promotion: 'PROMOTION_NOT_FOUND',
        site_text: 'SITE_TEXT_NOT_FOUND',
      };
      fail(code[entity], `${entity.replace('_', ' ')} ${id} was not found`);
    }
    const tenant = await this.networkInScope(principal, rn!);
    return { rn: rn!, tenant };
  }

  /**
   * One write: the work, its audit entry and its `catalog.changed` event in one transaction;
   * after the commit this instance's caches are dropped and the event published.
   */
  private async write<T>(
    principal: Principal,
    rn: number,
    area: CatalogueArea,
    ip: string,
    work: (tx: DbOrTx) => Promise<{ result: T; audit: AuditEntry; ids: number[] }>,
  ): Promise<T> {
    const { result, event } = await this.deps.db.transaction(async (tx) => {
      const done = await work(tx);
      await recordAudit(tx, principal, { ...done.audit, retailNetworkId: rn }, ip);
      const event = await recordCatalogueChange(tx, { retailNetworkId: rn, area, ids: done.ids });
      return { result: done.result, event };
    });
    await announceCatalogueChange(this.deps, event);
    return result;
  }

  private async checkCities(rn: number, ids: readonly (number | null)[], path: string) {
    const known = await repo.cityIdsOf(this.deps.db, rn);
    for (const id of ids)
      if (id !== null && !known.has(id))
        fail('UNKNOWN_BUSINESS_REGION', `Business region ${id} is not a city of retail network ${rn}`, path);
  }

  private async checkDishes(rn: number, ids: readonly number[], path: string) {
    const known = await repo.dishIdsOf(this.deps.db, rn, [...new Set(ids)]);
    for (const id of ids)
      if (!known.has(id))
        fail('UNKNOWN_PRODUCT', `Product ${id} is not a dish of retail network ${rn}`, path);
  }

  /* ------------------------------------------------------------ options */

  async options(principal: Principal, rn: number, lang?: TLanguage): Promise<TPromotionOptions> {
    const { brand } = await this.networkInScope(principal, rn);
    const { db } = this.deps;
    const language = servedLanguage(lang, brand);
    const named = <R extends { id: number; language: string; name: string }>(rows: R[]) => {
      const byId = new Map<number, R>();
      for (const r of rows) {
        const had = byId.get(r.id);
        if (
          !had ||
          r.language === language ||
          (had.language !== language && r.language === brand.defaultLanguage)
        )
          byId.set(r.id, r);
      }
      return byId;
    };
    const cityRows = await db
      .select({ id: businessRegions.id, name: businessRegions.name, timeZone: businessRegions.timeZone })
      .from(businessRegions)
      .where(eq(businessRegions.retailNetworkId, rn))
      .orderBy(asc(businessRegions.sortOrder), asc(businessRegions.id));
    const categoryRows = named(
      await db
        .select({
          id: categories.id,
          language: categoryTranslations.language,
          name: categoryTranslations.name,
          sort: categories.sortOrder,
        })
        .from(categories)
        .innerJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
        .where(and(eq(categories.retailNetworkId, rn), eq(categories.isAddons, false)))
        .orderBy(asc(categories.sortOrder), asc(categories.id)),
    );
    const productRows = named(
      await db
        .select({
          id: products.id,
          language: productTranslations.language,
          name: productTranslations.name,
          article: products.article,
          categoryId: products.categoryId,
        })
        .from(products)
        .innerJoin(productTranslations, eq(productTranslations.productId, products.id))
        .where(
          and(eq(products.retailNetworkId, rn), eq(products.isArchived, false), eq(products.isAddon, false)),
        )
        .orderBy(asc(products.sortOrder), asc(products.id)),
    );
    return {
      languages: brand.languages as TLanguage[],
      defaultLanguage: brand.defaultLanguage as TLanguage,
      cities: cityRows.map((c) => ({ id: c.id, name: c.name })),
      categories: [...categoryRows.values()].map((c) => ({ id: c.id, name: c.name })),
      products: [...productRows.values()].map((p) => ({
        id: p.id,
        name: p.name,
        article: p.article,
        categoryId: p.categoryId,
      })),
      timeZone: cityRows[0]?.timeZone ?? 'UTC',
    };
  }

  /* ------------------------------------------------------------ promo codes */

  async listPromoCodes(principal: Principal, rn: number): Promise<TPromoCodeList> {
    await this.networkInScope(principal, rn);
    const rows = await repo.listPromoCodeRows(this.deps.db, rn);
    const uses = await repo.promoCodeUses(this.deps.db, rn);
    return { data: rows.map((r) => repo.promoCodeView(r, uses.get(r.code) ?? 0)) };
  }

  private async promoCodeValues(rn: number, w: z.output<typeof ZPromoCodeWrite>) {
    refuse(promoCodeProblem(w));
    const cities = w.businessRegionIds?.length ? [...new Set(w.businessRegionIds)] : null;
    if (cities) await this.checkCities(rn, cities, '/businessRegionIds');
    if (w.kind === 'GIFT') await this.checkDishes(rn, [w.giftProductId!], '/giftProductId');
    return {
      code: storedCode(w.code)!,
      kind: w.kind,
      value: storedValue(w),
      giftProductId: w.kind === 'GIFT' ? w.giftProductId : null,
      businessRegionIds: cities,
      minOrderAmount: w.minOrderAmount,
      startsAt: new Date(w.startsAt),
      expiresAt: date(w.expiresAt),
      isActive: w.isActive,
      maxUsesTotal: w.maxUsesTotal,
      maxUsesPerCustomer: w.maxUsesPerCustomer,
      firstOrderOnly: w.firstOrderOnly,
    };
  }

  /** Another code of the network that the checkout would take for this one (409). */
  private async refuseDuplicateCode(tx: DbOrTx, rn: number, code: string, exceptId: number | null) {
    const rows = await tx
      .select({ id: promoCodes.id, code: promoCodes.code })
      .from(promoCodes)
      .where(eq(promoCodes.retailNetworkId, rn));
    if (rows.some((r) => r.id !== exceptId && storedCode(r.code) === code))
      fail('DUPLICATE_PROMO_CODE', `The brand already has the promo code ${code}`, '/code');
  }

  async createPromoCode(principal: Principal, body: TPromoCodeCreate, ip: string): Promise<TPromoCodeView> {
    const { retailNetworkId: rn, ...rest } = body;
    await this.networkInScope(principal, rn);
    const values = await this.promoCodeValues(rn, ZPromoCodeWrite.parse(rest));
    return this.guardUnique(
      'DUPLICATE_PROMO_CODE',
      `The brand already has the promo code ${values.code}`,
      () =>
        this.write(principal, rn, 'promotions', ip, async (tx) => {
          await this.refuseDuplicateCode(tx, rn, values.code, null);
          const [row] = await tx
            .insert(promoCodes)
            .values({ retailNetworkId: rn, ...values })
            .returning();
          const view = repo.promoCodeView(row!, 0);
          return {
            result: view,
            ids: [row!.id],
            audit: {
              kind: 'promo_code.create',
              entityType: 'promo_code',
              entityId: row!.id,
              before: null,
              after: view,
            },
          };
        }),
    );
  }

  async updatePromoCode(
    principal: Principal,
    id: number,
    body: TPromoCodeWrite,
    ip: string,
  ): Promise<TPromoCodeView> {
    const { rn } = await this.owned(principal, 'promo_code', id);
    const values = await this.promoCodeValues(rn, ZPromoCodeWrite.parse(body));
    return this.guardUnique(
      'DUPLICATE_PROMO_CODE',
      `The brand already has the promo code ${values.code}`,
      () =>
        this.write(principal, rn, 'promotions', ip, async (tx) => {
          const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
          const uses = (await repo.promoCodeUses(tx, rn, [before!.code])).get(before!.code) ?? 0;
          // orders name the code they used: a renamed code would lose its count of uses
          if (values.code !== before!.code && uses > 0)
            fail(
              'PROMOTION_RULE_VIOLATED',
              'A code that orders have used cannot be renamed: deactivate it and create a new one',
              '/code',
            );
          await this.refuseDuplicateCode(tx, rn, values.code, id);
          const [row] = await tx.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning();
          const after = repo.promoCodeView(row!, uses);
          return {
            result: after,
            ids: [id],
            audit: {
              kind: 'promo_code.update',
              entityType: 'promo_code',
              entityId: id,
              before: repo.promoCodeView(before!, uses),
              after,
            },
          };
        }),
    );
  }

  /** DELETE: the code stops working; it stays for the orders that used it and their counts. */
  async deactivatePromoCode(principal: Principal, id: number, ip: string): Promise<TPromoCodeView> {
    const { rn } = await this.owned(principal, 'promo_code', id);
    return this.write(principal, rn, 'promotions', ip, async (tx) => {
      const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      const [row] = await tx
        .update(promoCodes)
        .set({ isActive: false })
        .where(eq(promoCodes.id, id))
        .returning();
      const uses = (await repo.promoCodeUses(tx, rn, [row!.code])).get(row!.code) ?? 0;
      return {
        result: repo.promoCodeView(row!, uses),
        ids: [id],
        audit: {
          kind: 'promo_code.deactivate',
          entityType: 'promo_code',
          entityId: id,
          before: { isActive: before!.isActive },
          after: { isActive: false },
        },
      };
    });
  }

  /* ------------------------------------------------------------ automatic promotions */

  async listAutomatic(principal: Principal, rn: number): Promise<TAutomaticDiscountList> {
    await this.networkInScope(principal, rn);
    return { data: (await repo.listAutomaticRows(this.deps.db, rn)).map(repo.automaticView) };
  }

  private async automaticValues(rn: number, w: z.output<typeof ZAutomaticDiscountWrite>) {
    refuse(automaticDiscountProblem(w));
    await this.checkCities(rn, [w.businessRegionId], '/businessRegionId');
    if (w.categoryId !== null && !(await repo.categoryOf(this.deps.db, rn, w.categoryId)))
      fail(
        'UNKNOWN_CATEGORY',
        `Category ${w.categoryId} is not a category of retail network ${rn}`,
        '/categoryId',
      );
    if (w.productIds) await this.checkDishes(rn, w.productIds, '/productIds');
    if (w.promotionId !== null && (await this.networkOf('promotion', w.promotionId)) !== rn)
      fail('PROMOTION_NOT_FOUND', `Promotion page ${w.promotionId} is not one of this brand`, '/promotionId');
    return {
      businessRegionId: w.businessRegionId,
      promotionId: w.promotionId,
      categoryId: w.categoryId,
      productIds: w.productIds ? [...new Set(w.productIds)] : null,
      percent: w.percent,
      daysOfWeek: [...w.daysOfWeek].sort((a, b) => a - b),
      startsTime: w.startsTime,
      endsTime: w.endsTime,
      startsAt: new Date(w.startsAt),
      endsAt: date(w.endsAt),
      combinesWithPromoCodes: w.combinesWithPromoCodes,
      isActive: w.isActive,
    };
  }

  async createAutomatic(
    principal: Principal,
    body: TAutomaticDiscountCreate,
    ip: string,
  ): Promise<TAutomaticDiscountView> {
    const { retailNetworkId: rn, ...rest } = body;
    await this.networkInScope(principal, rn);
    const values = await this.automaticValues(rn, ZAutomaticDiscountWrite.parse(rest));
    return this.write(principal, rn, 'promotions', ip, async (tx) => {
      const [row] = await tx
        .insert(automaticDiscounts)
        .values({ retailNetworkId: rn, ...values })
        .returning();
      const view = repo.automaticView(row!);
      return {
        result: view,
        ids: [row!.id],
        audit: {
          kind: 'automatic_discount.create',
          entityType: 'automatic_discount',
          entityId: row!.id,
          before: null,
          after: view,
        },
      };
    });
  }

  async updateAutomatic(
    principal: Principal,
    id: number,
    body: TAutomaticDiscountWrite,
    ip: string,
  ): Promise<TAutomaticDiscountView> {
    const { rn } = await this.owned(principal, 'automatic_discount', id);
    const values = await this.automaticValues(rn, ZAutomaticDiscountWrite.parse(body));
    return this.write(principal, rn, 'promotions', ip, async (tx) => {
      const [before] = await tx
        .select()
        .from(automaticDiscounts)
        .where(eq(automaticDiscounts.id, id))
        .for('update');
      const [row] = await tx
        .update(automaticDiscounts)
        .set(values)
        .where(eq(automaticDiscounts.id, id))
        .returning();
      const after = repo.automaticView(row!);
      return {
        result: after,
        ids: [id],
        audit: {
          kind: 'automatic_discount.update',
          entityType: 'automatic_discount',
          entityId: id,
          before: repo.automaticView(before!),
          after,
        },
      };
    });
  }

  async deleteAutomatic(principal: Principal, id: number, ip: string): Promise<void> {
    const { rn } = await this.owned(principal, 'automatic_discount', id);
    await this.write(principal, rn, 'promotions', ip, async (tx) => {
      const [before] = await tx.delete(automaticDiscounts).where(eq(automaticDiscounts.id, id)).returning();
      return {
        result: undefined,
        ids: [id],
        audit: {
          kind: 'automatic_discount.delete',
          entityType: 'automatic_discount',
          entityId: id,
          before: repo.automaticView(before!),
          after: null,
        },
      };
    });
  }

  /* ------------------------------------------------------------ banners */

  async listBanners(principal: Principal, rn: number): Promise<TBannerAdminList> {
    await this.networkInScope(principal, rn);
    const rows = await repo.listBannerRows(this.deps.db, rn);
    return { data: rows.map((r) => repo.bannerView(r, this.deps.media)) };
  }

  private async bannerValues(rn: number, w: z.output<typeof ZBannerWrite>) {
    const { brand } = await this.deps.tenants.getTenant(rn);
    refuse(localizedProblem(w.title, '/title', brand.languages, brand.defaultLanguage));
    refuse(
      localizedProblem(w.subtitle, '/subtitle', brand.languages, brand.defaultLanguage, { required: false }),
    );
    refuse(linkProblem(w.link));
    refuse(windowProblem(w.activeFrom, w.activeTo, '/activeTo'));
    await this.checkCities(rn, [w.businessRegionId], '/businessRegionId');
    return {
      businessRegionId: w.businessRegionId,
      title: compactText(w.title),
      subtitle: compactText(w.subtitle),
      imageKey: w.imageKey,
      link: w.link || null,
      targets: [...new Set(w.targets)],
      sortOrder: w.sortOrder,
      activeFrom: date(w.activeFrom),
      activeTo: date(w.activeTo),
    };
  }

  async createBanner(principal: Principal, body: TBannerCreate, ip: string): Promise<TBannerView> {
    const { retailNetworkId: rn, ...rest } = body;
    await this.networkInScope(principal, rn);
    const values = await this.bannerValues(rn, ZBannerWrite.parse(rest));
    return this.write(principal, rn, 'promotions', ip, async (tx) => {
      const id = await repo.nextId(tx, 'banners');
      const [row] = await tx
        .insert(banners)
        .values({ id, retailNetworkId: rn, ...values })
        .returning();
      const view = repo.bannerView(row!, this.deps.media);
      return {
        result: view,
        ids: [id],
        audit: { kind: 'banner.create', entityType: 'banner', entityId: id, before: null, after: view },
      };
    });
  }

  async updateBanner(principal: Principal, id: number, body: TBannerWrite, ip: string): Promise<TBannerView> {
    const { rn } = await this.owned(principal, 'banner', id);
    const values = await this.bannerValues(rn, ZBannerWrite.parse(body));
    return this.write(principal, rn, 'promotions', ip, async (tx) => {
      const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
      const [row] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
      const after = repo.bannerView(row!, this.deps.media);
      return {
        result: after,
        ids: [id],
        audit: {
          kind: 'banner.update',
          entityType: 'banner',
          entityId: id,
          before: repo.bannerView(before!, this.deps.media),
          after,
        },
      };
    });
  }

  async deleteBanner(principal: Principal, id: number, ip: string): Promise<void> {
    const { rn } = await this.owned(principal, 'banner', id);
    await this.write(principal, rn, 'promotions', ip, async (tx) => {
      const [before] = await tx.delete(banners).where(eq(banners.id, id)).returning();
      return {
        result: undefined,
        ids: [id],
        audit: {
          kind: 'banner.delete',
          entityType: 'banner',
          entityId: id,
          before: repo.bannerView(before!, this.deps.media),
          after: null,
        },
      };
    });
  }

  /* ------------------------------------------------------------ promotion pages (stories) */

  async listPromotions(principal: Principal, rn: number): Promise<TPromotionPageList> {
    await this.networkInScope(principal, rn);
    const rows = await repo.listPromotionRows(this.deps.db, rn);
    const links = await repo.promotionProductIds(
      this.deps.db,
      rows.map((r) => r.id),
    );
    return { data: rows.map((r) => repo.promotionView(r, links.get(r.id) ?? [], this.deps.media)) };
  }

  private async promotionValues(rn: number, w: z.output<typeof ZPromotionPageWrite>) {
    const { brand } = await this.deps.tenants.getTenant(rn);
    refuse(localizedProblem(w.title, '/title', brand.languages, brand.defaultLanguage));
    refuse(localizedProblem(w.body, '/body', brand.languages, brand.defaultLanguage, { required: false }));
    refuse(windowProblem(w.startsAt, w.endsAt, '/endsAt'));
    await this.checkCities(rn, [w.businessRegionId], '/businessRegionId');
    const productIds = [...new Set(w.productIds)];
    await this.checkDishes(rn, productIds, '/productIds');
    const code = w.promoCode ? storedCode(w.promoCode) : null;
    if (code) {
      const codes = await repo.listPromoCodeRows(this.deps.db, rn);
      if (!codes.some((c) => storedCode(c.code) === code))
        fail('PROMOTION_RULE_VIOLATED', `The brand has no promo code ${code}`, '/promoCode');
    }
    const body: Record<string, string> = {};
    for (const [lang, source] of Object.entries(w.body)) {
      const html = richTextToHtml(source ?? '');
      if (html) body[lang] = html;
    }
    return {
      row: {
        businessRegionId: w.businessRegionId,
        slug: w.slug,
        title: compactText(w.title),
        body,
        imageKey: w.imageKey,
        promoCode: code,
        startsAt: new Date(w.startsAt),
        endsAt: date(w.endsAt),
        sortOrder: w.sortOrder,
      },
      productIds,
    };
  }

  private async guardUnique<T>(code: ErrorCode, message: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (isUniqueViolation(err)) fail(code, message);
      throw err;
    }
  }

  private async refuseDuplicateSlug(tx: DbOrTx, rn: number, slug: string, exceptId: number | null) {
    const [row] = await tx
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.retailNetworkId, rn), eq(promotions.slug, slug)))
      .limit(1);
    if (row && row.id !== exceptId)
      fail('DUPLICATE_SLUG', `The brand already has a promotion page at ${slug}`, '/slug');
  }

  async createPromotion(
    principal: Principal,
    body: TPromotionPageCreate,
    ip: string,
  ): Promise<TPromotionPageView> {
    const { retailNetworkId: rn, ...rest } = body;
    await this.networkInScope(principal, rn);
    const { row, productIds } = await this.promotionValues(rn, ZPromotionPageWrite.parse(rest));
    return this.guardUnique('DUPLICATE_SLUG', `The brand already has a promotion page at ${row.slug}`, () =>
      this.write(principal, rn, 'promotions', ip, async (tx) => {
        await this.refuseDuplicateSlug(tx, rn, row.slug, null);
        const id = await repo.nextId(tx, 'promotions');
        const [saved] = await tx
          .insert(promotions)
          .values({ id, retailNetworkId: rn, ...row })
          .returning();
        if (productIds.length)
          await tx
            .insert(promotionProducts)
            .values(productIds.map((productId) => ({ promotionId: id, productId })));
        const view = repo.promotionView(saved!, productIds, this.deps.media);
        return {
          result: view,
          ids: [id],
          audit: {
            kind: 'promotion.create',
            entityType: 'promotion',
            entityId: id,
            before: null,
            after: view,
          },
        };
      }),
    );
  }

  async updatePromotion(
    principal: Principal,
    id: number,
    body: TPromotionPageWrite,
    ip: string,
  ): Promise<TPromotionPageView> {
    const { rn } = await this.owned(principal, 'promotion', id);
    const { row, productIds } = await this.promotionValues(rn, ZPromotionPageWrite.parse(body));
    return this.guardUnique('DUPLICATE_SLUG', `The brand already has a promotion page at ${row.slug}`, () =>
      this.write(principal, rn, 'promotions', ip, async (tx) => {
        const [before] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
        const beforeIds = (await repo.promotionProductIds(tx, [id])).get(id) ?? [];
        await this.refuseDuplicateSlug(tx, rn, row.slug, id);
        const [saved] = await tx.update(promotions).set(row).where(eq(promotions.id, id)).returning();
        await tx.delete(promotionProducts).where(eq(promotionProducts.promotionId, id));
        if (productIds.length)
          await tx
            .insert(promotionProducts)
            .values(productIds.map((productId) => ({ promotionId: id, productId })));
        const after = repo.promotionView(saved!, productIds, this.deps.media);
        return {
          result: after,
          ids: [id],
          audit: {
            kind: 'promotion.update',
            entityType: 'promotion',
            entityId: id,
            before: repo.promotionView(before!, beforeIds, this.deps.media),
            after,
          },
        };
      }),
    );
  }

  async deletePromotion(principal: Principal, id: number, ip: string): Promise<void> {
    const { rn } = await this.owned(principal, 'promotion', id);
    await this.write(principal, rn, 'promotions', ip, async (tx) => {
      const beforeIds = (await repo.promotionProductIds(tx, [id])).get(id) ?? [];
      const [before] = await tx.delete(promotions).where(eq(promotions.id, id)).returning();
      return {
        result: undefined,
        ids: [id],
        audit: {
          kind: 'promotion.delete',
          entityType: 'promotion',
          entityId: id,
          before: repo.promotionView(before!, beforeIds, this.deps.media),
          after: null,
        },
      };
    });
  }

  /* ------------------------------------------------------------ site texts */

  async listSiteTexts(principal: Principal, rn: number): Promise<TSiteTextList> {
    await this.networkInScope(principal, rn);
    return { data: (await repo.listSiteTextRows(this.deps.db, rn)).map(repo.siteTextView) };
  }

  async createSiteText(principal: Principal, body: TSiteTextCreate, ip: string): Promise<TSiteTextView> {
    const rn = body.retailNetworkId;
    const { brand } = await this.networkInScope(principal, rn);
    if (!brand.languages.includes(body.language))
      fail('UNKNOWN_LANGUAGE', `The brand has no language ${body.language}`, '/language');
    await this.checkCities(rn, [body.businessRegionId], '/businessRegionId');
    const html = richTextToHtml(body.body);
    const message = `There is already a ${body.kind} text in ${body.language} for this ${body.businessRegionId === null ? 'brand' : 'city'}`;
    return this.guardUnique('DUPLICATE_SITE_TEXT', message, () =>
      this.write(principal, rn, 'content', ip, async (tx) => {
        const [had] = await tx
          .select({ id: siteTexts.id })
          .from(siteTexts)
          .where(
            and(
              eq(siteTexts.retailNetworkId, rn),
              body.businessRegionId === null
                ? isNull(siteTexts.businessRegionId)
                : eq(siteTexts.businessRegionId, body.businessRegionId),
              eq(siteTexts.kind, body.kind),
              eq(siteTexts.language, body.language),
            ),
          )
          .limit(1);
        if (had) fail('DUPLICATE_SITE_TEXT', message);
        const [row] = await tx
          .insert(siteTexts)
          .values({
            retailNetworkId: rn,
            businessRegionId: body.businessRegionId,
            kind: body.kind,
            language: body.language,
            title: body.title,
            html,
            updatedAt: this.deps.clock.now(),
          })
          .returning();
        const view = repo.siteTextView(row!);
        return {
          result: view,
          ids: [row!.id],
          audit: {
            kind: 'site_text.create',
            entityType: 'site_text',
            entityId: row!.id,
            before: null,
            after: view,
          },
        };
      }),
    );
  }

  async updateSiteText(
    principal: Principal,
    id: number,
    body: TSiteTextWrite,
    ip: string,
  ): Promise<TSiteTextView> {
    const { rn } = await this.owned(principal, 'site_text', id);
    const html = richTextToHtml(body.body);
    return this.write(principal, rn, 'content', ip, async (tx) => {
      const [before] = await tx.select().from(siteTexts).where(eq(siteTexts.id, id)).for('update');
      const [row] = await tx
        .update(siteTexts)
        .set({ title: body.title, html, updatedAt: this.deps.clock.now() })
        .where(eq(siteTexts.id, id))
        .returning();
      const after = repo.siteTextView(row!);
      return {
        result: after,
        ids: [id],
        audit: {
          kind: 'site_text.update',
          entityType: 'site_text',
          entityId: id,
          before: { title: before!.title, html: before!.html },
          after: { title: after.title, html: after.html },
        },
      };
    });
  }

  /** A city's override goes (the network-wide text shows again); the network-wide text stays. */
  async deleteSiteText(principal: Principal, id: number, ip: string): Promise<void> {
    const { rn } = await this.owned(principal, 'site_text', id);
    await this.write(principal, rn, 'content', ip, async (tx) => {
      const [before] = await tx.select().from(siteTexts).where(eq(siteTexts.id, id)).for('update');
      if (before!.businessRegionId === null)
        fail('PROMOTION_RULE_VIOLATED', 'The brand-wide text cannot be deleted; edit it instead');
      await tx.delete(siteTexts).where(eq(siteTexts.id, id));
      return {
        result: undefined,
        ids: [id],
        audit: {
          kind: 'site_text.delete',
          entityType: 'site_text',
          entityId: id,
          before: repo.siteTextView(before!),
          after: null,
        },
      };
    });
  }

  /** What the server would store for this rich text (the editor's preview). */
  preview(source: string): { html: string } {
    return { html: richTextToHtml(source) };
  }
}
