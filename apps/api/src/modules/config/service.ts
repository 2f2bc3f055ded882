import { servedLanguage } from '@food/domain/language';
import { isUnderConstruction } from '@food/domain/brand-flags';
import { paymentTypesEnv } from '@food/domain/payment';
import type { TInitResponse, TLanguage, TPaymentType, TSeoResponse } from '@food/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, seoPages } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import type { MediaUrls } from '../../lib/media-url.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { toCity } from '../catalog/index.js';
import type { ProductCatalog } from '../catalog/index.js';
import { pickText } from '../catalog/index.js';
import { categorySeo } from './seo-text.js';

/** The config service: brand config at start-up, SEO texts, the list of brands. */
export class BrandConfigService {
  private readonly inits: TtlCache<TInitResponse>;

  constructor(
    private readonly db: Db,
    private readonly tenants: TenantRegistry,
    private readonly products: ProductCatalog,
    private readonly media: MediaUrls,
    ttlMs: number,
    /** the payment types a brand offers with its provider here (payment/payment-types.ts) */
    private readonly paymentTypesOf: (
      env: Readonly<Record<string, unknown>>,
      currencyCode: string,
    ) => TPaymentType[],
  ) {
    this.inits = new TtlCache(ttlMs);
  }

  /** Forgets the cached init answers (a catalogue change, catalogue-sync.ts). */
  drop(): void {
    this.inits.clear();
  }

  async listBrands() {
    const rows = await this.db
      .select({
        slug: brands.slug,
        retailNetworkId: brands.retailNetworkId,
        name: brands.name,
        domains: brands.domains,
        env: brands.env,
      })
      .from(brands)
      .orderBy(brands.retailNetworkId, brands.id);
    return rows.map(({ env, ...b }) => ({ ...b, underConstruction: isUnderConstruction(env) }));
  }

  /**
   * The brand variant `slug` of network `rn` (variants share a network's menu, cities and
   * orders); the network's first brand without one. A slug of no brand of that network is the
   * caller's mistake (400).
   */
  private async variant(rn: number, slug: string | undefined) {
    const tenant = await this.tenants.getTenant(rn);
    if (slug === undefined || slug === tenant.brand.slug) return tenant;
    const [brand] = await this.db
      .select()
      .from(brands)
      .where(and(eq(brands.slug, slug), eq(brands.retailNetworkId, rn)))
      .limit(1);
    if (!brand)
      throw new AppError('UNKNOWN_RETAIL_NETWORK', `Brand ${slug} is not one of retail network ${rn}`);
    return { brand, network: tenant.network };
  }

  /** GET /config/v1/init: one city of one brand, with everything the shell needs to render. */
  async init(rn: number, citySlug: string | undefined, brandSlug?: string): Promise<TInitResponse> {
    const { brand, network } = await this.variant(rn, brandSlug);
    const slug = citySlug ?? brand.defaultCitySlug;
    return this.inits.get(`${rn}:${slug}:${brand.slug}`, async () => {
      const region = await this.tenants.findRegionBySlug(rn, slug);
      if (!region) throw new AppError('CITY_NOT_FOUND', `City ${slug} was not found in retail network ${rn}`);
      const categories = (await this.products.listCategories(rn)).filter((c) => !c.isAddons);
      const lang = brand.defaultLanguage;
      const currency = { symbol: network.currencySymbol, shortName: network.currencyShortName };
      const paymentTypes = this.paymentTypesOf(brand.env, network.currencyCode);
      return {
        config: {
          name: brand.name,
          brandSlug: brand.slug,
          brandShortName: brand.shortName,
          languages: brand.languages as TLanguage[],
          defaultLanguage: brand.defaultLanguage as TLanguage,
          defaultCitySlug: brand.defaultCitySlug,
          // the storefront reads the payment types from env (@food/domain/payment): it gets the
          // offered ones, without a wallet the brand's provider cannot take (NONE when nothing is)
          env: { ...brand.env, PAYMENT_TYPES: paymentTypesEnv(paymentTypes) },
          ui: {
            ...brand.ui,
            images: {
              ...brand.ui.images,
              // an uploaded logo (the back office's brand settings) or the generated one
              LOGO: this.brandLogoUrl(brand),
              MOBILE_APP_LOGO: this.brandLogoUrl(brand),
            },
          },
          supportContact: brand.supportContact ?? null,
          customerSupportPhone: brand.customerSupportPhone,
          headerSupportContact: brand.headerSupportContact ?? null,
          socialLinks: brand.socialLinks,
          headerBanner: (brand.headerBanner ?? null) as TInitResponse['config']['headerBanner'],
          emailCollect: brand.emailCollect,
        },
        categories: categories.map((c) => ({
          id: c.id,
          name: pickText(c.names, lang, lang),
          slug: c.slug,
          isDefault: c.isDefault,
          imageUrl: this.media.imageUrl(c.imageKey),
          localization: brand.languages
            .filter((l) => c.names[l])
            .map((language) => ({ language, name: c.names[language]! })),
        })),
        retailNetwork: {
          id: network.id,
          name: network.name,
          country: {
            id: network.countryCode,
            name: network.countryName,
            currency: { code: network.currencyCode, ...currency },
          },
        },
        businessRegion: toCity(region),
        common: {
          currencies: { [network.currencyCode]: currency },
          // the list order creation checks against
          paymentTypes,
          defaultLocation: { lat: region.latitude, lng: region.longitude },
        },
      };
    });
  }

  tenant(rn: number) {
    return this.tenants.getTenant(rn);
  }

  private brandLogoUrl(brand: { slug: string; ui: { images: { LOGO: string } } }): string {
    const key = brand.ui.images.LOGO;
    return key.startsWith('upload/') ? this.media.imageUrl(key) : this.logoUrl(brand.slug);
  }

  logoUrl(slug: string): string {
    return this.media.imageUrl(`logo.${slug}`);
  }

  /** GET /config/v1/seo: the stored text for the page, else one written from the city and category names. */
  async seo(q: {
    rn: number;
    br: number;
    category?: string;
    lang?: TLanguage;
    brand?: string;
  }): Promise<TSeoResponse> {
    const main = await this.tenants.getTenant(q.rn);
    const { brand } = await this.variant(q.rn, q.brand);
    // the stored texts are the network's first brand's, in its name: a variant gets a written one
    const ownTexts = brand.id === main.brand.id;
    const region = await this.tenants.getRegion(q.rn, q.br);
    const lang = servedLanguage(q.lang, brand) as TLanguage;
    const category =
      q.category === undefined ? undefined : await this.products.resolveCategory(q.rn, q.category);
    const [stored] = await this.db
      .select()
      .from(seoPages)
      .where(
        and(
          eq(seoPages.retailNetworkId, q.rn),
          eq(seoPages.language, lang),
          category ? eq(seoPages.categoryId, category.id) : isNull(seoPages.categoryId),
          or(eq(seoPages.businessRegionId, q.br), isNull(seoPages.businessRegionId)),
        ),
      )
      // a city's own text wins over the network-wide one (a descending sort puts NULL first)
      .orderBy(sql`${seoPages.businessRegionId} desc nulls last`)
      .limit(1);
    if (stored && ownTexts) {
      return {
        title: stored.title,
        description: stored.description,
        keywords: stored.keywords,
        h1: stored.h1,
        text: stored.text,
        language: lang,
      };
    }
    const city = region.localization.find((l) => l.language === lang)?.seo.prepositionalCase ?? region.name;
    const categoryName = category ? pickText(category.names, lang, brand.defaultLanguage) : null;
    return { ...categorySeo(lang, brand.name, categoryName, city), language: lang };
  }
}
