import { describe, expect, it } from 'vitest';
import {
  BANNER_PRE_PAINT_SCRIPT,
  bannerView,
  isExternalLink,
  type HeaderBannerConfig,
} from './header-banner';
import { headerBannerCookie } from './notice-timings';

const banner: HeaderBannerConfig = {
  showBannerForMobile: true,
  showBannerForDesktop: true,
  hideMobileBanner: false,
  hideDesktopBanner: false,
  text: {
    mobile: { uk: '−10% на перше', ru: '−10% на первый' },
    desktop: { uk: '−10% на перше замовлення' },
  },
  linkText: { mobile: { uk: 'Детальніше' }, desktop: { uk: 'Детальніше' } },
  color: '#1d1d1b',
  textColor: '#fff',
  buttonLink: '/promotions',
  buttonColor: '#c8102e',
  buttonTextColor: '#fff',
  hideMobileButton: false,
  hideDesktopButton: false,
};

describe('header banner', () => {
  it('shows the device text in the page language with its button', () => {
    expect(bannerView(banner, 'desktop', 'uk')).toEqual({
      text: '−10% на перше замовлення',
      button: { href: '/promotions', text: 'Детальніше' },
    });
    expect(bannerView(banner, 'mobile', 'uk')?.text).toBe('−10% на перше');
  });

  it('is not shown without a config, when switched off or hidden for the device', () => {
    expect(bannerView(null, 'desktop', 'uk')).toBeNull();
    expect(bannerView({ ...banner, showBannerForDesktop: false }, 'desktop', 'uk')).toBeNull();
    expect(bannerView({ ...banner, hideMobileBanner: true }, 'mobile', 'uk')).toBeNull();
    expect(bannerView({ ...banner, hideMobileBanner: true }, 'desktop', 'uk')).not.toBeNull();
  });

  it('is not shown without text in the page language', () => {
    expect(bannerView(banner, 'desktop', 'ru')).toBeNull();
  });

  it('hides the button when the link or its text is missing or the hide flag is set', () => {
    expect(bannerView({ ...banner, buttonLink: null }, 'desktop', 'uk')?.button).toBeNull();
    expect(bannerView({ ...banner, buttonLink: ' ' }, 'desktop', 'uk')?.button).toBeNull();
    expect(bannerView(banner, 'mobile', 'ru')?.button).toBeNull();
    expect(bannerView({ ...banner, hideDesktopButton: true }, 'desktop', 'uk')?.button).toBeNull();
    expect(bannerView({ ...banner, hideDesktopButton: true }, 'mobile', 'uk')?.button).not.toBeNull();
  });

  it('tells external links from the site’s own', () => {
    expect(isExternalLink('https://example.com')).toBe(true);
    expect(isExternalLink('//cdn.example')).toBe(true);
    expect(isExternalLink('/promotions')).toBe(false);
  });
});

describe('banner pre-paint script', () => {
  function run(cookie: string) {
    const attributes: Record<string, string> = {};
    const document = {
      cookie,
      documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) },
    };
    new Function('document', BANNER_PRE_PAINT_SCRIPT)(document);
    return 'data-banner-closed' in attributes;
  }

  it("hides the banner before paint when today's dismissal cookie exists", () => {
    const { name } = headerBannerCookie(new Date());
    expect(run(`city=kyiv; ${name}=1`)).toBe(true);
  });

  it("ignores yesterday's dismissal", () => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    expect(run(`${headerBannerCookie(yesterday).name}=1`)).toBe(false);
    expect(run('')).toBe(false);
  });
});
