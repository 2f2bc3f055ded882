/**
 * Categories of a brand's menu (issue 19 item 1): names and SEO texts in the brand's languages,
 * a parent (never making a category its own ancestor), visibility, the drag order, and deletion
 * of an empty category only. Every write is audited and announced like every catalogue write.
 */
import type { TAdminCategory, TCategoryCreate, TCategoryOrder, TCategoryWrite } from '@food/contracts';
import { categories } from '../../db/schema.js';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import { assertCoversBrand, type Principal } from '../staff/index.js';
import { announceMenuChange, brandFacts, mediaOf, recordMenuChange, refuse } from './menu-context.js';
import {
  categoryContents,
  categorySlugTaken,
  findCategory,
  listCategoryRecords,
  nextCategoryId,
  readCategoryTranslations,
  replaceCategoryTranslations,
  setCategorySortOrders,
} from './menu-repo.js';
import { checkCategoryOrder, checkTranslations, makesCategoryLoop } from './menu-rules.js';

type CategoryView = Awaited<ReturnType<typeof listCategoryRecords>>[number];

export class CategoryService {
  constructor(private readonly deps: BackofficeDeps) {}

  /** The category's brand when the caller covers it: 404 for an unknown category, else 403. */
  async brandInScope(principal: Principal, categoryId: number): Promise<number> {
    const row = await findCategory(this.deps.db, categoryId);
    if (!row) throw new AppError('CATEGORY_NOT_FOUND', `Category ${categoryId} was not found`);
    assertCoversBrand(principal, row.retailNetworkId);
    return row.retailNetworkId;
  }

  viewOf(c: CategoryView): TAdminCategory {
    return {
      id: c.id,
      slug: c.slug,
      parentId: c.parentId,
      isVisible: c.isVisible,
      isAddons: c.isAddons,
      sortOrder: c.sortOrder,
      imageKey: c.imageKey,
      imageUrl: mediaOf(this.deps).imageUrl(c.imageKey),
      names: Object.fromEntries(c.translations.map((t) => [t.language, t.name])),
      translations: Object.fromEntries(
        c.translations.map((t) => [
          t.language,
          { name: t.name, seoTitle: t.seoTitle, seoDescription: t.seoDescription, seoText: t.seoText },
        ]),
      ),
      productCount: c.productCount,
    };
  }

  async list(rn: number): Promise<TAdminCategory[]> {
    return (await listCategoryRecords(this.deps.db, rn)).map((c) => this.viewOf(c));
  }

  private async read(rn: number, id: number): Promise<TAdminCategory> {
    const found = (await listCategoryRecords(this.deps.db, rn)).find((c) => c.id === id);
    if (!found) throw new AppError('CATEGORY_NOT_FOUND', `Category ${id} was not found`);
    return this.viewOf(found);
  }

  async create(principal: Principal, body: TCategoryCreate, ip: string | null): Promise<TAdminCategory> {
    assertCoversBrand(principal, body.retailNetworkId);
    const { retailNetworkId: rn, ...write } = body;
    const id = await this.write(principal, rn, null, write, ip);
    return this.read(rn, id);
  }

  async update(principal: Principal, categoryId: number, body: TCategoryWrite, ip: string | null) {
    const rn = await this.brandInScope(principal, categoryId);
    await this.write(principal, rn, categoryId, body, ip);
    return this.read(rn, categoryId);
  }

