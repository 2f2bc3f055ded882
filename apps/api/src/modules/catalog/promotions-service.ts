import { servedLanguage } from '@food/domain/language';
import type { TLanguage, TPromotion, TPromotionSummary, TProduct } from '@food/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { promotionProducts, promotions } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { MediaUrls } from '../../lib/media-url.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { matchesRef, runningIn } from './promotion-rules.js';
import { pickText, type ProductCatalog } from './products-service.js';

type PromotionRow = typeof promotions.$inferSelect & { productIds: number[] };

interface Where {
  rn: number;
  br: number;
  target: string;
  lang?: TLanguage;
}

/**
 * Promotions of a city (promotion-rules.ts says which and in what order). A network's
 * promotions are read once per CATALOG_CACHE_SECONDS; whether each is running is decided on
 * every request, so one ends on time even while it is cached.
 */
export class PromotionsService {
  private readonly rows: TtlCache<PromotionRow[]>;

  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
    private readonly media: MediaUrls,
    private readonly products: ProductCatalog,
    private readonly clock: Clock,
    ttlMs: number,
  ) {
    this.rows = new TtlCache(ttlMs, 100);
  }

  /** Forgets the cached promotions (a catalogue change, catalogue-sync.ts). */
  drop(): void {
    this.rows.clear();
  }

  async list(q: Where): Promise<TPromotionSummary[]> {
    const { running, sold, lang, languages } = await this.running(q);
    return running.map((p) => this.summary(p, sold, lang, languages));
  }

  /** One running promotion of the city by slug or id; anything else is PROMOTION_NOT_FOUND. */
  async get(q: Where, ref: string): Promise<TPromotion> {
    const { running, sold, lang, languages, fallback } = await this.running(q);
    const p = running.find((x) => matchesRef(x, ref));
    if (!p)
      throw new AppError('PROMOTION_NOT_FOUND', `Promotion ${ref} is not running in business region ${q.br}`);
    return {
      ...this.summary(p, sold, lang, languages),
      body: pickText(p.body, lang, fallback),
      products: p.productIds.flatMap((id) => {
        const product = sold.get(id);
        return product ? [product] : [];
      }),
    };
  }

  private async running(q: Where) {
    const { brand } = await this.tenants.getTenant(q.rn);
    await this.tenants.getRegion(q.rn, q.br);
    const lang = servedLanguage(q.lang, brand);
    const [all, catalogue] = await Promise.all([
      this.rows.get(String(q.rn), () => this.load(q.rn)),
      this.products.getCatalogue({ rn: q.rn, br: q.br, outletId: null, lang, target: q.target }),
    ]);
    const sold = new Map<number, TProduct>();
    for (const p of catalogue.products) if (!p.isArchived) sold.set(p.id, p);
    return {
      running: runningIn(all, q.br, this.clock.now()),
      sold,
      lang,
      languages: brand.languages,
      fallback: brand.defaultLanguage,
    };
  }

  private summary(
    p: PromotionRow,
    sold: Map<number, TProduct>,
    lang: string,
    languages: string[],
  ): TPromotionSummary {
    return {
      id: p.id,
      slug: p.slug,
      businessRegionId: p.businessRegionId,
      title: pickText(p.title, lang, lang),
      localization: languages
        .filter((l) => p.title[l])
        .map((language) => ({ language, title: p.title[language]! })),
      imageUrl: this.media.imageUrl(p.imageKey),
      promoCode: p.promoCode,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt?.toISOString() ?? null,
      productCount: p.productIds.filter((id) => sold.has(id)).length,
    };
  }

  private async load(rn: number): Promise<PromotionRow[]> {
    const rows = await this.db.select().from(promotions).where(eq(promotions.retailNetworkId, rn));
    if (rows.length === 0) return [];
    const links = await this.db
      .select()
      .from(promotionProducts)
      .where(
        inArray(
          promotionProducts.promotionId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(promotionProducts.promotionId, promotionProducts.productId);
    return rows.map((r) => ({
      ...r,
      productIds: links.filter((l) => l.promotionId === r.id).map((l) => l.productId),
    }));
  }
}
