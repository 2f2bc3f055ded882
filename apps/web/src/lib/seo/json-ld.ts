/**
 * schema.org structured data of the catalogue (Restaurant, Menu, MenuSection, Product with
 * Offer, BreadcrumbList) as pure builders. Prices arrive in minor units and leave as decimal
 * strings ("439.00"), as schema.org asks.
 */
type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Minor units to a decimal string with two places: 43900 → "439.00", 1205 → "12.05". */
export function priceDecimal(minor: number): string {
  const abs = Math.abs(Math.round(minor));
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

interface MenuItemInput {
  name: string;
  url: string;
  price: number;
  image?: string;
  description?: string;
}

export interface MenuSectionInput {
  name: string;
  url: string;
  /** left out on the home page's outline: the section's own page lists its dishes */
  items?: MenuItemInput[];
}

function menuItem(item: MenuItemInput, currency: string): JsonLd {
  return {
    '@type': 'MenuItem',
    name: item.name,
    url: item.url,
    ...(item.image ? { image: item.image } : {}),
    ...(item.description ? { description: item.description } : {}),
    offers: { '@type': 'Offer', price: priceDecimal(item.price), priceCurrency: currency },
  };
}

export function menuSectionJsonLd(section: MenuSectionInput, currency: string, withContext = true): JsonLd {
  return {
    ...(withContext ? { '@context': CONTEXT } : {}),
    '@type': 'MenuSection',
    name: section.name,
    url: section.url,
    ...(section.items ? { hasMenuItem: section.items.map((i) => menuItem(i, currency)) } : {}),
  };
}

function menuJsonLd(menu: { name: string; url: string; sections: MenuSectionInput[] }, currency: string) {
  return {
    '@type': 'Menu',
    name: menu.name,
    url: menu.url,
    hasMenuSection: menu.sections.map((s) => menuSectionJsonLd(s, currency, false)),
  };
}

export interface RestaurantInput {
  name: string;
  url: string;
  logo?: string;
  image?: string;
  telephone: string | null;
  city: string;
  country: string;
  servesCuisine: string[];
  currency: string;
  menu?: { name: string; url: string; sections: MenuSectionInput[] };
}

export function restaurantJsonLd(r: RestaurantInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Restaurant',
    name: r.name,
    brand: { '@type': 'Brand', name: r.name },
    url: r.url,
    ...(r.logo ? { logo: r.logo } : {}),
    ...(r.image ? { image: r.image } : {}),
    ...(r.telephone ? { telephone: r.telephone } : {}),
    address: { '@type': 'PostalAddress', addressLocality: r.city, addressCountry: r.country },
    areaServed: { '@type': 'City', name: r.city },
    servesCuisine: r.servesCuisine,
    currenciesAccepted: r.currency,
    acceptsReservations: false,
    ...(r.menu ? { hasMenu: menuJsonLd(r.menu, r.currency) } : {}),
  };
}

export interface ProductInput {
  name: string;
  description: string;
  url: string;
  image: string;
  sku: string;
  brand: string;
  category: string | null;
  price: number;
  currency: string;
  isAvailable: boolean;
  weightGrams: number | null;
}

export function productJsonLd(p: ProductInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: p.name,
    description: p.description,
    image: [p.image],
    sku: p.sku,
    url: p.url,
    brand: { '@type': 'Brand', name: p.brand },
    ...(p.category ? { category: p.category } : {}),
    ...(p.weightGrams
      ? { weight: { '@type': 'QuantitativeValue', value: p.weightGrams, unitCode: 'GRM' } }
      : {}),
    offers: {
      '@type': 'Offer',
      url: p.url,
      price: priceDecimal(p.price),
      priceCurrency: p.currency,
      availability: p.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * What the restaurant serves: the brand's SERVES_CUISINE setting (comma separated) when the
 * operator sets one, otherwise the names of its menu sections, which say it plainly enough
 * ("Rolls, Sets, Soups").
 */
export function servesCuisineOf(setting: unknown, sectionNames: readonly string[]): string[] {
  if (typeof setting === 'string' && setting.trim() !== '') {
    return setting
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return [...new Set(sectionNames.map((s) => s.trim()).filter(Boolean))];
}

/** JSON for a <script type="application/ld+json">: nothing in it can close the script early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
