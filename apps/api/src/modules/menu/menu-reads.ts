/** The editor's reads: a brand's menu frame (languages, places, categories, attributes) and the product table. */
import type { TAdminProductList, TAdminProductsQuery, TMenu } from '@food/contracts';
import { pickText } from '../catalog/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import { assertCoversBrand, type Principal } from '../staff/index.js';
import type { CategoryService } from './category-service.js';
import { brandFacts, mediaOf } from './menu-context.js';
import { listAddonProducts, listBrandAttributes, listProductPage } from './menu-repo.js';

export class MenuReads {
  constructor(
    private readonly deps: BackofficeDeps,
    private readonly categories: CategoryService,
  ) {}

  async menu(principal: Principal, rn: number, lang: string | undefined): Promise<TMenu> {
    assertCoversBrand(principal, rn);
    const facts = await brandFacts(this.deps, rn);
    // the reader's language where a text has it (places are named in every language), else the brand's
    const language = lang ?? facts.defaultLanguage;
    const text = (names: Record<string, string>) => pickText(names, language, facts.defaultLanguage);
    const attributes = await listBrandAttributes(this.deps.db, rn);
    const addons = await listAddonProducts(this.deps.db, rn);
    return {
      retailNetworkId: rn,
      languages: facts.languages,
      defaultLanguage: facts.defaultLanguage,
      currencyCode: facts.currencyCode,
      cities: facts.cities.map((c) => ({ id: c.id, name: c.names[language] ?? c.name })),
      outlets: facts.outlets.map((o) => ({
        id: o.id,
        name: text(o.name),
        businessRegionId: o.businessRegionId,
      })),
      categories: await this.categories.list(rn),
      attributes: attributes.map((a) => ({ id: a.id, type: a.type, code: a.code, name: text(a.name) })),
      addonProducts: addons.map((a) => ({ id: a.id, article: a.article, name: text(a.names) })),
    };
  }

  async products(principal: Principal, q: TAdminProductsQuery): Promise<TAdminProductList> {
    const rn = q.retailNetworkId;
    assertCoversBrand(principal, rn);
    const facts = await brandFacts(this.deps, rn);
    const language = q.lang ?? facts.defaultLanguage;
    const page = await listProductPage(this.deps.db, {
      rn,
      categoryId: q.categoryId,
      q: q.q || undefined,
      archived: q.archived === 'true',
      page: q.page,
      size: q.size,
    });
    const media = mediaOf(this.deps);
    return {
      data: page.products.map((p) => {
        const names = Object.fromEntries(
          page.names.filter((n) => n.productId === p.id).map((n) => [n.language, n.name]),
        );
        const price = page.prices.get(p.id);
        return {
          id: p.id,
          article: p.article,
          name: pickText(names, language, facts.defaultLanguage),
          categoryId: p.categoryId,
          imageUrl: media.imageUrl(p.imageKey),
          isAddon: p.isAddon,
          isArchived: p.isArchived,
          minPrice: price?.min ?? null,
          cityCount: price?.cities ?? 0,
          hasDraft: page.drafts.has(p.id),
        };
      }),
      pagination: {
        page: q.page,
        size: q.size,
        total: page.total,
        totalPages: Math.ceil(page.total / q.size),
      },
    };
  }
}
