/**
 * Loads the demo data: three brands, their cities, outlets, zones, catalogues and content.
 * Runs on first start when the database is empty, and from `npm run seed` (which wipes first).
 */
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.js';
import { rowsOf } from '../rows.js';
import * as s from '../schema.js';
import { DEMO_BRANDS, brandUi, type DemoBrand } from './brands.js';
import { buildPizzaCatalogue } from './catalogue/pizza.js';
import { buildSushiCatalogue } from './catalogue/sushi.js';
import { pcUaMarketing } from './content/pc-ua.js';
import { smAeMarketing } from './content/sm-ae.js';
import { smUaMarketing } from './content/sm-ua.js';
import { DEMO_GEOGRAPHY, openingHoursFor, zoneRing, type DemoCity } from './geography.js';
import { COUNTRY_BRANDS, COUNTRY_GEOGRAPHY, DEMO_VARIANTS, countryMarketing } from './variants.js';
import type {
  DemoCatalogue,
  DemoMarketing,
  DemoOptionGroup,
  DemoProduct,
  Language,
  Localized,
  ProductLabel,
} from './types.js';

const MARKETING: Record<string, DemoMarketing> = {
  'sm-ua': smUaMarketing,
  'pc-ua': pcUaMarketing,
  'sm-ae': smAeMarketing,
  ...Object.fromEntries(COUNTRY_BRANDS.map((b) => [b.slug, countryMarketing(b.defaultLanguage)])),
};

function catalogueFor(brand: DemoBrand): DemoCatalogue {
  const articlePrefix = brand.slug.toUpperCase().replace('-', '');
  const catalogue = fullCatalogueFor(brand, articlePrefix);
  return COUNTRY_BRANDS.includes(brand) ? starterMenu(catalogue) : catalogue;
}

/** The sections a country network's demo menu keeps (variants.ts): a quarter of the dishes. */
const STARTER_SECTIONS = new Set(['popular', 'philadelphia', 'california', 'drinks']);

/**
 * A country network's menu: the family's first sections, so five more networks cost the seed
 * about one more. Options that link a dish left out are dropped, and so is a group left with
 * fewer choices than it requires.
 */
function starterMenu(catalogue: DemoCatalogue): DemoCatalogue {
  const categories = catalogue.categories.filter((c) => c.slug && STARTER_SECTIONS.has(c.slug));
  const kept = new Set([...categories.flatMap((c) => c.products), ...catalogue.addons].map((p) => p.slug));
  const trim = (p: DemoProduct): DemoProduct => {
    if (!p.optionGroups) return p;
    const optionGroups = p.optionGroups
      .map((g) => ({ ...g, options: g.options.filter((o) => !o.linkedSlug || kept.has(o.linkedSlug)) }))
      .filter((g) => g.options.length >= Math.max(1, g.minChoices));
    return { ...p, optionGroups };
  };
  return {
    ...catalogue,
    categories: categories.map((c) => ({ ...c, products: c.products.map(trim) })),
  };
}

function fullCatalogueFor(brand: DemoBrand, articlePrefix: string): DemoCatalogue {
  return brand.kind === 'pizza'
    ? buildPizzaCatalogue({ languages: brand.languages, articlePrefix })
    : buildSushiCatalogue({
        languages: brand.languages,
        // a country network's prices are the hryvnia menu times its city's priceFactor
        currency: brand.currency.code === 'AED' ? 'AED' : 'UAH',
        articlePrefix,
      });
}

/**
 * Option groups (issue 19): a pizza's size and crust, a half-and-half's second half, a set's
 * drinks. Group ids come from their sequence (the back office adds more later); options link
 * dishes by slug.
 */
