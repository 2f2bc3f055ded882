/**
 * PATCH /ops/v1/products/{productId} (ARCHITECTURE.md): a city's price, or every city's of the
 * product's network when no city is named; outlets' own prices stay (they override the city's).
 * The key must cover the whole brand. Audited with the prices before and after; the catalogue
 * caches of every instance are dropped after the commit (catalog/catalogue-sync.ts).
 */
import type { TOpsProductPrice, TOpsProductPriceChanged } from '@food/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { businessRegions, productPrices, products } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { announceCatalogueChange, recordCatalogueChange } from '../catalog/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import { assertCoversBrand, type Principal } from '../staff/index.js';
import { pricesAfter } from './price-rules.js';

export class ProductPriceService {
  constructor(private readonly deps: Pick<BackofficeDeps, 'db' | 'events' | 'products' | 'caches'>) {}

  /** The product's brand, when the principal covers it: 404 for an unknown product, else 403. */
  async brandInScope(principal: Principal, productId: number): Promise<number> {
    const [product] = await this.deps.db
      .select({ retailNetworkId: products.retailNetworkId })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND', `Product ${productId} was not found`);
    assertCoversBrand(principal, product.retailNetworkId);
    return product.retailNetworkId;
  }

  async setPrice(
    principal: Principal,
    productId: number,
    { price, businessRegionId }: TOpsProductPrice,
    ip: string,
  ): Promise<TOpsProductPriceChanged> {
    const { db } = this.deps;
    const rn = await this.brandInScope(principal, productId);
    if (businessRegionId !== undefined) {
      const [region] = await db
        .select({ rn: businessRegions.retailNetworkId })
        .from(businessRegions)
        .where(eq(businessRegions.id, businessRegionId))
        .limit(1);
      if (region?.rn !== rn)
        throw new AppError(
          'UNKNOWN_BUSINESS_REGION',
          `Business region ${businessRegionId} is not a city of retail network ${rn}`,
        );
    }
    const { changed, event } = await db.transaction(async (tx) => {
      const before = await tx
        .select({
          id: productPrices.id,
          businessRegionId: productPrices.businessRegionId,
          price: productPrices.price,
          oldPrice: productPrices.oldPrice,
        })
        .from(productPrices)
        .where(
          and(
            eq(productPrices.productId, productId),
            isNull(productPrices.outletId),
            businessRegionId === undefined ? undefined : eq(productPrices.businessRegionId, businessRegionId),
          ),
        )
        .orderBy(asc(productPrices.businessRegionId))
        .for('update');
      // setting a price does not start selling a product in a city (that is a menu decision)
      if (!before.length)
        throw new AppError(
          'PRODUCT_NOT_FOUND',
          businessRegionId === undefined
            ? `Product ${productId} has no city price to change`
            : `Product ${productId} is not sold in business region ${businessRegionId}`,
        );
      const after = pricesAfter(before, price);
      for (const [i, row] of before.entries())
        await tx
          .update(productPrices)
          .set({ price, oldPrice: after[i]!.oldPrice })
          .where(eq(productPrices.id, row.id));
      const strip = ({ businessRegionId: br, price: p, oldPrice }: (typeof after)[number]) => ({
        businessRegionId: br,
        price: p,
        oldPrice,
      });
      await recordAudit(
        tx,
        principal,
        {
          kind: 'product.price',
          entityType: 'product',
          entityId: productId,
          retailNetworkId: rn,
          before: { prices: before.map(strip) },
          after: { prices: after },
        },
        ip,
      );
      const event = await recordCatalogueChange(tx, { retailNetworkId: rn, area: 'menu', ids: [productId] });
      return { changed: after, event };
    });
    // this instance at once, so the caller reads its own write; the others when the notice comes
    await announceCatalogueChange(this.deps, event);
    return { productId, retailNetworkId: rn, prices: changed };
  }
}