  private async write(
    principal: Principal,
    rn: number,
    categoryId: number | null,
    body: TCategoryWrite,
    ip: string | null,
  ): Promise<number> {
    const { db } = this.deps;
    const facts = await brandFacts(this.deps, rn);
    refuse(checkTranslations(facts.languages, facts.defaultLanguage, body.translations));
    const existing = await listCategoryRecords(db, rn);
    if (body.parentId !== null && !existing.some((c) => c.id === body.parentId))
      throw new AppError('UNKNOWN_CATEGORY', `Category ${body.parentId} is not a category of this brand`, [
        { in: 'body', path: '/parentId', message: 'not a category of this brand' },
      ]);
    const parents = new Map(existing.map((c) => [c.id, c.parentId]));
    if (makesCategoryLoop(parents, categoryId, body.parentId))
      throw new AppError(
        'CATEGORY_LOOP',
        `Category ${body.parentId} is inside category ${categoryId}: a category cannot be its own ancestor`,
        [{ in: 'body', path: '/parentId', message: 'makes a loop' }],
      );
    const translations = Object.entries(body.translations).flatMap(([language, t]) =>
      t
        ? [
            {
              language,
              name: t.name,
              seoTitle: t.seoTitle ?? null,
              seoDescription: t.seoDescription ?? null,
              seoText: t.seoText ?? null,
            },
          ]
        : [],
    );
    // a new category without a picture gets one of the brand's illustrations, named by its slug
    const imageKey =
      body.imageKey ??
      (existing[0] ? `${existing[0].imageKey.split('.')[0]}.category-${body.slug}` : 'sauce.addons');

    const { id, event } = await db.transaction(async (tx) => {
      if (await categorySlugTaken(tx, rn, body.slug, categoryId))
        throw new AppError('DUPLICATE_SLUG', `Another category of this brand has the slug "${body.slug}"`, [
          { in: 'body', path: '/slug', message: 'taken' },
        ]);
      let id: number;
      let before: unknown = null;
      if (categoryId === null) {
        id = await nextCategoryId(tx, rn);
        const maxOrder = Math.max(0, ...existing.filter((c) => !c.isAddons).map((c) => c.sortOrder));
        await tx.insert(categories).values({
          id,
          retailNetworkId: rn,
          slug: body.slug,
          parentId: body.parentId,
          isVisible: body.isVisible,
          imageKey,
          sortOrder: maxOrder + 1,
        });
      } else {
        id = categoryId;
        const row = await findCategory(tx, id, true);
        before = { ...snapshotOf(row!), translations: await readCategoryTranslations(tx, id) };
        await tx
          .update(categories)
          .set({
            slug: row!.isAddons ? row!.slug : body.slug,
            parentId: body.parentId,
            isVisible: body.isVisible,
            imageKey: body.imageKey ?? row!.imageKey,
          })
          .where(eq(categories.id, id));
      }
      await replaceCategoryTranslations(tx, id, translations);
      const after = { ...snapshotOf((await findCategory(tx, id))!), translations };
      await recordAudit(
        tx,
        principal,
        {
          kind: categoryId === null ? 'menu.category.create' : 'menu.category.update',
          entityType: 'category',
          entityId: id,
          retailNetworkId: rn,
          before,
          after,
        },
        ip,
      );
      return { id, event: await recordMenuChange(tx, rn, [id]) };
    });
    await announceMenuChange(this.deps, event);
    return id;
  }

  /** Deletes an empty category (no products, archived ones included, no sub-categories). */
  async remove(principal: Principal, categoryId: number, ip: string | null): Promise<void> {
    const rn = await this.brandInScope(principal, categoryId);
    const { db } = this.deps;
    const event = await db.transaction(async (tx) => {
      const row = await findCategory(tx, categoryId, true);
      if (!row) throw new AppError('CATEGORY_NOT_FOUND', `Category ${categoryId} was not found`);
      const held = await categoryContents(tx, categoryId);
      if (row.isAddons || held.products || held.children || held.discounts)
        throw new AppError(
          'CATEGORY_NOT_EMPTY',
          row.isAddons
            ? 'The addons category cannot be deleted'
            : `Category ${categoryId} still holds ${held.products} product(s), ${held.children} sub-categor(ies)` +
                ` and ${held.discounts} automatic promotion(s): move or delete them first`,
          [held],
        );
      const translations = await readCategoryTranslations(tx, categoryId);
      await tx.delete(categories).where(eq(categories.id, categoryId));
      await recordAudit(
        tx,
        principal,
        {
          kind: 'menu.category.delete',
          entityType: 'category',
          entityId: categoryId,
          retailNetworkId: rn,
          before: { ...snapshotOf(row), translations },
          after: null,
        },
        ip,
      );
      return recordMenuChange(tx, rn, [categoryId]);
    });
    await announceMenuChange(this.deps, event);
  }

  /** The drag order: `ids` names every category of the brand once, first to last. */
  async reorder(principal: Principal, body: TCategoryOrder, ip: string | null): Promise<TAdminCategory[]> {
    assertCoversBrand(principal, body.retailNetworkId);
    const rn = body.retailNetworkId;
    const { db } = this.deps;
    const existing = await listCategoryRecords(db, rn);
    refuse(
      checkCategoryOrder(
        existing.map((c) => c.id),
        body.ids,
      ),
    );
    const event = await db.transaction(async (tx) => {
      await setCategorySortOrders(tx, body.ids);
      await recordAudit(
        tx,
        principal,
        {
          kind: 'menu.category.order',
          entityType: 'menu',
          entityId: rn,
          retailNetworkId: rn,
          before: { ids: existing.map((c) => c.id) },
          after: { ids: body.ids },
        },
        ip,
      );
      return recordMenuChange(tx, rn, body.ids);
    });
    await announceMenuChange(this.deps, event);
    return this.list(rn);
  }
}

function snapshotOf(row: typeof categories.$inferSelect) {
  return { slug: row.slug, parentId: row.parentId, isVisible: row.isVisible, imageKey: row.imageKey };
}