async function seedOptionGroups(
  tx: DbOrTx,
  bySlug: Map<string, { id: number; product: DemoProduct }>,
  langs: Language[],
) {
  const withGroups = [...bySlug.values()].filter((p) => p.product.optionGroups?.length);
  if (!withGroups.length) return;
  const groupRows: (typeof s.productOptionGroups.$inferInsert)[] = [];
  const groupOf: DemoOptionGroup[] = [];
  for (const { id, product } of withGroups)
    product.optionGroups!.forEach((g, i) => {
      groupRows.push({
        productId: id,
        name: pick(g.name, langs),
        minChoices: g.minChoices,
        maxChoices: g.maxChoices,
        sortOrder: i,
      });
      groupOf.push(g);
    });
  const groupIds: number[] = [];
  for (let i = 0; i < groupRows.length; i += 400) {
    const rows = await tx
      .insert(s.productOptionGroups)
      .values(groupRows.slice(i, i + 400))
      .returning({ id: s.productOptionGroups.id });
    groupIds.push(...rows.map((r) => r.id));
  }
  const optionRows: (typeof s.productOptions.$inferInsert)[] = [];
  groupOf.forEach((g, gi) =>
    g.options.forEach((o, oi) => {
      const linked = o.linkedSlug === undefined ? null : bySlug.get(o.linkedSlug);
      if (linked === undefined) throw new Error(`an option links a missing dish ${o.linkedSlug}`);
      optionRows.push({
        groupId: groupIds[gi]!,
        name: pick(o.name, langs),
        price: o.price,
        linkedProductId: linked?.id ?? null,
        isDefault: !!o.isDefault,
        sortOrder: oi,
      });
    }),
  );
  await insertChunked(tx, s.productOptions, optionRows);
}

/** Inserts in chunks: PostgreSQL allows 65,535 parameters per statement. */
async function insertChunked<T extends Record<string, unknown>>(
  tx: DbOrTx,
  table: Parameters<DbOrTx['insert']>[0],
  rows: T[],
  chunk = 400,
) {
  for (let i = 0; i < rows.length; i += chunk) {
    await tx.insert(table).values(rows.slice(i, i + chunk) as never);
  }
}

/** Rounds a scaled price to whole currency units, as chains print them. */
const scalePrice = (minor: number, factor: number) => Math.max(1, Math.round((minor * factor) / 100)) * 100;

const LABEL_STYLE: Record<ProductLabel, { color: string; name: Record<Language, string> }> = {
  NEW: { color: '#1f7a3f', name: { uk: 'Новинка', ru: 'Новинка', en: 'New' } },
  HIT: { color: '#c8102e', name: { uk: 'Хіт', ru: 'Хит', en: 'Bestseller' } },
  SPICY: { color: '#d9480f', name: { uk: 'Гостре', ru: 'Острое', en: 'Spicy' } },
  VEGAN: { color: '#2b8a3e', name: { uk: 'Веган', ru: 'Веган', en: 'Vegan' } },
  DISCOUNT: { color: '#7048e8', name: { uk: 'Знижка', ru: 'Скидка', en: 'Sale' } },
};

/** kcal per 100 g by image kind: an honest estimate shown as an INFO attribute */
const KCAL_PER_100G: Partial<Record<string, number>> = {
  roll: 185,
  maki: 150,
  nigiri: 170,
  gunkan: 175,
  set: 180,
  pizza: 250,
  soup: 55,
  salad: 120,
  wok: 160,
  bowl: 170,
  dessert: 290,
  drink: 45,
  snack: 280,
};

function pick(l: Localized, languages: Language[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lang of languages) {
    const v = l[lang];
    if (!v) throw new Error(`demo data misses a ${lang} text: ${JSON.stringify(l)}`);
    out[lang] = v;
  }
  return out;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: s.retailNetworks.id }).from(s.retailNetworks).limit(1);
  return rows.length === 0;
}

/** Empties every table (demo reset). */
export async function wipeDatabase(db: Db): Promise<void> {
  const tables = await rowsOf<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const names = tables.map((r) => `"${r.tablename}"`).join(', ');
  if (names) await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}

export async function seedDemo(db: Db, now = new Date()): Promise<{ brands: number; products: number }> {
  let productCount = 0;
  await db.transaction(async (tx) => {
    for (const brand of [...DEMO_BRANDS, ...COUNTRY_BRANDS]) {
      productCount += await seedBrand(tx, brand, now);
    }
    await seedVariants(tx);
  });
  return {
    brands: DEMO_BRANDS.length + COUNTRY_BRANDS.length + DEMO_VARIANTS.length,
    products: productCount,
  };
}

