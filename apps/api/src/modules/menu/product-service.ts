/**
 * Products of a brand's menu (issue 19 items 1 and 9): create, publish (every publish records a
 * version), archive, and the rules a write must pass before anything is written. Drafts and
 * restores (product-drafts.ts) publish through `publishBody` too. Staff (`/admin/v1`) and API
 * keys (`/ops/v1`) call the same methods.
 */
import type { TOptionGroupWrite, TProductCreate, TProductEditor, TProductWrite } from '@food/contracts';
import { validateOptionGroups } from '@food/domain/option-groups';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import {
  deleteDraft,
  listVersions,
  readDraft,
  recordVersion,
  type EntityRef,
} from '../catalogue-history/index.js';
import type { OptionGroupsService } from '../option-groups/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import { assertCoversBrand, type Principal } from '../staff/index.js';
import {
  announceMenuChange,
  brandFacts,
  mediaOf,
  recordMenuChange,
  refuse,
  type BrandFacts,
} from './menu-context.js';
import { checkAddons, checkAttributes, checkHours, checkPrices, checkTranslations } from './menu-rules.js';
import {
  findCategoryOf,
  findClash,
  findProduct,
  findProductByArticle,
  insertProduct,
  listBrandAttributeIds,
  listBrandProductIds,
  nextProductId,
  readProductBody,
  updateProduct,
  archiveProduct,
  type ProductRecord,
} from './product-repo.js';

export type PublishKind = 'create' | 'update' | 'restore' | 'draft';

export class ProductService {
  constructor(
    readonly deps: BackofficeDeps,
    /** the products' option groups (modules/option-groups), read and written in this module's transactions */
    readonly optionGroups: OptionGroupsService,
  ) {}

  /** The product, when the caller covers its brand: 404 for an unknown product, else 403. */
  async productInScope(principal: Principal, productId: number): Promise<ProductRecord> {
    const row = await findProduct(this.deps.db, productId);
    if (!row) throw new AppError('PRODUCT_NOT_FOUND', `Product ${productId} was not found`);
    assertCoversBrand(principal, row.retailNetworkId);
    return row;
  }

  /**
   * Every rule a body must pass that needs no lock (read before the transaction: PGlite has one
   * connection). Duplicate articles and slugs are checked inside the transaction.
   */
  async check(rn: number, productId: number | null, body: TProductWrite): Promise<BrandFacts> {
    const { db } = this.deps;
    const facts = await brandFacts(this.deps, rn);
    refuse(checkTranslations(facts.languages, facts.defaultLanguage, body.translations));
    if (!(await findCategoryOf(db, rn, body.categoryId)))
      throw new AppError('UNKNOWN_CATEGORY', `Category ${body.categoryId} is not a category of this brand`, [
        { in: 'body', path: '/categoryId', message: 'not a category of this brand' },
      ]);
    refuse(checkPrices(body.prices, facts));
    refuse(checkHours(body.availableFrom, body.availableTo));
    refuse(checkAttributes(body.attributes, await listBrandAttributeIds(db, rn)));
    refuse(checkAddons(body.addons, productId, await listBrandProductIds(db, rn)));
    if (body.optionGroups) {
      const problems = validateOptionGroups(body.optionGroups, {
        defaultLanguage: facts.defaultLanguage,
        productId: productId ?? undefined,
      });
      if (problems.length) throw new AppError('INVALID_OPTION_GROUPS', problems[0]!.message, problems);
    }
    return facts;
  }

  /** Inside a write's transaction: another product of the brand with this article or slug is a 409. */
  async assertUnique(tx: DbOrTx, rn: number, productId: number | null, body: TProductWrite): Promise<void> {
    if (await findClash(tx, rn, productId, 'article', body.article))
      throw new AppError(
        'DUPLICATE_ARTICLE',
        `Another product of this brand has the article "${body.article}"`,
        [{ in: 'body', path: '/article', message: 'taken' }],
      );
    if (await findClash(tx, rn, productId, 'slug', body.slug))
      throw new AppError('DUPLICATE_SLUG', `Another product of this brand has the slug "${body.slug}"`, [
        { in: 'body', path: '/slug', message: 'taken' },
      ]);
  }

