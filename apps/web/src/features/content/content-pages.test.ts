import { describe, expect, it } from 'vitest';
import {
  SITE_TEXT_PAGES,
  cityAreaNames,
  contentSitemapPaths,
  feedbacksOn,
  isPageOn,
  promotionPath,
} from './content-pages';

describe('content pages behind their flags', () => {
  it('shows about only with its flag, the legal texts always', () => {
    expect(isPageOn(SITE_TEXT_PAGES.about, { SHOW_ABOUT_PAGE: true })).toBe(true);
    expect(isPageOn(SITE_TEXT_PAGES.about, { SHOW_ABOUT_PAGE: 'false' })).toBe(false);
    expect(isPageOn(SITE_TEXT_PAGES.about, {})).toBe(false);
    for (const page of [SITE_TEXT_PAGES.publicOffer, SITE_TEXT_PAGES.privacy, SITE_TEXT_PAGES.requisites])
      expect(isPageOn(page, {})).toBe(true);
  });

  it('shows feedbacks only with its flag', () => {
    expect(feedbacksOn({ SHOW_FEEDBACKS_PAGE: true })).toBe(true);
    expect(feedbacksOn({ SHOW_FEEDBACKS_PAGE: 0 })).toBe(false);
  });

  it('keeps the paths the shell links to', () => {
    expect(Object.values(SITE_TEXT_PAGES).map((p) => p.path)).toEqual([
      '/about',
      '/public-offer',
      '/privacy',
      '/requisites',
    ]);
    expect(promotionPath('sets-weekend')).toBe('/promotions/sets-weekend');
  });
});

describe('content pages in the sitemap', () => {
  it('lists promotions, feedbacks, about and city areas, never the legal texts', () => {
    expect(
      contentSitemapPaths({
        env: { SHOW_FEEDBACKS_PAGE: true, SHOW_ABOUT_PAGE: true },
        promotionSlugs: ['welcome-10', 'sets-weekend'],
        hasCityAreas: true,
      }),
    ).toEqual([
      '/promotions',
      '/promotions/welcome-10',
      '/promotions/sets-weekend',
      '/feedbacks',
      '/about',
      '/city-areas',
    ]);
  });

  it('leaves out what is switched off or empty', () => {
    expect(contentSitemapPaths({ env: {}, promotionSlugs: [], hasCityAreas: false })).toEqual([
      '/promotions',
    ]);
  });
});

describe('city area names', () => {
  const areas: Array<{ id: number; settings: Record<string, { areaName: string }> }> = [
    { id: 1, settings: { uk: { areaName: 'Печерський район' }, ru: { areaName: 'Печерский район' } } },
    { id: 2, settings: { uk: { areaName: 'Оболонський район' } } },
    { id: 3, settings: { ru: { areaName: 'Только по-русски' } } },
    { id: 4, settings: { uk: { areaName: '  ' } } },
  ];

  it('names each district in the page language, else the default, else any; nameless ones are left out', () => {
    expect(cityAreaNames(areas, 'ru', 'uk')).toEqual([
      { id: 1, name: 'Печерский район' },
      { id: 2, name: 'Оболонський район' },
      { id: 3, name: 'Только по-русски' },
    ]);
    expect(cityAreaNames(areas, 'en', 'uk').map((a) => a.name)).toEqual([
      'Печерський район',
      'Оболонський район',
      'Только по-русски',
    ]);
  });
});