/** The variants that share a network's menu: a brand row each (variants.ts). */
async function seedVariants(tx: DbOrTx) {
  if (!DEMO_VARIANTS.length) return;
  await tx.insert(s.brands).values(
    DEMO_VARIANTS.map((v) => ({
      slug: v.slug,
      retailNetworkId: v.retailNetworkId,
      name: v.name,
      shortName: v.shortName,
      languages: v.languages,
      defaultLanguage: v.defaultLanguage,
      defaultCitySlug: v.defaultCitySlug,
      env: { ...v.env, PAYMENT_TYPES: v.paymentTypes.join(',') },
      ui: brandUi(v.colors, `logo.${v.slug}`),
      supportContact: { phone: v.supportPhone, email: v.supportEmail },
      customerSupportPhone: v.supportPhone,
      headerSupportContact: { phone: v.supportPhone },
      socialLinks: [],
      headerBanner: null,
      emailCollect: { popup: { isVisible: false } },
      bonusRatePercent: v.bonusRatePercent,
    })),
  );
}

async function seedBrand(tx: DbOrTx, brand: DemoBrand, now: Date): Promise<number> {
  const rn = brand.retailNetworkId;
  const langs = brand.languages;
  const cities = DEMO_GEOGRAPHY[brand.slug] ?? COUNTRY_GEOGRAPHY[brand.slug] ?? [];
  const marketing = MARKETING[brand.slug];
  if (!marketing) throw new Error(`no demo content for ${brand.slug}`);

  await tx.insert(s.retailNetworks).values({
    id: rn,
    name: brand.networkName ?? brand.name,
    countryCode: brand.country.code,
    countryName: brand.country.name,
    currencyCode: brand.currency.code,
    currencySymbol: brand.currency.symbol,
    currencyShortName: brand.currency.shortName,
  });
  await tx.insert(s.brands).values({
    slug: brand.slug,
    retailNetworkId: rn,
    name: brand.name,
    shortName: brand.shortName,
    languages: langs,
    defaultLanguage: brand.defaultLanguage,
    defaultCitySlug: brand.defaultCitySlug,
    env: { ...brand.env, PAYMENT_TYPES: brand.paymentTypes.join(',') },
    ui: brand.ui,
    supportContact: { phone: brand.supportPhone, email: brand.supportEmail },
    customerSupportPhone: brand.supportPhone,
    headerSupportContact: { phone: brand.supportPhone },
    socialLinks: brand.socialLinks,
    headerBanner: brand.headerBanner,
    emailCollect: { popup: { isVisible: brand.slug === 'sm-ua' } },
    bonusRatePercent: brand.bonusRatePercent,
  });

  await seedGeography(tx, brand, cities, marketing);
  const catalogue = catalogueFor(brand);
  const productIds = await seedCatalogue(tx, brand, cities, catalogue);
  await seedMarketing(tx, brand, cities, marketing, catalogue, productIds, now);
  return productIds.size;
}