  async create(principal: Principal, body: TProductCreate, ip: string | null): Promise<TProductEditor> {
    const { retailNetworkId: rn, ...write } = body;
    assertCoversBrand(principal, rn);
    const facts = await this.check(rn, null, write);
    const { db } = this.deps;
    const { id, event } = await db.transaction(async (tx) => {
      await this.assertUnique(tx, rn, null, write);
      const { id, after } = await this.recordWrite(
        tx,
        null,
        async () => {
          const id = await nextProductId(tx, rn);
          const { optionGroups, ...columns } = write;
          await insertProduct(tx, id, rn, columns);
          if (optionGroups?.length)
            await this.optionGroups.replace(tx, id, optionGroups, { defaultLanguage: facts.defaultLanguage });
          return id;
        },
        principal,
      );
      await recordAudit(
        tx,
        principal,
        {
          kind: 'menu.product.create',
          entityType: 'product',
          entityId: id,
          retailNetworkId: rn,
          before: null,
          after,
        },
        ip,
      );
      return { id, event: await recordMenuChange(tx, rn, [id]) };
    });
    await announceMenuChange(this.deps, event);
    return this.editorView(id);
  }

  async publish(principal: Principal, productId: number, body: TProductWrite, ip: string | null) {
    const product = await this.productInScope(principal, productId);
    return this.publishBody(principal, product, body, ip, 'update');
  }

  /** The POS's upsert: the article names the product; an unknown one is created. */
  async upsertByArticle(
    principal: Principal,
    rn: number,
    article: string,
    body: TProductWrite,
    ip: string | null,
  ) {
    assertCoversBrand(principal, rn);
    if (body.article !== article)
      throw new AppError('VALIDATION_ERROR', `The body's article must be the path's ("${article}")`, [
        { in: 'body', path: '/article', message: 'differs from the path' },
      ]);
    const found = await findProductByArticle(this.deps.db, rn, article);
    if (!found)
      return { created: true, view: await this.create(principal, { ...body, retailNetworkId: rn }, ip) };
    const product = (await findProduct(this.deps.db, found.id))!;
    return { created: false, view: await this.publishBody(principal, product, body, ip, 'update') };
  }

  /**
   * Publishes `body` over the product as its next version, in one transaction: the rows, the
   * option groups (left as they are when the body has none), the version, the audit entry and
   * the change event; the draft, made against the state replaced, goes (versions as
   * `recordWrite` records them).
   */
  async publishBody(
    principal: Principal,
    product: ProductRecord,
    body: TProductWrite,
    ip: string | null,
    kind: PublishKind,
    extra: Record<string, unknown> = {},
  ): Promise<TProductEditor> {
    const rn = product.retailNetworkId;
    const id = product.id;
    const facts = await this.check(rn, id, body);
    const event = await this.deps.db.transaction(async (tx) => {
      await this.assertUnique(tx, rn, id, body);
      const { before, after, version } = await this.recordWrite(
        tx,
        id,
        async () => {
          const { optionGroups, ...columns } = body;
          await updateProduct(tx, id, columns);
          if (optionGroups)
            await this.optionGroups.replace(tx, id, optionGroups, { defaultLanguage: facts.defaultLanguage });
          return id;
        },
        principal,
      );
      await deleteDraft(tx, 'product', id);
      await recordAudit(
        tx,
        principal,
        {
          kind:
            kind === 'update'
              ? 'menu.product.update'
              : `menu.product.${kind === 'draft' ? 'draft.publish' : kind}`,
          entityType: 'product',
          entityId: id,
          retailNetworkId: rn,
          before,
          after: { ...after, version, ...extra },
        },
        ip,
      );
      return recordMenuChange(tx, rn, [id]);
    });
    await announceMenuChange(this.deps, event);
    return this.editorView(id);
  }

