import { describe, expect, it } from 'vitest';
import {
  LINK_PAGE_RELOAD_DELAY_MS,
  pageDataPath,
  shouldReload,
  watchedLinkTarget,
  type LinkClick,
} from './link-reload-rules';

const here = 'http://kyiv.localhost:3000/menu/rolls?sort=price';
const click = (over: Partial<LinkClick> = {}): LinkClick => ({
  href: 'http://kyiv.localhost:3000/menu/sets',
  target: '',
  hasDownload: false,
  button: 0,
  withModifier: false,
  ...over,
});

describe('link page reload', () => {
  it('waits 2 seconds (SPEC section 9)', () => {
    expect(LINK_PAGE_RELOAD_DELAY_MS).toBe(2000);
  });

  it('watches a plain click on a link to another page of the site', () => {
    expect(watchedLinkTarget(click(), here)).toBe('http://kyiv.localhost:3000/menu/sets');
    expect(watchedLinkTarget(click({ href: '/ru/menu/rolls' }), here)).toBe(
      'http://kyiv.localhost:3000/ru/menu/rolls',
    );
    expect(watchedLinkTarget(click({ href: '/menu/rolls' }), here)).toBe(
      'http://kyiv.localhost:3000/menu/rolls',
    );
    expect(watchedLinkTarget(click({ target: '_self' }), here)).not.toBeNull();
  });

  it('leaves alone what the browser does itself', () => {
    expect(watchedLinkTarget(click({ target: '_blank' }), here)).toBeNull();
    expect(watchedLinkTarget(click({ withModifier: true }), here)).toBeNull();
    expect(watchedLinkTarget(click({ button: 1 }), here)).toBeNull();
    expect(watchedLinkTarget(click({ hasDownload: true }), here)).toBeNull();
    expect(watchedLinkTarget(click({ href: 'https://instagram.com/sushimoon' }), here)).toBeNull();
    expect(watchedLinkTarget(click({ href: 'http://lviv.localhost:3000/menu/sets' }), here)).toBeNull();
    expect(watchedLinkTarget(click({ href: 'tel:+380443332727' }), here)).toBeNull();
    expect(watchedLinkTarget(click({ href: '/menu/rolls?sort=price#top' }), here)).toBeNull();
  });

  it('knows the page data requests of in-app navigations by their RSC header', () => {
    expect(pageDataPath('/menu/sets?_rsc=abc', true, here)).toBe('/menu/sets');
    expect(pageDataPath('http://kyiv.localhost:3000/menu/sets?_rsc=abc', true, here)).toBe('/menu/sets');
    expect(pageDataPath('/api/catalog/v1/products/', false, here)).toBeNull();
    expect(pageDataPath('https://maps.example.com/tile', true, here)).toBeNull();
  });

  it('reloads only while the page’s data is still on its way', () => {
    expect(shouldReload(1)).toBe(true);
    expect(shouldReload(0)).toBe(false);
  });
});