async function seedGeography(tx: DbOrTx, brand: DemoBrand, cities: DemoCity[], marketing: DemoMarketing) {
  const rn = brand.retailNetworkId;
  const minor = (units: number) => units * 100;
  await insertChunked(
    tx,
    s.businessRegions,
    cities.map((c, i) => ({
      id: c.id,
      retailNetworkId: rn,
      name: c.name,
      slug: c.slug,
      description: c.slug ? null : 'Скоро відкриття',
      localization: c.localization.filter((l) => brand.languages.includes(l.language as Language)),
      settings: { pickupAvailable: c.outlets.length > 0, currencyCode: brand.currency.code },
      timeZone: c.timeZone,
      latitude: c.lat,
      longitude: c.lng,
      sortOrder: i,
    })),
  );
  const outlets = cities.flatMap((c) =>
    c.outlets.map((o) => ({
      id: o.id,
      retailNetworkId: rn,
      businessRegionId: c.id,
      name: pick(o.name, brand.languages),
      address: pick(o.address, brand.languages),
      phone: o.phone,
      latitude: o.lat,
      longitude: o.lng,
      timeZone: c.timeZone,
      openingHours: openingHoursFor(o),
      settings: { cookingTimeMinutes: 25, acceptsCash: true, acceptsCard: true },
    })),
  );
  if (outlets.length) await insertChunked(tx, s.outlets, outlets);

  const zoneName = (kind: 'inner' | 'outer', outletName: string) =>
    ({
      uk: `${kind === 'inner' ? 'Зона 1' : 'Зона 2'} · ${outletName}`,
      ru: `${kind === 'inner' ? 'Зона 1' : 'Зона 2'} · ${outletName}`,
      en: `${kind === 'inner' ? 'Zone 1' : 'Zone 2'} · ${outletName}`,
    }) as Localized;
  const zones = cities.flatMap((c) =>
    c.outlets.flatMap((o) => {
      const [innerPrice, innerMin, innerFree] = c.zonePrices.inner;
      const [outerPrice, outerMin, outerFree] = c.zonePrices.outer;
      const label = o.address.en ?? '';
      return [
        {
          outletId: o.id,
          businessRegionId: c.id,
          name: pick(zoneName('inner', o.address[brand.defaultLanguage] ?? label), brand.languages),
          polygon: [zoneRing(o.lat, o.lng, 3.5, o.id)],
          deliveryPrice: minor(innerPrice),
          freeDeliveryThreshold: minor(innerFree),
          minOrderAmount: minor(innerMin),
          deliveryTimeMinutes: 45,
          priority: 0,
          color: '#2f9e44',
        },
        {
          outletId: o.id,
          businessRegionId: c.id,
          name: pick(zoneName('outer', o.address[brand.defaultLanguage] ?? label), brand.languages),
          polygon: [zoneRing(o.lat, o.lng, 7.5, o.id + 1)],
          deliveryPrice: minor(outerPrice),
          freeDeliveryThreshold: outerFree === null ? null : minor(outerFree),
          minOrderAmount: minor(outerMin),
          deliveryTimeMinutes: 70,
          priority: 1,
          color: '#f08c00',
        },
      ];
    }),
  );
  if (zones.length) await insertChunked(tx, s.deliveryZones, zones);

  const ipRows = cities.flatMap((c) => c.ipRanges.map((network) => ({ network, businessRegionId: c.id })));
  if (ipRows.length) await insertChunked(tx, s.ipLocations, ipRows);

  const areas = cities.flatMap((c) =>
    (c.slug ? (marketing.cityAreas[c.slug] ?? []) : []).map((name, i) => ({
      businessRegionId: c.id,
      settings: Object.fromEntries(
        Object.entries(pick(name, brand.languages)).map(([l, n]) => [l, { areaName: n }]),
      ),
      sortOrder: i,
    })),
  );
  if (areas.length) await insertChunked(tx, s.cityAreas, areas);
}

