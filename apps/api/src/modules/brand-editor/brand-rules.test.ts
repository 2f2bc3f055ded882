import { BRAND_FONTS, type TSocialLinkWrite } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import {
  domainProblems,
  bannerOf,
  canonicalTimeZone,
  contrastRatio,
  envAfter,
  fontKeyOf,
  hoursProblems,
  languageProblems,
  lookWarnings,
  paymentProviderProblems,
  paymentTypeProblems,
  socialLinkProblems,
  socialLinksOf,
  storedBanner,
  storedSocialLinks,
  uiAfter,
  lookOf,
} from './brand-rules.js';

const look = {
  primary: '#c8102e',
  primaryText: '#ffffff',
  accent: '#1d1d1b',
  headerBackground: '#ffffff',
  pageBackground: '#f6f5f2',
  footerBackground: '#1b1b1f',
  font: 'system' as const,
  logoKey: 'logo.sm-ua',
  buttonRadius: 12,
};

describe('contrast (WCAG 2)', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#c8102e', '#c8102e')).toBe(1);
  });

  it('warns about white text on yellow, not on the demo red', () => {
    expect(lookWarnings(look, null)).toEqual([]);
    const warnings = lookWarnings({ ...look, primary: '#ffeb3b' }, null);
    expect(warnings).toEqual([expect.objectContaining({ path: '/look/primaryText', code: 'LOW_CONTRAST' })]);
    expect(warnings[0]!.ratio).toBeLessThan(4.5);
  });

  it('checks the header banner’s text and button too', () => {
    const banner = bannerOf({
      color: '#ffffff',
      textColor: '#eeeeee',
      buttonColor: '#000000',
      buttonTextColor: '#ffffff',
    })!;
    expect(lookWarnings(look, banner).map((w) => w.path)).toEqual(['/headerBanner/textColor']);
  });
});

