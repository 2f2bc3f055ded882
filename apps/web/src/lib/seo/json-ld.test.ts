import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  menuSectionJsonLd,
  priceDecimal,
  productJsonLd,
  restaurantJsonLd,
  serializeJsonLd,
  servesCuisineOf,
} from './json-ld';

describe('prices in structured data', () => {
  it('are decimal strings with two places', () => {
    expect(priceDecimal(43900)).toBe('439.00');
    expect(priceDecimal(1205)).toBe('12.05');
    expect(priceDecimal(5)).toBe('0.05');
  });
});

describe('Product', () => {
  const base = {
    name: 'Dragon',
    description: 'Eel roll',
    url: 'https://s.example/menu/rolls/dragon',
    image: 'https://s.example/img.jpg',
    sku: 'SM-1',
    brand: 'Sushi Moon',
    category: 'Rolls',
    price: 43900,
    currency: 'UAH',
    isAvailable: true,
    weightGrams: 290,
  };

  it('carries an Offer with price, currency and availability', () => {
    const ld = productJsonLd(base);
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: 'SM-1',
      brand: { '@type': 'Brand', name: 'Sushi Moon' },
      offers: {
        '@type': 'Offer',
        price: '439.00',
        priceCurrency: 'UAH',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(productJsonLd({ ...base, isAvailable: false }).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });
});

describe('Restaurant and Menu', () => {
  it('describes the brand in its city with a menu of sections', () => {
    const ld = restaurantJsonLd({
      name: 'Sushi Moon',
      url: 'https://s.example/',
      telephone: '+380443332727',
      city: 'Київ',
      country: 'UA',
      servesCuisine: ['Sushi'],
      currency: 'UAH',
      menu: {
        name: 'Menu',
        url: 'https://s.example/',
        sections: [
          {
            name: 'Rolls',
            url: 'https://s.example/menu/rolls',
            items: [{ name: 'Dragon', url: 'u', price: 100 }],
          },
        ],
      },
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      telephone: '+380443332727',
      servesCuisine: ['Sushi'],
      address: { addressLocality: 'Київ', addressCountry: 'UA' },
      hasMenu: {
        '@type': 'Menu',
        hasMenuSection: [
          {
            '@type': 'MenuSection',
            name: 'Rolls',
            hasMenuItem: [
              { '@type': 'MenuItem', name: 'Dragon', offers: { price: '1.00', priceCurrency: 'UAH' } },
            ],
          },
        ],
      },
    });
    expect(ld).not.toHaveProperty('hasMenu.hasMenuSection.0.@context');
  });

  it("outlines a menu by its sections' pages when the dishes are left to them", () => {
    const ld = restaurantJsonLd({
      name: 'Sushi Moon',
      url: 'https://s.example/',
      telephone: null,
      city: 'Київ',
      country: 'UA',
      servesCuisine: [],
      currency: 'UAH',
      menu: {
        name: 'Menu',
        url: 'https://s.example/',
        sections: [{ name: 'Rolls', url: 'https://s.example/menu/rolls' }],
      },
    });
    expect(ld).toMatchObject({
      hasMenu: {
        hasMenuSection: [{ '@type': 'MenuSection', name: 'Rolls', url: 'https://s.example/menu/rolls' }],
      },
    });
    expect(ld).not.toHaveProperty('hasMenu.hasMenuSection.0.hasMenuItem');
  });

  it('leaves the telephone out when the brand has none', () => {
    const ld = restaurantJsonLd({
      name: 'X',
      url: 'u',
      telephone: null,
      city: 'Dubai',
      country: 'AE',
      servesCuisine: [],
      currency: 'AED',
    });
    expect(ld).not.toHaveProperty('telephone');
    expect(ld).not.toHaveProperty('hasMenu');
  });

  it('a stand-alone section has its own context', () => {
    expect(menuSectionJsonLd({ name: 'Sets', url: 'u', items: [] }, 'UAH')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MenuSection',
    });
  });

  it('serves the configured cuisine, else the menu section names', () => {
    expect(servesCuisineOf('Japanese, Sushi ,', ['Rolls'])).toEqual(['Japanese', 'Sushi']);
    expect(servesCuisineOf(undefined, ['Rolls', 'Sets', 'Rolls'])).toEqual(['Rolls', 'Sets']);
    expect(servesCuisineOf(true, ['Pizza'])).toEqual(['Pizza']);
  });
});

describe('breadcrumbs and serialisation', () => {
  it('numbers breadcrumb items from 1', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Home', url: 'a' },
      { name: 'Rolls', url: 'b' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'a' },
      { '@type': 'ListItem', position: 2, name: 'Rolls', item: 'b' },
    ]);
  });

  it('cannot be closed early by text in the data', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script> & co' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script> & co' });
  });
});