/** Returns product ids by slug, for the marketing content that points at products. */
async function seedCatalogue(
  tx: DbOrTx,
  brand: DemoBrand,
  cities: DemoCity[],
  catalogue: DemoCatalogue,
): Promise<Map<string, { id: number; product: DemoProduct; categorySlug: string | null }>> {
  const rn = brand.retailNetworkId;
  const langs = brand.languages;

  // attributes: labels, the two filters, two properties and calories
  const attrRows: (typeof s.attributes.$inferInsert)[] = [];
  const attrId = new Map<string, number>();
  let nextAttr = rn * 100;
  const addAttr = (
    type: (typeof s.ATTRIBUTE_TYPES)[number],
    code: string,
    name: Localized,
    color: string | null,
  ) => {
    const id = ++nextAttr;
    attrId.set(`${type}:${code}`, id);
    attrRows.push({ id, retailNetworkId: rn, type, code, name: pick(name, langs), color, sortOrder: id });
  };
  for (const [code, style] of Object.entries(LABEL_STYLE)) addAttr('LABEL', code, style.name, style.color);
  addAttr('FILTER', 'HOT', { uk: 'Гостре', ru: 'Острое', en: 'Spicy' }, null);
  addAttr('FILTER', 'VEGAN', { uk: 'Вегетаріанське', ru: 'Вегетарианское', en: 'Vegan' }, null);
  addAttr('PROPERTY', 'PIECES', { uk: 'Кількість, шт', ru: 'Количество, шт', en: 'Pieces' }, null);
  addAttr('PROPERTY', 'PERSONS', { uk: 'Кількість персон', ru: 'Количество персон', en: 'Serves' }, null);
  addAttr('INFO', 'KCAL_100G', { uk: 'ккал на 100 г', ru: 'ккал на 100 г', en: 'kcal per 100 g' }, null);
  await insertChunked(tx, s.attributes, attrRows);

  const classifierIds = { regular: rn * 10 + 1, large: rn * 10 + 2 };
  await tx.insert(s.classifiers).values([
    {
      id: classifierIds.regular,
      retailNetworkId: rn,
      code: 'REGULAR',
      name: pick({ uk: 'Стандартна порція', ru: 'Стандартная порция', en: 'Regular' }, langs),
    },
    {
      id: classifierIds.large,
      retailNetworkId: rn,
      code: 'SHARING',
      name: pick({ uk: 'Для компанії', ru: 'Для компании', en: 'For sharing' }, langs),
    },
  ]);

  // categories, then a hidden one for addons
  const categoryRows: (typeof s.categories.$inferInsert)[] = [];
  const categoryTr: (typeof s.categoryTranslations.$inferInsert)[] = [];
  catalogue.categories.forEach((c, i) => {
    const id = rn * 1000 + i + 1;
    categoryRows.push({
      id,
      retailNetworkId: rn,
      slug: c.slug,
      isDefault: !!c.isDefault,
      imageKey: `${c.image}.category-${c.slug ?? i}`,
      sortOrder: i,
    });
    for (const [language, name] of Object.entries(pick(c.name, langs)))
      categoryTr.push({ categoryId: id, language, name });
  });
  const addonsCategoryId = rn * 1000 + 999;
  categoryRows.push({
    id: addonsCategoryId,
    retailNetworkId: rn,
    slug: null,
    imageKey: 'sauce.addons',
    sortOrder: 999,
    isAddons: true,
  });
  for (const language of langs)
    categoryTr.push({
      categoryId: addonsCategoryId,
      language,
      name: language === 'en' ? 'Extras' : 'Додатки',
    });
  await insertChunked(tx, s.categories, categoryRows);
  await insertChunked(tx, s.categoryTranslations, categoryTr);

  // products (addons first so that links resolve)
  const bySlug = new Map<string, { id: number; product: DemoProduct; categorySlug: string | null }>();
  const productRows: (typeof s.products.$inferInsert)[] = [];
  const translationRows: (typeof s.productTranslations.$inferInsert)[] = [];
  const attributeRows: (typeof s.productAttributes.$inferInsert)[] = [];
  const classifierRows: (typeof s.productClassifiers.$inferInsert)[] = [];
  let nextProduct = rn * 100_000;
  const addProduct = (
    p: DemoProduct,
    categoryId: number,
    categorySlug: string | null,
    isAddon: boolean,
    sortOrder: number,
  ) => {
    if (bySlug.has(p.slug)) throw new Error(`duplicate demo product slug ${p.slug} in ${brand.slug}`);
    const id = ++nextProduct;
    bySlug.set(p.slug, { id, product: p, categorySlug });
    productRows.push({
      id,
      retailNetworkId: rn,
      categoryId,
      article: p.article,
      slug: p.slug,
      weightGrams: p.weightGrams,
      pieces: p.pieces ?? null,
      persons: p.persons ?? null,
      isHot: !!p.isHot,
      isVegan: !!p.isVegan,
      isAddon,
      imageKey: `${p.image}.${p.slug}`,
      availableFrom: p.availableFrom ?? null,
      availableTo: p.availableTo ?? null,
      targets: ['WEB', 'DESKTOP', 'MOBILE'],
      sortOrder,
    });
    const name = pick(p.name, langs);
    const description = pick(p.description, langs);
    const composition = pick(p.composition, langs);
    const seoText = pick(p.seoText, langs);
    for (const language of langs) {
      translationRows.push({
        productId: id,
        language,
        name: name[language]!,
        description: description[language]!,
        composition: composition[language]!,
        seoText: seoText[language]!,
      });
    }
    const attr = (key: string, value: string | null = null) => {
      const attributeId = attrId.get(key);
      if (attributeId) attributeRows.push({ productId: id, attributeId, value });
    };
    for (const label of p.labels ?? []) attr(`LABEL:${label}`);
    if (p.isHot) attr('FILTER:HOT');
    if (p.isVegan) attr('FILTER:VEGAN');
    if (p.pieces) attr('PROPERTY:PIECES', String(p.pieces));
    if (p.persons) attr('PROPERTY:PERSONS', String(p.persons));
    const kcal = KCAL_PER_100G[p.image];
    if (kcal) attr('INFO:KCAL_100G', String(kcal));
    if (!isAddon) {
      classifierRows.push({
        productId: id,
        classifierId: (p.persons ?? 1) > 1 ? classifierIds.large : classifierIds.regular,
        isDefault: true,
      });
    }
  };
  catalogue.addons.forEach((p, i) => addProduct(p, addonsCategoryId, null, true, i));
  catalogue.categories.forEach((c, ci) =>
    c.products.forEach((p, pi) => addProduct(p, rn * 1000 + ci + 1, c.slug, false, pi)),
  );
  await insertChunked(tx, s.products, productRows);
  await insertChunked(tx, s.productTranslations, translationRows, 250);
  await insertChunked(tx, s.productAttributes, attributeRows);
  await insertChunked(tx, s.productClassifiers, classifierRows);

  const addonRows: (typeof s.productAddons.$inferInsert)[] = [];
  for (const { id, product } of bySlug.values()) {
    for (const link of product.addons ?? []) {
      const addon = bySlug.get(link.addonSlug);
      if (!addon) throw new Error(`${product.slug} links a missing addon ${link.addonSlug}`);
      addonRows.push({
        productId: id,
        addonProductId: addon.id,
        freeCount: link.freeCount,
        maxCount: link.maxCount,
      });
    }
  }
  await insertChunked(tx, s.productAddons, addonRows);
  await seedOptionGroups(tx, bySlug, langs);

  // prices: every city sells everything, except that the newest city-limited products
  // (the last three of the catalogue) are not sold in the brand's last city
  const activeCities = cities.filter((c) => c.outlets.length > 0);
  const limited = new Set(
    productRows
      .filter((p) => !p.isAddon)
      .slice(-3)
      .map((p) => p.id),
  );
  const priceRows: (typeof s.productPrices.$inferInsert)[] = [];
  for (const [cityIndex, city] of activeCities.entries()) {
    for (const { id, product } of bySlug.values()) {
      if (cityIndex === activeCities.length - 1 && activeCities.length > 1 && limited.has(id)) continue;
      const price = scalePrice(product.price, city.priceFactor);
      const scaledOld = product.oldPrice ? scalePrice(product.oldPrice, city.priceFactor) : null;
      // a small currency unit can round the old price down to the new one: then no old price
      const oldPrice = scaledOld && scaledOld > price ? scaledOld : null;
      priceRows.push({
        productId: id,
        businessRegionId: city.id,
        price,
        oldPrice: oldPrice && oldPrice > price ? oldPrice : null,
      });
    }
  }
  // one outlet sells its signature set dearer (a mall location): an outlet price override
  const firstCity = activeCities[0];
  const setProduct = [...bySlug.values()].find((p) => (p.product.persons ?? 0) > 1);
  if (firstCity?.outlets[0] && setProduct) {
    priceRows.push({
      productId: setProduct.id,
      businessRegionId: firstCity.id,
      outletId: firstCity.outlets[0].id,
      price: scalePrice(setProduct.product.price, 1.1),
      oldPrice: null,
    });
  }
  await insertChunked(tx, s.productPrices, priceRows);

  // stop list: one popular product is out at the first city's second outlet
  const stopOutlet = firstCity?.outlets[1] ?? firstCity?.outlets[0];
  const hit = [...bySlug.values()].find(
    (p) => (p.product.addons?.length ?? 0) > 0 && p.product.labels?.includes('HIT'),
  );
  if (stopOutlet && hit) {
    await tx.insert(s.stopListItems).values({
      outletId: stopOutlet.id,
      productId: hit.id,
      reason: brand.defaultLanguage === 'en' ? 'Out of salmon until tomorrow' : 'Закінчився лосось до завтра',
    });
  }
  return bySlug;
}