describe('time zones', () => {
  it('takes IANA names, fixing their case, and keeps a newer name as written', () => {
    expect(canonicalTimeZone('Europe/Warsaw')).toBe('Europe/Warsaw');
    expect(canonicalTimeZone('europe/warsaw')).toBe('Europe/Warsaw');
    expect(canonicalTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv');
  });

  it('refuses what is no zone, and bare offsets', () => {
    expect(canonicalTimeZone('Europe/Atlantis')).toBeNull();
    expect(canonicalTimeZone('+02:00')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });
});

describe('languages and payment types', () => {
  it('needs the default among the languages, each once', () => {
    expect(languageProblems(['uk', 'ru'], 'uk')).toEqual([]);
    expect(languageProblems(['uk'], 'en').map((p) => p.path)).toEqual(['/defaultLanguage']);
    expect(languageProblems([], 'uk').map((p) => p.path)).toEqual(['/languages']);
    expect(languageProblems(['uk', 'uk'], 'uk').map((p) => p.path)).toEqual(['/languages']);
  });

  it('needs at least one payment type, each once', () => {
    expect(paymentTypeProblems(['CASH'])).toEqual([]);
    expect(paymentTypeProblems([])).toHaveLength(1);
    expect(paymentTypeProblems(['CASH', 'CASH'])).toHaveLength(1);
  });
});

describe('opening hours', () => {
  it('takes past-midnight windows that end by 06:00 and round the clock', () => {
    expect(
      hoursProblems([
        { day: 1, opensAt: '10:00', closesAt: '02:00' },
        { day: 2, opensAt: '00:00', closesAt: '00:00' },
      ]),
    ).toEqual([]);
  });

  it('refuses a weekday twice and a 23-hour slip', () => {
    expect(
      hoursProblems([
        { day: 1, opensAt: '10:00', closesAt: '22:00' },
        { day: 1, opensAt: '10:00', closesAt: '09:00' },
      ]).map((p) => p.path),
    ).toEqual(['/openingHours/1/day', '/openingHours/1/closesAt']);
  });
});

describe('the stored config', () => {
  it('keeps the deployment’s env keys and writes the payment types as the checkout reads them', () => {
    const env = envAfter(
      { RETAIL_NETWORK_ID: 1, PICKUP_AVAILABLE: true, PAYMENT_TYPES: 'ONLINE' },
      { flags: { PICKUP_AVAILABLE: false }, links: { POLL_URL: '' }, paymentTypes: ['CASH', 'CARD'] },
    );
    expect(env).toEqual({
      RETAIL_NETWORK_ID: 1,
      PICKUP_AVAILABLE: false,
      POLL_URL: '',
      PAYMENT_TYPES: 'CASH,CARD',
    });
  });

  it('writes the payment providers in their order, removes them when none is chosen, keeps them when not sent', () => {
    const stored = { PAYMENT_TYPES: 'ONLINE', PAYMENT_PROVIDERS: 'liqpay,test' };
    const edit = { flags: {}, links: {}, paymentTypes: ['ONLINE'] };
    expect(envAfter(stored, { ...edit, paymentProviders: ['stripe', 'test'] }).PAYMENT_PROVIDERS).toBe(
      'stripe,test',
    );
    expect(envAfter(stored, { ...edit, paymentProviders: [] })).not.toHaveProperty('PAYMENT_PROVIDERS');
    expect(envAfter(stored, edit).PAYMENT_PROVIDERS).toBe('liqpay,test');
    expect(paymentProviderProblems(['test', 'test'])).toEqual([
      { path: '/paymentProviders', message: 'names a payment provider twice' },
    ]);
    expect(paymentProviderProblems(undefined)).toEqual([]);
  });

  it('writes the look into colours, buttons, backgrounds, fonts and logo, and reads it back', () => {
    const ui = {
      images: {
        LOGO: 'logo.sm-ua',
        MOBILE_APP_LOGO: 'logo.sm-ua',
        LOGO_SIZE: { desktop: { width: 1, height: 1 }, mobile: { width: 1, height: 1 } },
      },
      colors: { primary: '#000000', primaryText: '#ffffff', accent: '#000000', text: '#111111' },
      fonts: { regular: 'x', semibold: 'x', bold: 'x' },
      buttons: { radius: '4px' },
      backgrounds: { page: '#fff', header: '#fff', footer: '#000' },
    };
    const next = uiAfter(ui, { ...look, font: 'serif', logoKey: 'upload/abc' });
    expect(next.colors).toEqual({
      primary: '#c8102e',
      primaryText: '#ffffff',
      accent: '#1d1d1b',
      text: '#111111',
    });
    expect(next.buttons).toEqual({ radius: '12px', primaryBackground: '#c8102e', primaryText: '#ffffff' });
    expect(next.fonts.bold).toBe(BRAND_FONTS.serif);
    expect(next.images.MOBILE_APP_LOGO).toBe('upload/abc');
    expect(lookOf(next)).toEqual({ ...look, font: 'serif', logoKey: 'upload/abc' });
    // a font set outside the allow-list is kept when the editor sends none
    expect(uiAfter(ui, { ...look, font: null }).fonts.regular).toBe('x');
    expect(fontKeyOf('x')).toBeNull();
  });

  it('keeps per-city social pages in the spec’s shape and checks their cities', () => {
    const links: TSocialLinkWrite[] = [
      {
        name: 'instagram' as const,
        url: 'https://instagram.com/a',
        cityUrls: { kyiv: 'https://instagram.com/k' },
      },
      { name: 'telegram' as const, url: 'https://t.me/a', cityUrls: {} },
    ];
    const stored = storedSocialLinks(links);
    expect(stored).toEqual([
      { name: 'instagram', url: { kyiv: 'https://instagram.com/k' }, defaultUrl: 'https://instagram.com/a' },
      { name: 'telegram', url: 'https://t.me/a' },
    ]);
    expect(socialLinksOf(stored)).toEqual(links);
    expect(socialLinkProblems(links, ['lviv']).map((p) => p.path)).toEqual(['/socialLinks/0/cityUrls/kyiv']);
  });

  it('stores the header banner with the spec’s hide flags', () => {
    const banner = {
      showBannerForDesktop: true,
      showBannerForMobile: false,
      text: { desktop: { uk: 'Привіт' }, mobile: {} },
      linkText: { desktop: {}, mobile: {} },
      color: '#000000',
      textColor: '#ffffff',
      buttonLink: null,
      buttonColor: '#ffffff',
      buttonTextColor: '#000000',
    };
    const stored = storedBanner(banner)!;
    expect(stored).toMatchObject({
      hideMobileBanner: true,
      hideDesktopBanner: false,
      hideDesktopButton: true,
    });
    expect(bannerOf(stored)).toEqual(banner);
  });
});

describe('a brand’s storefront domains', () => {
  const taken = new Map([['pizzacorner.example', 'pc-ua']]);
  it('takes host names, refusing a URL, a port, a repeat, another brand’s and a city address of the list', () => {
    expect(domainProblems(['sushimoon.example', 'sushi-moon.com.ua'], taken)).toEqual([]);
    expect(
      domainProblems(
        [
          'https://x.example',
          'x.example:443',
          'localhost',
          'a.example',
          'a.example',
          'pizzacorner.example',
          'kyiv.a.example',
        ],
        taken,
      ).map((p) => `${p.path} ${p.message}`),
    ).toEqual([
      '/domains/0 is not a host name such as sushimoon.example (no https://, port or path)',
      '/domains/1 is not a host name such as sushimoon.example (no https://, port or path)',
      '/domains/2 is not a host name such as sushimoon.example (no https://, port or path)',
      '/domains/4 is named twice',
      '/domains/5 is already the domain of pc-ua',
      '/domains/6 is a city address of another domain of the list',
    ]);
  });
});
