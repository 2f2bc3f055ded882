import type { TBanner } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { toBannerView } from './banners';

const ukRu = { languages: ['uk', 'ru'] as const, defaultLanguage: 'uk' as const };

const banner = (over: Partial<TBanner> = {}): TBanner => ({
  id: 1,
  businessRegionId: null,
  title: 'Сети',
  subtitle: 'Щовихідних',
  localization: [{ language: 'ru', title: 'Сеты', subtitle: '' }],
  imageUrl: 'http://api:4000/catalog/v1/images/banner.sets',
  link: '/promotions/sets',
  sortOrder: 0,
  ...over,
});

describe('home banners', () => {
  it('localizes site links and texts, falling back to the default texts', () => {
    const ru = toBannerView(banner(), 'ru', ukRu, false);
    expect(ru).toMatchObject({
      title: 'Сеты',
      subtitle: 'Щовихідних',
      href: '/ru/promotions/sets',
      isExternal: false,
    });
    expect(toBannerView(banner(), 'uk', ukRu, false).href).toBe('/promotions/sets');
  });

  it('keeps links to other sites and drops unusable ones', () => {
    expect(toBannerView(banner({ link: 'https://shop.example/x' }), 'uk', ukRu, false)).toMatchObject({
      href: 'https://shop.example/x',
      isExternal: true,
    });
    expect(toBannerView(banner({ link: null }), 'uk', ukRu, false).href).toBeNull();
    expect(toBannerView(banner({ link: 'javascript:alert(1)' }), 'uk', ukRu, false).href).toBeNull();
  });

  it('serves 8:3 pictures through the site, halved and light for crawlers', () => {
    const view = toBannerView(banner(), 'uk', ukRu, false);
    expect(view.src).toBe('/api/catalog/v1/images/banner.sets?w=1200&h=450&format=webp&mode=fill&q=80');
    expect(view.srcSet.split(', ')).toHaveLength(3);
    const bot = toBannerView(banner(), 'uk', ukRu, true);
    expect(bot.src).toBe('/api/catalog/v1/images/banner.sets?w=600&h=225&format=webp&mode=fill&q=10');
  });
});
