/**
 * Drafts and history of a product (issue 19 item 9): a draft is a full write body saved without
 * publishing, shown on the storefront through its preview link; publishing it is a publish like
 * any other. Every published version can be restored, which publishes its snapshot again as a new
 * version (audited as a restore, naming the version).
 */
import {
  ZProductWrite,
  type TDraftSaved,
  type TProductEditor,
  type TProductWrite,
  type TProductVersion,
} from '@food/contracts';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { deleteDraft, listVersions, readDraft, readVersion, saveDraft } from '../catalogue-history/index.js';
import type { Principal } from '../staff/index.js';
import { findProduct } from './product-repo.js';
import { refOf, type ProductService } from './product-service.js';

export class ProductDrafts {
  constructor(private readonly products: ProductService) {}

  private get db() {
    return this.products.deps.db;
  }

  /** Saves the body as the product's draft (checked like a publish, so its preview is what would be sold). */
  async save(
    principal: Principal,
    productId: number,
    body: TProductWrite,
    ip: string | null,
  ): Promise<TDraftSaved> {
    const product = await this.products.productInScope(principal, productId);
    const rn = product.retailNetworkId;
    await this.products.check(rn, productId, body);
    const draft = await this.db.transaction(async (tx) => {
      await this.products.assertUnique(tx, rn, productId, body);
      const before = await readDraft(tx, 'product', productId);
      const draft = await saveDraft(tx, refOf(productId, rn), body, principal);
      await recordAudit(
        tx,
        principal,
        {
          kind: 'menu.product.draft.save',
          entityType: 'product',
          entityId: productId,
          retailNetworkId: rn,
          before: before?.payload ?? null,
          after: body,
        },
        ip,
      );
      return draft;
    });
    return {
      previewToken: draft.previewToken,
      previewUrl: this.products.previewUrl(draft.previewToken),
      updatedAt: draft.updatedAt.toISOString(),
    };
  }

  async discard(principal: Principal, productId: number, ip: string | null): Promise<void> {
    const product = await this.products.productInScope(principal, productId);
    await this.db.transaction(async (tx) => {
      const draft = await readDraft(tx, 'product', productId);
      if (!draft || !(await deleteDraft(tx, 'product', productId)))
        throw new AppError('DRAFT_NOT_FOUND', `Product ${productId} has no draft`);
      await recordAudit(
        tx,
        principal,
        {
          kind: 'menu.product.draft.discard',
          entityType: 'product',
          entityId: productId,
          retailNetworkId: product.retailNetworkId,
          before: draft.payload,
          after: null,
        },
        ip,
      );
    });
  }

  async publish(principal: Principal, productId: number, ip: string | null): Promise<TProductEditor> {
    const product = await this.products.productInScope(principal, productId);
    const draft = await readDraft(this.db, 'product', productId);
    if (!draft) throw new AppError('DRAFT_NOT_FOUND', `Product ${productId} has no draft`);
    const body = ZProductWrite.parse(draft.payload);
    return this.products.publishBody(principal, product, body, ip, 'draft');
  }

  async versions(principal: Principal, productId: number): Promise<TProductVersion[]> {
    await this.products.productInScope(principal, productId);
    return (await listVersions(this.db, 'product', productId)).map((v) => ({
      version: v.version,
      createdAt: v.createdAt.toISOString(),
      by: v.by,
    }));
  }

  async restore(principal: Principal, productId: number, version: number, ip: string | null) {
    const product = await this.products.productInScope(principal, productId);
    const snapshot = await readVersion(this.db, 'product', productId, version);
    if (!snapshot) throw new AppError('VERSION_NOT_FOUND', `Product ${productId} has no version ${version}`);
    const body = ZProductWrite.parse(snapshot);
    // groups and options deleted since that version come back as new ones (new ids)
    if (body.optionGroups) {
      const current = await this.products.optionGroups.ofProduct(productId);
      const groupIds = new Set(current.map((g) => g.id));
      const optionIds = new Set(current.flatMap((g) => g.options.map((o) => o.id)));
      body.optionGroups = body.optionGroups.map((g) => ({
        ...g,
        id: g.id !== undefined && groupIds.has(g.id) ? g.id : undefined,
        options: g.options.map((o) => ({
          ...o,
          id: o.id !== undefined && optionIds.has(o.id) ? o.id : undefined,
        })),
      }));
    }
    const still = await findProduct(this.db, productId);
    return this.products.publishBody(principal, still ?? product, body, ip, 'restore', {
      restoredVersion: version,
    });
  }
}
