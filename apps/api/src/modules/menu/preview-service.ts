/**
 * The storefront's preview of a draft (issue 19 item 9): GET /catalog/v1/preview/{token} answers
 * the product as the menu would show it (the storefront's TProduct) with the draft applied,
 * priced in the asked city (else the draft's first city). Anyone with the link sees it, as with a
 * shared document; the token is 24 random bytes and dies when the draft is published or discarded.
 */
import { servedLanguage } from '@food/domain/language';
import { ZProductWrite, type TProduct, type TProductOptionGroup } from '@food/contracts';
import { inArray, eq } from 'drizzle-orm';
import * as s from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { pickText } from '../catalog/index.js';
import { readDraftByToken } from '../catalogue-history/index.js';
import type { OptionGroupsService } from '../option-groups/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import { brandFacts, mediaOf } from './menu-context.js';
import { findProduct } from './product-repo.js';

export class PreviewService {
  constructor(
    private readonly deps: BackofficeDeps,
    private readonly optionGroups: OptionGroupsService,
  ) {}

  async preview(token: string, q: { lang?: string; br?: number }): Promise<TProduct> {
    const { db } = this.deps;
    const draft = await readDraftByToken(db, token);
    const product = draft?.kind === 'product' ? await findProduct(db, draft.entityId) : null;
    if (!draft || !product)
      throw new AppError(
        'PREVIEW_NOT_FOUND',
        'This preview link is unknown, or its draft was published or discarded',
      );
    const body = ZProductWrite.parse(draft.payload);
    const rn = product.retailNetworkId;
    const facts = await brandFacts(this.deps, rn);
    const lang = servedLanguage(q.lang, facts);
    const fallback = facts.defaultLanguage;
    const pick = (names: Record<string, string>) => pickText(names, lang, fallback);
    const localized = (names: Record<string, string>) =>
      facts.languages.filter((l) => names[l]).map((language) => ({ language, name: names[language]! }));

    const cities = [...new Set(body.prices.map((p) => p.businessRegionId))];
    const br = q.br !== undefined && cities.includes(q.br) ? q.br : (cities[0] ?? facts.cities[0]?.id ?? 0);
    const priceRow =
      body.prices.find((p) => p.businessRegionId === br && p.outletId === null) ??
      body.prices.find((p) => p.businessRegionId === br);

    const [category] = await db
      .select({ slug: s.categories.slug })
      .from(s.categories)
      .where(eq(s.categories.id, body.categoryId));
    const attributeRows = body.attributes.length
      ? await db
          .select()
          .from(s.attributes)
          .where(
            inArray(
              s.attributes.id,
              body.attributes.map((a) => a.attributeId),
            ),
          )
      : [];
    const attributes = body.attributes.flatMap((a) => {
      const row = attributeRows.find((r) => r.id === a.attributeId);
      return row
        ? [
            {
              id: row.id,
              type: row.type,
              code: row.code,
              name: pick(row.name),
              localization: localized(row.name),
              color: row.color,
              value: a.value,
            },
          ]
        : [];
    });

    // addons as the city's menu sells them (an addon not sold there is left out, as on the menu)
    const catalogue = br
      ? await this.deps.products.getListCatalogue({ rn, br, outletId: null, lang, target: 'WEB' })
      : null;
    const addons = body.addons.flatMap((a) => {
      const addon = catalogue?.byId.get(a.addonProductId);
      if (!addon) return [];
      return [
        {
          addonId: addon.id,
          article: addon.article,
          slug: addon.slug,
          name: addon.name,
          localization: addon.localization.map((l) => ({ language: l.language, name: l.name })),
          imageUrl: addon.imageUrl,
          price: addon.price,
          freeCount: a.freeCount,
          maxCount: a.maxCount,
        },
      ];
    });

    const groups = body.optionGroups ?? (await this.optionGroups.ofProduct(product.id));
    // new groups and options have no id yet: negative stand-ins keep them apart on the page
    let stand = 0;
    const optionGroups: TProductOptionGroup[] = groups.map((g) => ({
      id: g.id ?? --stand,
      name: pick(g.name),
      minChoices: g.minChoices,
      maxChoices: g.maxChoices,
      options: g.options.map((o) => ({
        id: o.id ?? --stand,
        name: pick(o.name),
        price: o.price,
        linkedProductId: o.linkedProductId,
        isDefault: o.isDefault,
        isAvailable: true,
      })),
    }));

    const texts = Object.entries(body.translations).flatMap(([language, t]) =>
      t ? [{ language, ...t }] : [],
    );
    const textOf = (field: 'name' | 'description' | 'composition') =>
      pick(Object.fromEntries(texts.map((t) => [t.language, t[field]])));
    return {
      id: product.id,
      article: body.article,
      slug: body.slug,
      categoryId: body.categoryId,
      categorySlug: category?.slug ?? null,
      name: textOf('name'),
      description: textOf('description'),
      composition: textOf('composition'),
      localization: texts
        .filter((t) => facts.languages.includes(t.language))
        .map((t) => ({
          language: t.language,
          name: t.name,
          description: t.description,
          composition: t.composition,
        })),
      price: priceRow?.price ?? 0,
      oldPrice: priceRow?.oldPrice ?? null,
      weight: body.weightGrams,
      pieces: body.pieces,
      isHot: body.isHot,
      isVegan: body.isVegan,
      isAddon: body.isAddon,
      isArchived: false,
      isOnStop: false,
      imageUrl: mediaOf(this.deps).imageUrl(body.imageKey),
      availability:
        body.availableFrom && body.availableTo ? { from: body.availableFrom, to: body.availableTo } : null,
      additionalProperties: { persons: body.persons },
      attributes,
      attributesIds: attributes.map((a) => a.id),
      classifiers: [],
      addons,
      optionGroups,
    };
  }
}