  /** Archives the product (never deleted: orders name it); publishing it again brings it back. */
  async archive(principal: Principal, productId: number, ip: string | null): Promise<TProductEditor> {
    const product = await this.productInScope(principal, productId);
    const rn = product.retailNetworkId;
    const event = await this.deps.db.transaction(async (tx) => {
      await archiveProduct(tx, productId);
      await recordAudit(
        tx,
        principal,
        {
          kind: 'menu.product.archive',
          entityType: 'product',
          entityId: productId,
          retailNetworkId: rn,
          before: { isArchived: product.isArchived },
          after: { isArchived: true },
        },
        ip,
      );
      return recordMenuChange(tx, rn, [productId]);
    });
    await announceMenuChange(this.deps, event);
    return this.editorView(productId);
  }

  async editorView(productId: number): Promise<TProductEditor> {
    const { db } = this.deps;
    const product = await findProduct(db, productId);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND', `Product ${productId} was not found`);
    const body = await this.snapshot(db, product);
    const draft = await readDraft(db, 'product', productId);
    const versions = await listVersions(db, 'product', productId);
    return {
      ...body,
      id: product.id,
      retailNetworkId: product.retailNetworkId,
      imageUrl: mediaOf(this.deps).imageUrl(product.imageKey),
      isArchived: product.isArchived,
      draft: draft
        ? {
            payload: draft.payload as TProductWrite,
            previewToken: draft.previewToken,
            previewUrl: this.previewUrl(draft.previewToken),
            updatedAt: draft.updatedAt.toISOString(),
          }
        : null,
      version: versions[0]?.version ?? 0,
    };
  }

  previewUrl(token: string): string {
    return `${this.deps.config.STOREFRONT_URL.replace(/\/$/, '')}/preview/${encodeURIComponent(token)}`;
  }

  /** The product's published state, read through `db` (a transaction or not). */
  private async snapshot(db: DbOrTx, product: ProductRecord): Promise<ProductSnapshot> {
    return {
      ...(await readProductBody(db, product)),
      optionGroups: await this.optionGroups.ofProduct(product.id, db),
    };
  }

  /**
   * Runs a product write as the product's next version, in the caller's transaction: a product
   * without versions (the seed's) first gets its state before recorded as version 1 (by nobody),
   * so it can be restored. `productId` null: the write creates the product and returns its id.
   * Create, publish and the menu import (through `MenuService.recordProductWrite`) write through it.
   */
  async recordWrite(
    tx: DbOrTx,
    productId: number | null,
    write: () => Promise<number>,
    principal: Principal,
  ): Promise<{ id: number; version: number; before: ProductSnapshot | null; after: ProductSnapshot }> {
    let before: ProductSnapshot | null = null;
    if (productId !== null) {
      const locked = await findProduct(tx, productId, true);
      if (!locked) throw new AppError('PRODUCT_NOT_FOUND', `Product ${productId} was not found`);
      before = await this.snapshot(tx, locked);
      if ((await listVersions(tx, 'product', productId)).length === 0)
        await recordVersion(tx, refOf(productId, locked.retailNetworkId), before, null);
    }
    const id = await write();
    const product = (await findProduct(tx, id))!;
    const after = await this.snapshot(tx, product);
    const version = await recordVersion(tx, refOf(id, product.retailNetworkId), after, principal);
    return { id, version, before, after };
  }
}

/** The product's published state as a write body with its option groups (versions, audit). */
type ProductSnapshot = TProductWrite & { optionGroups: TOptionGroupWrite[] };

export const refOf = (entityId: number, retailNetworkId: number): EntityRef => ({
  kind: 'product',
  entityId,
  retailNetworkId,
});
