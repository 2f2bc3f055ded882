/**
 * The three first demo brands, each its own retail network (foundation issue); the other 21
 * variants of SPEC section 1 are in variants.ts. Ids are fixed so that links, tests and
 * bookmarks survive a reseed.
 */
import type { BrandEnv, BrandUi } from '../schema.js';
import type { Language } from './types.js';

export interface DemoBrand {
  retailNetworkId: number;
  slug: string;
  name: string;
  /**
   * the retail network's name in the back office, when the brand's own is not enough to tell it
   * from another network's (the country Sushi Moons); the brand's name otherwise
   */
  networkName?: string;
  shortName: string;
  country: { code: string; name: string };
  currency: { code: string; symbol: string; shortName: Record<string, string> };
  languages: Language[];
  defaultLanguage: Language;
  defaultCitySlug: string;
  kind: 'sushi' | 'pizza';
  env: BrandEnv;
  ui: BrandUi;
  supportPhone: string;
  supportEmail: string;
  socialLinks: Array<{ name: string; url: string | Record<string, string>; defaultUrl?: string }>;
  headerBanner: Record<string, unknown> | null;
  paymentTypes: string[];
  bonusRatePercent: number;
}

/**
 * The payment providers a brand uses, in order of preference (modules/payment/providers.ts): the
 * first one whose keys the deployment has. The hryvnia brands: LiqPay, else the test page.
 */
const UAH_PROVIDERS = 'liqpay,test';

export const brandEnv = (overrides: BrandEnv): BrandEnv => ({
  USE_BONUSES_FEATURE: true,
  USE_CHAT_SUPPORT_FEATURE: false,
  PICKUP_AVAILABLE: true,
  IS_UNDER_CONSTRUCTION: false,
  DETECT_CITY_BY_IP: true,
  SHOW_COOKIES_NOTICE: true,
  USE_RECAPTCHA: false,
  DB_TARGET: 'WEB',
  AUTOCOMPLETE_SERVICE: 'builtin',
  SHOW_DOWNLOAD_MOBILE_APP_NOTICE_IOS: false,
  SHOW_DOWNLOAD_MOBILE_APP_NOTICE_ANDROID: false,
  SHOW_POLL_DESKTOP: false,
  POLL_URL: '',
  APP_STORE_LINK: '',
  GOOGLE_PLAY_LINK: '',
  SHOW_APP_STORE_BADGE: false,
  SHOW_GOOGLE_PLAY_BADGE: false,
  SHOW_SOCIAL_LINKS: true,
  SHOW_ABOUT_PAGE: true,
  SHOW_FEEDBACKS_PAGE: true,
  SHOW_BONUSES_FOOTER_PAGE: true,
  SHOW_COPYRIGHT: true,
  SHOW_FRANCHISE_LINK: false,
  FRANCHISE_URL: '',
  SHOW_VACANCIES_LINK: false,
  VACANCIES_URL: '',
  SHOW_PARTNERSHIP_LINK: false,
  PARTNERSHIP_URL: '',
  SHOW_CHARITY_LINK: false,
  CHARITY_URL: '',
  SHOW_CALORIC_CONTENT_LINK: false,
  CALORIC_CONTENT_URL: '',
  CHAT_KIND: 'TALKME',
  ...overrides,
});

