import { describe, expect, it } from 'vitest';
import { readTags, tagsOfChange } from './cache-tags';

describe('catalogue cache tags', () => {
  it("invalidates the change's area of its network", () => {
    expect(tagsOfChange({ retailNetworkId: 7, area: 'menu' })).toEqual(['menu:7']);
    expect(tagsOfChange({ retailNetworkId: 7, area: 'zones' })).toEqual(['zones:7']);
    expect(tagsOfChange({ retailNetworkId: 7, area: 'brand' })).toEqual(['brand:7', 'brands']);
  });

  it('leaves pages alone on a stop (read live) and on an area it does not know', () => {
    expect(tagsOfChange({ retailNetworkId: 7, area: 'stop_list' })).toEqual([]);
    expect(tagsOfChange({ retailNetworkId: 7, area: 'orders' })).toEqual([]);
  });

  it('tags a product read so a price change and a promotion both reach it', () => {
    const tags = readTags('products', { rn: 3, br: 301, lang: 'uk' });
    expect(tags).toContain(tagsOfChange({ retailNetworkId: 3, area: 'menu' })[0]);
    expect(tags).toContain(tagsOfChange({ retailNetworkId: 3, area: 'promotions' })[0]);
    expect(tags).not.toContain(tagsOfChange({ retailNetworkId: 3, area: 'zones' })[0]);
  });

  it("names a read's brand, city and language, never more than it was given", () => {
    expect(readTags('restaurants', { rn: 3, br: 301 })).toEqual(['brand:3', 'catalog:3:301', 'places:3']);
    expect(readTags('init', { rn: 3, citySlug: 'kyiv' })).toEqual([
      'brand:3',
      'city:3:kyiv',
      'places:3',
      'menu:3',
    ]);
    expect(readTags('seo', { rn: 3, br: 301, lang: 'en' })).toEqual([
      'brand:3',
      'catalog:3:301',
      'catalog:3:301:en',
      'menu:3',
      'content:3',
    ]);
  });
});
