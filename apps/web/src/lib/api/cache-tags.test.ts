import { describe, expect, it } from 'vitest';
import { areaTags, READ_AREAS, tagsOfChange } from './cache-tags';

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
    const tags = areaTags(3, READ_AREAS.products);
    expect(tags).toContain(tagsOfChange({ retailNetworkId: 3, area: 'menu' })[0]);
    expect(tags).toContain(tagsOfChange({ retailNetworkId: 3, area: 'promotions' })[0]);
    expect(tags).not.toContain(tagsOfChange({ retailNetworkId: 3, area: 'zones' })[0]);
  });
});