export const brandUi = (
  colors: { primary: string; primaryText: string; accent: string },
  logo: string,
): BrandUi => ({
  images: {
    LOGO: logo,
    MOBILE_APP_LOGO: logo,
    LOGO_SIZE: { desktop: { width: 148, height: 40 }, mobile: { width: 110, height: 30 } },
  },
  colors: {
    primary: colors.primary,
    primaryText: colors.primaryText,
    accent: colors.accent,
    text: '#1b1b1f',
    textMuted: '#5f6068',
    surface: '#ffffff',
    background: '#f6f5f2',
    border: '#e6e4df',
    success: '#1f7a3f',
    error: '#b3261e',
  },
  fonts: {
    regular: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    semibold: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    bold: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  buttons: { radius: '12px', primaryBackground: colors.primary, primaryText: colors.primaryText },
  backgrounds: { page: '#f6f5f2', header: '#ffffff', footer: '#1b1b1f' },
});

export const DEMO_BRANDS: DemoBrand[] = [
  {
    retailNetworkId: 1,
    slug: 'sm-ua',
    name: 'Sushi Moon',
    shortName: 'SM',
    country: { code: 'UA', name: 'Україна' },
    currency: { code: 'UAH', symbol: '₴', shortName: { uk: 'грн', ru: 'грн', en: 'UAH' } },
    languages: ['uk', 'ru'],
    defaultLanguage: 'uk',
    defaultCitySlug: 'kyiv',
    kind: 'sushi',
    env: brandEnv({
      BRAND_SHORT_NAME: 'SM',
      RETAIL_NETWORK_ID: 1,
      GEO_API: 'builtin',
      PAYMENT_PROVIDERS: UAH_PROVIDERS,
    }),
    ui: brandUi({ primary: '#c8102e', primaryText: '#ffffff', accent: '#1d1d1b' }, 'logo.sm-ua'),
    supportPhone: '+380443332727',
    supportEmail: 'hello@sushimoon.example',
    socialLinks: [
      {
        name: 'instagram',
        url: {
          kyiv: 'https://instagram.com/sushimoon.kyiv',
          lviv: 'https://instagram.com/sushimoon.lviv',
          odesa: 'https://instagram.com/sushimoon.odesa',
        },
        defaultUrl: 'https://instagram.com/sushimoon.ua',
      },
      { name: 'facebook', url: 'https://facebook.com/sushimoon.ua' },
      { name: 'telegram', url: 'https://t.me/sushimoon_ua' },
    ],
    headerBanner: {
      showBannerForMobile: true,
      showBannerForDesktop: true,
      hideMobileBanner: false,
      hideDesktopBanner: false,
      text: {
        mobile: { uk: '−10% на перше замовлення', ru: '−10% на первый заказ' },
        desktop: {
          uk: '−10% на перше замовлення з промокодом DEMO10',
          ru: '−10% на первый заказ с промокодом DEMO10',
        },
      },
      linkText: {
        mobile: { uk: 'Детальніше', ru: 'Подробнее' },
        desktop: { uk: 'Детальніше', ru: 'Подробнее' },
      },
      color: '#1d1d1b',
      textColor: '#ffffff',
      buttonLink: '/promotions',
      buttonColor: '#c8102e',
      buttonTextColor: '#ffffff',
      hideMobileButton: false,
      hideDesktopButton: false,
    },
    paymentTypes: ['ONLINE', 'GOOGLE_PAY', 'APPLE_PAY', 'CARD', 'CASH'],
    bonusRatePercent: 5,
  },
  {
    retailNetworkId: 2,
    slug: 'pc-ua',
    name: 'Pizza Corner',
    shortName: 'PC',
    country: { code: 'UA', name: 'Україна' },
    currency: { code: 'UAH', symbol: '₴', shortName: { uk: 'грн', ru: 'грн', en: 'UAH' } },
    languages: ['uk', 'ru'],
    defaultLanguage: 'uk',
    defaultCitySlug: 'kyiv',
    kind: 'pizza',
    env: brandEnv({
      BRAND_SHORT_NAME: 'PC',
      RETAIL_NETWORK_ID: 2,
      GEO_API: 'builtin',
      PAYMENT_PROVIDERS: UAH_PROVIDERS,
      SHOW_POLL_DESKTOP: true,
      POLL_URL: 'https://forms.example/pizza-corner-jobs',
      SHOW_VACANCIES_LINK: true,
      VACANCIES_URL: 'https://jobs.example/pizza-corner',
    }),
    ui: brandUi({ primary: '#c2410c', primaryText: '#ffffff', accent: '#2f6f4e' }, 'logo.pc-ua'),
    supportPhone: '+380445904040',
    supportEmail: 'hello@pizzacorner.example',
    socialLinks: [
      { name: 'instagram', url: 'https://instagram.com/pizzacorner.ua' },
      { name: 'tiktok', url: 'https://tiktok.com/@pizzacorner.ua' },
    ],
    headerBanner: null,
    paymentTypes: ['ONLINE', 'GOOGLE_PAY', 'APPLE_PAY', 'CARD', 'CASH'],
    bonusRatePercent: 3,
  },
  {
    retailNetworkId: 3,
    slug: 'sm-ae',
    name: 'Sushi Moon UAE',
    shortName: 'SM',
    country: { code: 'AE', name: 'United Arab Emirates' },
    currency: { code: 'AED', symbol: 'AED', shortName: { en: 'AED' } },
    languages: ['en'],
    defaultLanguage: 'en',
    defaultCitySlug: 'dubai',
    kind: 'sushi',
    env: brandEnv({
      BRAND_SHORT_NAME: 'SM',
      RETAIL_NETWORK_ID: 3,
      GEO_API: 'builtin',
      // AED: Stripe where STRIPE_SECRET_KEY is set, else the test page (LiqPay takes no dirhams)
      PAYMENT_PROVIDERS: 'stripe,test',
      USE_CHAT_SUPPORT_FEATURE: true,
      CHAT_KIND: 'JIVOSITE',
      SHOW_FEEDBACKS_PAGE: true,
      SHOW_FRANCHISE_LINK: true,
      FRANCHISE_URL: 'https://franchise.example/sushi-moon',
    }),
    ui: brandUi({ primary: '#0b5d7a', primaryText: '#ffffff', accent: '#d4a017' }, 'logo.sm-ae'),
    supportPhone: '+97145550199',
    supportEmail: 'hello@sushimoon-uae.example',
    socialLinks: [{ name: 'instagram', url: 'https://instagram.com/sushimoon.uae' }],
    headerBanner: null,
    paymentTypes: ['ONLINE', 'APPLE_PAY', 'GOOGLE_PAY', 'BINANCE_PAY', 'CARD', 'CASH'],
    bonusRatePercent: 5,
  },
];
