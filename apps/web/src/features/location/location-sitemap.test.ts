import { describe, expect, it } from 'vitest';
import { locationSitemapPaths } from './location-sitemap';

describe('location pages in the sitemap', () => {
  it('lists the restaurants map only where the brand offers pickup', () => {
    expect(locationSitemapPaths({ PICKUP_AVAILABLE: true })).toEqual(['/delivery', '/our-restourants']);
    expect(locationSitemapPaths({ PICKUP_AVAILABLE: 'false' })).toEqual(['/delivery']);
    expect(locationSitemapPaths({})).toEqual(['/delivery']);
  });
});