async function seedMarketing(
  tx: DbOrTx,
  brand: DemoBrand,
  cities: DemoCity[],
  marketing: DemoMarketing,
  catalogue: DemoCatalogue,
  products: Map<string, { id: number; product: DemoProduct; categorySlug: string | null }>,
  now: Date,
) {
  const rn = brand.retailNetworkId;
  const langs = brand.languages;
  const cityId = (slug: string | undefined) => {
    if (!slug) return null;
    const city = cities.find((c) => c.slug === slug);
    if (!city) throw new Error(`demo content names an unknown city ${slug} for ${brand.slug}`);
    return city.id;
  };

  // a banner that links to a category the brand does not have would be a dead end
  const slugs = new Set(catalogue.categories.map((c) => c.slug));
  for (const link of [
    ...marketing.banners.map((b) => b.link),
    ...marketing.promotions.flatMap((p) =>
      [...p.body[langs[0]!]!.matchAll(/href="([^"]+)"/g)].map((m) => m[1]),
    ),
  ]) {
    const menu = /^\/menu\/([^/?#]+)/.exec(link ?? '');
    if (menu && !slugs.has(menu[1]!))
      throw new Error(`${brand.slug} content links a missing category: ${link}`);
    const promo = /^\/promotions\/([^/?#]+)/.exec(link ?? '');
    if (promo && !marketing.promotions.some((p) => p.slug === promo[1]))
      throw new Error(`${brand.slug} content links a missing promotion: ${link}`);
  }
  await insertChunked(
    tx,
    s.banners,
    marketing.banners.map((b, i) => ({
      id: rn * 100 + i + 1,
      retailNetworkId: rn,
      businessRegionId: cityId(b.citySlug),
      title: pick(b.title, langs),
      subtitle: pick(b.subtitle, langs),
      // the brand's kind leads the seed, so the drawing shows that brand's food
      imageKey: `banner.${brand.kind}-${b.key}`,
      link: b.link,
      targets: ['WEB', 'DESKTOP', 'MOBILE'],
      sortOrder: i,
    })),
  );

  const all = [...products.values()].filter((p) => p.categorySlug !== null);
  const rule = {
    DISCOUNTED: (p: DemoProduct) => !!p.oldPrice,
    SETS: (p: DemoProduct) => p.image === 'set' || (p.persons ?? 0) > 1,
    NEW: (p: DemoProduct) => !!p.labels?.includes('NEW'),
    HOT: (p: DemoProduct) => !!p.isHot,
    VEGAN: (p: DemoProduct) => !!p.isVegan,
    HITS: (p: DemoProduct) => !!p.labels?.includes('HIT'),
  } as const;
  for (const [i, promo] of marketing.promotions.entries()) {
    const id = rn * 100 + i + 1;
    await tx.insert(s.promotions).values({
      id,
      retailNetworkId: rn,
      businessRegionId: cityId(promo.citySlug),
      slug: promo.slug,
      title: pick(promo.title, langs),
      body: pick(promo.body, langs),
      imageKey: `promo.${brand.kind}-${brand.slug}-${promo.slug}`,
      promoCode: promo.promoCode ?? null,
      startsAt: new Date(promo.startsAt),
      endsAt: promo.endsAt ? new Date(promo.endsAt) : null,
      sortOrder: i,
    });
    const discount = promo.automaticDiscount;
    // a promotion that lowers a category's prices shows that category's dishes
    const chosen = all
      .filter((p) =>
        discount?.categorySlug ? p.categorySlug === discount.categorySlug : rule[promo.products](p.product),
      )
      .slice(0, 12);
    if (chosen.length) {
      await tx.insert(s.promotionProducts).values(chosen.map((p) => ({ promotionId: id, productId: p.id })));
    }
    if (discount) {
      const index = discount.categorySlug
        ? catalogue.categories.findIndex((c) => c.slug === discount.categorySlug)
        : null;
      if (index === -1)
        throw new Error(`${brand.slug} ${promo.slug} discounts a missing category ${discount.categorySlug}`);
      await tx.insert(s.automaticDiscounts).values({
        retailNetworkId: rn,
        businessRegionId: cityId(promo.citySlug),
        promotionId: id,
        // the category ids of seedCatalogue; without a category, exactly the dishes the page shows
        categoryId: index === null ? null : rn * 1000 + index + 1,
        productIds: index === null ? chosen.map((p) => p.id) : null,
        percent: discount.percent,
        daysOfWeek: discount.daysOfWeek,
        startsTime: discount.startsTime ?? null,
        endsTime: discount.endsTime ?? null,
        startsAt: new Date(promo.startsAt),
        endsAt: promo.endsAt ? new Date(promo.endsAt) : null,
        combinesWithPromoCodes: discount.combinesWithPromoCodes,
      });
    }
  }

  const money = (units: number) => units * 100;
  const minimum = brand.currency.code === 'AED' ? money(50) : money(300);
  // limits as the demo advertises the codes (issue 16): a use is an order that was not cancelled
  await tx.insert(s.promoCodes).values([
    {
      // the header banner and the welcome promotion: "−10% on a first order"
      retailNetworkId: rn,
      code: 'DEMO10',
      kind: 'PERCENT',
      value: 10,
      minOrderAmount: minimum,
      startsAt: new Date('2026-01-01T00:00:00Z'),
      expiresAt: null,
      maxUsesPerCustomer: 1,
      firstOrderOnly: true,
    },
    {
      // the free-delivery promotion: every order, whatever its value
      retailNetworkId: rn,
      code: 'FREEDEL',
      kind: 'FREE_DELIVERY',
      value: 0,
      minOrderAmount: 0,
      startsAt: new Date('2026-01-01T00:00:00Z'),
      expiresAt: null,
      maxUsesTotal: null,
      maxUsesPerCustomer: null,
      firstOrderOnly: false,
    },
    {
      // a welcome gift: a first order, once
      retailNetworkId: rn,
      code: 'WELCOME100',
      kind: 'FIXED',
      value: brand.currency.code === 'AED' ? money(15) : money(100),
      minOrderAmount: brand.currency.code === 'AED' ? money(80) : money(600),
      startsAt: new Date('2026-01-01T00:00:00Z'),
      expiresAt: null,
      maxUsesPerCustomer: 1,
      firstOrderOnly: true,
    },
    {
      // a past season's campaign: once per customer, for the first thousand orders
      retailNetworkId: rn,
      code: 'SUMMER25',
      kind: 'PERCENT',
      value: 25,
      minOrderAmount: 0,
      startsAt: new Date('2025-06-01T00:00:00Z'),
      expiresAt: new Date('2025-09-01T00:00:00Z'),
      maxUsesTotal: 1000,
      maxUsesPerCustomer: 1,
    },
  ]);

  const textRows: (typeof s.siteTexts.$inferInsert)[] = [];
  for (const [kind, byLang] of Object.entries(marketing.siteTexts)) {
    for (const language of langs) {
      const t = byLang[language];
      if (!t) throw new Error(`${brand.slug} misses ${kind} in ${language}`);
      textRows.push({
        retailNetworkId: rn,
        businessRegionId: null,
        kind: kind as (typeof s.SITE_TEXT_KINDS)[number],
        language,
        title: t.title,
        html: t.html,
      });
    }
  }
  await insertChunked(tx, s.siteTexts, textRows);

  const day = 86_400_000;
  await insertChunked(
    tx,
    s.feedbacks,
    marketing.feedbacks.map((f, i) => ({
      retailNetworkId: rn,
      businessRegionId: cityId(f.citySlug),
      authorName: f.authorName,
      language: f.language,
      score: f.score,
      comment: f.comment,
      reply: f.reply ?? null,
      // spread within the day too, so that no two share a timestamp
      createdAt: new Date(now.getTime() - f.daysAgo * day - (i * 37 + 11) * 60_000),
    })),
  );

  const homeSeo: Record<Language, (city: string) => { title: string; description: string; h1: string }> = {
    uk: (city) => ({
      title: `${brand.name} — доставка ${brand.kind === 'pizza' ? 'піци' : 'суші та ролів'} ${city}`,
      description: `Замовляйте ${brand.kind === 'pizza' ? 'піцу' : 'суші, роли та сети'} ${brand.name} з доставкою ${city} або самовивозом. Свіжо, швидко, з бонусами за кожне замовлення.`,
      h1: `Доставка ${brand.kind === 'pizza' ? 'піци' : 'суші'} ${city}`,
    }),
    ru: (city) => ({
      title: `${brand.name} — доставка ${brand.kind === 'pizza' ? 'пиццы' : 'суши и роллов'} ${city}`,
      description: `Заказывайте ${brand.kind === 'pizza' ? 'пиццу' : 'суши, роллы и сеты'} ${brand.name} с доставкой ${city} или самовывозом. Свежо, быстро, с бонусами за каждый заказ.`,
      h1: `Доставка ${brand.kind === 'pizza' ? 'пиццы' : 'суши'} ${city}`,
    }),
    en: (city) => ({
      title: `${brand.name} — sushi and rolls delivery ${city}`,
      description: `Order ${brand.name} sushi, rolls and sets with delivery ${city} or pick up. Fresh, fast, with bonus points on every order.`,
      h1: `Sushi delivery ${city}`,
    }),
  };
  const seoRows: (typeof s.seoPages.$inferInsert)[] = [];
  for (const city of cities.filter((c) => c.slug)) {
    for (const language of langs) {
      const prepositional =
        city.localization.find((l) => l.language === language)?.seo.prepositionalCase ?? city.name;
      const seo = homeSeo[language](prepositional);
      seoRows.push({
        retailNetworkId: rn,
        businessRegionId: city.id,
        categoryId: null,
        language,
        ...seo,
        keywords: null,
        text: null,
      });
    }
  }
  await insertChunked(tx, s.seoPages, seoRows);
}
