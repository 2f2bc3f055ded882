import type { TAttribute, TBanner } from '@food/contracts';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { banners, type ATTRIBUTE_TYPES } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { MediaUrls } from '../../lib/media-url.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import * as repo from './products-repo.js';
import type { ProductCatalog } from './products-service.js';
import { pickText } from './products-service.js';

type BannerRow = typeof banners.$inferSelect;

/** Banners, attributes and stop lists. */
export class CatalogContentService {
  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
    private readonly media: MediaUrls,
    private readonly products: ProductCatalog,
  ) {}

  private toBanner(b: BannerRow, languages: string[], lang: string): TBanner {
    return {
      id: b.id,
      businessRegionId: b.businessRegionId,
      title: pickText(b.title, lang, lang),
      subtitle: pickText(b.subtitle, lang, lang),
      localization: languages
        .filter((l) => b.title[l])
        .map((language) => ({ language, title: b.title[language]!, subtitle: b.subtitle[language] ?? '' })),
      imageUrl: this.media.imageUrl(b.imageKey),
      link: b.link,
      sortOrder: b.sortOrder,
    };
  }

  /** Banners shown now in city `br` (its own and the network-wide ones) on `target`. */
  async listBanners(rn: number, br: number, target: string, now = new Date()): Promise<TBanner[]> {
    const { brand } = await this.tenants.getTenant(rn);
    await this.tenants.getRegion(rn, br);
    const rows = await this.db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.retailNetworkId, rn),
          or(isNull(banners.businessRegionId), eq(banners.businessRegionId, br)),
          or(isNull(banners.activeFrom), lte(banners.activeFrom, now)),
          or(isNull(banners.activeTo), gt(banners.activeTo, now)),
        ),
      )
      .orderBy(banners.sortOrder, banners.id);
    return rows
      .filter((b) => b.targets.includes(target))
      .map((b) => this.toBanner(b, brand.languages, brand.defaultLanguage));
  }

  async getBanner(rn: number, id: number): Promise<TBanner> {
    const { brand } = await this.tenants.getTenant(rn);
    const [row] = await this.db
      .select()
      .from(banners)
      .where(and(eq(banners.retailNetworkId, rn), eq(banners.id, id)));
    if (!row) throw new AppError('BANNER_NOT_FOUND', `Banner ${id} was not found`);
    return this.toBanner(row, brand.languages, brand.defaultLanguage);
  }

  async listAttributes(rn: number, type: (typeof ATTRIBUTE_TYPES)[number]): Promise<TAttribute[]> {
    const { brand } = await this.tenants.getTenant(rn);
    const rows = await repo.listAttributes(this.db, rn, type);
    return rows.map((a) => ({
      id: a.id,
      type: a.type,
      code: a.code,
      name: pickText(a.name, brand.defaultLanguage, brand.defaultLanguage),
      localization: brand.languages
        .filter((l) => a.name[l])
        .map((language) => ({ language, name: a.name[language]! })),
      color: a.color,
    }));
  }

  /**
   * What an outlet cannot sell right now, with the products named in the brand's language (an
   * entry whose `until` has passed is left out).
   */
  async getStopList(rn: number, outletId: number, now = new Date()) {
    const { brand } = await this.tenants.getTenant(rn);
    const outlet = await this.tenants.getOutlet(rn, outletId);
    const [items, catalogue] = await Promise.all([
      repo.listStopList(this.db, outletId, now),
      this.products.getCatalogue({
        rn,
        br: outlet.businessRegionId,
        outletId: null,
        lang: brand.defaultLanguage,
        target: 'WEB',
      }),
    ]);
    return {
      outletId,
      items: items.flatMap((item) => {
        const p = catalogue.byId.get(item.productId);
        return p
          ? [
              {
                productId: item.productId,
                reason: item.reason,
                since: item.createdAt.toISOString(),
                product: { id: p.id, article: p.article, slug: p.slug, name: p.name },
              },
            ]
          : [];
      }),
    };
  }
}
