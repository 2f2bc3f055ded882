/**
 * The other 21 storefront variants of SPEC section 1, so that the demo has all 24 (issue 22).
 *
 * A retail network is one menu, its cities and outlets, in one currency. A variant in a country
 * whose network the demo already has shares that network's menu, cities and orders, and has its
 * own name, look, languages (those of the network), flags and contacts: the storefront asks
 * `init` for it by slug. A variant of a country of its own is a network of its own, with one
 * city and one outlet and the first sections of the sushi family's menu priced in its currency
 * (seed.ts `starterMenu`). So the seed writes 8 menus, 3 of them whole, not 24: on PGlite, 3
 * interleaved runs each on a loaded 2-core machine, 1.66 s for the 3 brands before and 1.94 s
 * for the 24 (705 products instead of 475).
 */
import type { BrandEnv } from '../schema.js';
import { brandEnv, brandUi, type DemoBrand } from './brands.js';
import type { DemoCity } from './geography.js';
import type { DemoMarketing, Language } from './types.js';

/** A brand row on a network whose menu it shares (`retailNetworkId` is the network's). */
export interface DemoVariant {
  retailNetworkId: number;
  slug: string;
  name: string;
  shortName: string;
  languages: Language[];
  defaultLanguage: Language;
  defaultCitySlug: string;
  env: BrandEnv;
  colors: { primary: string; primaryText: string; accent: string };
  supportPhone: string;
  supportEmail: string;
  paymentTypes: string[];
  bonusRatePercent: number;
}

const UA_PAYMENTS = ['ONLINE', 'GOOGLE_PAY', 'APPLE_PAY', 'CARD', 'CASH'];
const AE_PAYMENTS = ['ONLINE', 'APPLE_PAY', 'GOOGLE_PAY', 'CARD', 'CASH'];

const variant = (
  v: Omit<DemoVariant, 'env' | 'paymentTypes' | 'bonusRatePercent' | 'defaultLanguage'> & {
    env?: BrandEnv;
    paymentTypes?: string[];
    bonusRatePercent?: number;
  },
): DemoVariant => ({
  ...v,
  defaultLanguage: v.languages[0]!,
  paymentTypes: v.paymentTypes ?? UA_PAYMENTS,
  bonusRatePercent: v.bonusRatePercent ?? 5,
  env: brandEnv({
    BRAND_SHORT_NAME: v.shortName,
    RETAIL_NETWORK_ID: v.retailNetworkId,
    GEO_API: 'builtin',
    PAYMENT_PROVIDERS: v.retailNetworkId === 3 ? 'stripe,test' : 'liqpay,test',
    ...v.env,
  }),
});

/** Variants on the networks of sm-ua (1, sushi), pc-ua (2, pizza) and sm-ae (3). */
export const DEMO_VARIANTS: DemoVariant[] = [
  variant({
    retailNetworkId: 1,
    slug: 'ms-ua',
    name: 'Maki Studio',
    shortName: 'MS',
    languages: ['uk', 'ru'],
    defaultCitySlug: 'kyiv',
    colors: { primary: '#6d28d9', primaryText: '#ffffff', accent: '#0f766e' },
    supportPhone: '+380443330101',
    supportEmail: 'hello@makistudio.example',
    env: { USE_CHAT_SUPPORT_FEATURE: true },
  }),
  variant({
    retailNetworkId: 1,
    slug: 'ws-ua',
    name: 'Wok Street',
    shortName: 'WS',
    languages: ['uk'],
    defaultCitySlug: 'lviv',
    colors: { primary: '#b45309', primaryText: '#ffffff', accent: '#1e3a8a' },
    supportPhone: '+380443330102',
    supportEmail: 'hello@wokstreet.example',
    env: { USE_BONUSES_FEATURE: false, SHOW_BONUSES_FOOTER_PAGE: false },
  }),
  variant({
    retailNetworkId: 1,
    slug: 'gs-ua',
    name: 'Golden Sakura',
    shortName: 'GS',
    languages: ['uk', 'ru'],
    defaultCitySlug: 'kyiv',
    colors: { primary: '#a16207', primaryText: '#ffffff', accent: '#7f1d1d' },
    supportPhone: '+380443330103',
    supportEmail: 'hello@goldensakura.example',
  }),
  variant({
    retailNetworkId: 1,
    slug: 'es-ua',
    name: 'Express Sushi',
    shortName: 'ES',
    languages: ['uk'],
    defaultCitySlug: 'odesa',
    colors: { primary: '#be123c', primaryText: '#ffffff', accent: '#111827' },
    supportPhone: '+380443330104',
    supportEmail: 'hello@expresssushi.example',
    env: { PICKUP_AVAILABLE: false },
  }),
  variant({
    retailNetworkId: 1,
    slug: 'vs-ua',
    name: 'Veggie Sushi',
    shortName: 'VS',
    languages: ['uk', 'ru'],
    defaultCitySlug: 'kyiv',
    colors: { primary: '#15803d', primaryText: '#ffffff', accent: '#854d0e' },
    supportPhone: '+380443330105',
    supportEmail: 'hello@veggiesushi.example',
    bonusRatePercent: 7,
  }),
  variant({
    retailNetworkId: 2,
    slug: 'dp-ua',
    name: 'Dough & Pepper',
    shortName: 'DP',
    languages: ['uk', 'ru'],
    defaultCitySlug: 'kyiv',
    colors: { primary: '#b91c1c', primaryText: '#ffffff', accent: '#365314' },
    supportPhone: '+380445900201',
    supportEmail: 'hello@doughpepper.example',
  }),
  variant({
    // the same chain's collaboration storefront: its own look and words, the same menu
    retailNetworkId: 2,
    slug: 'dp-ua-dzidzio',
    name: 'Dough & Pepper × Dzidzio',
    shortName: 'DPD',
    languages: ['uk'],
    defaultCitySlug: 'kyiv',
    colors: { primary: '#9d174d', primaryText: '#ffffff', accent: '#facc15' },
    supportPhone: '+380445900202',
    supportEmail: 'dzidzio@doughpepper.example',
    env: { SHOW_COOKIES_NOTICE: true, SHOW_FEEDBACKS_PAGE: false },
  }),
  variant({
    retailNetworkId: 2,
    slug: 'ee-ua',
    name: 'Eat Easy',
    shortName: 'EE',
    languages: ['uk', 'ru'],
    defaultCitySlug: 'kyiv',
    colors: { primary: '#0e7490', primaryText: '#ffffff', accent: '#ea580c' },
    supportPhone: '+380445900203',
    supportEmail: 'hello@eateasy.example',
  }),
  variant({
    retailNetworkId: 2,
    slug: 'hb-ua',
    name: 'Hot Bake',
    shortName: 'HB',
    languages: ['uk'],
    defaultCitySlug: 'kyiv',
    colors: { primary: '#c2410c', primaryText: '#ffffff', accent: '#1f2937' },
    supportPhone: '+380445900204',
    supportEmail: 'hello@hotbake.example',
    env: { USE_BONUSES_FEATURE: false, SHOW_BONUSES_FOOTER_PAGE: false },
  }),
  variant({
    retailNetworkId: 2,
    slug: 'mp-ua',
    name: 'Mamma Pizza',
    shortName: 'MP',
    languages: ['uk', 'ru'],
    defaultCitySlug: 'kyiv',
    colors: { primary: '#047857', primaryText: '#ffffff', accent: '#b91c1c' },
    supportPhone: '+380445900205',
    supportEmail: 'hello@mammapizza.example',
    env: { USE_CHAT_SUPPORT_FEATURE: true },
  }),
  variant({
    retailNetworkId: 3,
    slug: 'ws-ae',
    name: 'Wok Street UAE',
    shortName: 'WS',
    languages: ['en'],
    defaultCitySlug: 'dubai',
    colors: { primary: '#92400e', primaryText: '#ffffff', accent: '#0369a1' },
    supportPhone: '+97145550201',
    supportEmail: 'hello@wokstreet-uae.example',
    paymentTypes: AE_PAYMENTS,
  }),
  variant({
    retailNetworkId: 3,
    slug: 'ck-ae',
    name: 'Crispy Kitchen',
    shortName: 'CK',
    languages: ['en'],
    defaultCitySlug: 'abu-dhabi',
    colors: { primary: '#1d4ed8', primaryText: '#ffffff', accent: '#b45309' },
    supportPhone: '+97125550202',
    supportEmail: 'hello@crispykitchen.example',
    paymentTypes: AE_PAYMENTS,
    env: { PICKUP_AVAILABLE: false },
  }),
  // variants of the Russian network (4), whose first brand is sm-ru
  ...(
    [
      ['ms-ru', 'Maki Studio', 'MS', '#6d28d9', '+74955550402'],
      ['gs-ru', 'Golden Sakura', 'GS', '#a16207', '+74955550403'],
      ['rr-ru', 'Roll Room', 'RR', '#b91c1c', '+74955550404'],
      ['sp-ru', 'Sushi Point', 'SP', '#0f766e', '+74955550405'],
    ] as const
  ).map(([slug, name, shortName, primary, phone]) =>
    variant({
      retailNetworkId: 4,
      slug,
      name,
      shortName,
      languages: ['ru'],
      defaultCitySlug: 'moscow',
      colors: { primary, primaryText: '#ffffff', accent: '#1f2937' },
      supportPhone: phone,
      supportEmail: `hello@${slug}.example`,
      paymentTypes: ['CARD', 'CASH'],
      env: { PAYMENT_PROVIDERS: 'test' },
    }),
  ),
];

interface CountryNetwork {
  rn: number;
  slug: string;
  country: { code: string; name: string };
  currency: DemoBrand['currency'];
  language: Language;
  /** a city of its own, its one outlet beside the centre */
  city: { slug: string; name: string; localName: string; prepositional: string; lat: number; lng: number };
  timeZone: string;
  /** whole currency units per hryvnia of the sushi menu, and the zone prices in whole units */
  perUah: number;
  zone: [number, number, number];
  phone: string;
  ipRange: string;
  primary: string;
}

const COUNTRY_NETWORKS: CountryNetwork[] = [
  {
    rn: 4,
    slug: 'sm-ru',
    country: { code: 'RU', name: 'Россия' },
    currency: { code: 'RUB', symbol: '₽', shortName: { ru: 'руб.', en: 'RUB', uk: 'руб.' } },
    language: 'ru',
    city: {
      slug: 'moscow',
      name: 'Москва',
      localName: 'Москва',
      prepositional: 'в Москве',
      lat: 55.7558,
      lng: 37.6173,
    },
    timeZone: 'Europe/Moscow',
    perUah: 2.2,
    zone: [199, 800, 2500],
    phone: '+74955550401',
    ipRange: '77.88.0.0/18',
    primary: '#c8102e',
  },
  {
    rn: 5,
    slug: 'sm-by',
    country: { code: 'BY', name: 'Беларусь' },
    currency: { code: 'BYN', symbol: 'Br', shortName: { ru: 'руб.', en: 'BYN', uk: 'руб.' } },
    language: 'ru',
    city: {
      slug: 'minsk',
      name: 'Минск',
      localName: 'Минск',
      prepositional: 'в Минске',
      lat: 53.9006,
      lng: 27.559,
    },
    timeZone: 'Europe/Minsk',
    perUah: 0.08,
    zone: [5, 30, 80],
    phone: '+375175550501',
    ipRange: '178.124.128.0/17',
    primary: '#c8102e',
  },
  {
    rn: 6,
    slug: 'sm-kz',
    country: { code: 'KZ', name: 'Казахстан' },
    currency: { code: 'KZT', symbol: '₸', shortName: { ru: 'тг', en: 'KZT', uk: 'тг' } },
    language: 'ru',
    city: {
      slug: 'almaty',
      name: 'Алматы',
      localName: 'Алматы',
      prepositional: 'в Алматы',
      lat: 43.2389,
      lng: 76.8897,
    },
    timeZone: 'Asia/Almaty',
    perUah: 12,
    zone: [990, 4000, 12000],
    phone: '+77275550601',
    ipRange: '2.132.0.0/16',
    primary: '#c8102e',
  },
  {
    rn: 7,
    slug: 'sm-hu',
    country: { code: 'HU', name: 'Magyarország' },
    currency: { code: 'HUF', symbol: 'Ft', shortName: { en: 'HUF', ru: 'Ft', uk: 'Ft' } },
    language: 'en',
    city: {
      slug: 'budapest',
      name: 'Budapest',
      localName: 'Budapest',
      prepositional: 'in Budapest',
      lat: 47.4979,
      lng: 19.0402,
    },
    timeZone: 'Europe/Budapest',
    perUah: 9,
    zone: [790, 3500, 12000],
    phone: '+3615550701',
    ipRange: '84.0.0.0/16',
    primary: '#c8102e',
  },
  {
    rn: 8,
    slug: 'sm-us',
    country: { code: 'US', name: 'United States' },
    currency: { code: 'USD', symbol: '$', shortName: { en: 'USD', ru: 'USD', uk: 'USD' } },
    language: 'en',
    city: {
      slug: 'new-york',
      name: 'New York',
      localName: 'New York',
      prepositional: 'in New York',
      lat: 40.7128,
      lng: -74.006,
    },
    timeZone: 'America/New_York',
    perUah: 0.025,
    zone: [4, 25, 60],
    phone: '+12125550801',
    ipRange: '8.8.8.0/24',
    primary: '#c8102e',
  },
];

/** Sushi Moon in the countries of its own network: the sushi menu, one city, one outlet. */
export const COUNTRY_BRANDS: DemoBrand[] = COUNTRY_NETWORKS.map((n) => ({
  retailNetworkId: n.rn,
  slug: n.slug,
  name: 'Sushi Moon',
  networkName: `Sushi Moon ${n.country.name}`,
  shortName: 'SM',
  country: n.country,
  currency: n.currency,
  languages: [n.language],
  defaultLanguage: n.language,
  defaultCitySlug: n.city.slug,
  kind: 'sushi',
  env: brandEnv({
    BRAND_SHORT_NAME: 'SM',
    RETAIL_NETWORK_ID: n.rn,
    GEO_API: 'builtin',
    PAYMENT_PROVIDERS: 'test',
    USE_BONUSES_FEATURE: n.rn !== 8,
    SHOW_BONUSES_FOOTER_PAGE: n.rn !== 8,
  }),
  ui: brandUi({ primary: n.primary, primaryText: '#ffffff', accent: '#1d1d1b' }, `logo.${n.slug}`),
  supportPhone: n.phone,
  supportEmail: `hello@${n.slug}.example`,
  socialLinks: [
    { name: 'instagram', url: `https://instagram.com/sushimoon.${n.country.code.toLowerCase()}` },
  ],
  headerBanner: null,
  paymentTypes: ['CARD', 'CASH'],
  bonusRatePercent: 5,
}));

export const COUNTRY_GEOGRAPHY: Record<string, DemoCity[]> = Object.fromEntries(
  COUNTRY_NETWORKS.map((n) => [
    n.slug,
    [
      {
        id: n.rn * 100 + 1,
        slug: n.city.slug,
        name: n.city.name,
        localization: [
          {
            language: n.language,
            name: n.city.localName,
            seo: { nominativeCase: n.city.localName, prepositionalCase: n.city.prepositional },
          },
        ],
        timeZone: n.timeZone,
        lat: n.city.lat,
        lng: n.city.lng,
        priceFactor: n.perUah,
        zonePrices: { inner: n.zone, outer: [n.zone[0] * 2, n.zone[1] * 2, null] },
        ipRanges: [n.ipRange],
        outlets: [
          {
            id: n.rn * 1000 + 1,
            name: { [n.language]: `Sushi Moon ${n.city.localName}` },
            address: {
              [n.language]:
                n.language === 'ru' ? `${n.city.localName}, центр` : `${n.city.localName}, centre`,
            },
            phone: n.phone,
            lat: n.city.lat + 0.004,
            lng: n.city.lng + 0.004,
          },
        ],
      },
    ],
  ]),
);

const TEXTS: Record<'ru' | 'en', Record<keyof DemoMarketing['siteTexts'], [string, string]>> = {
  ru: {
    PUBLIC_OFFER: ['Публичная оферта', 'Условия заказа и доставки Sushi Moon.'],
    PRIVACY: ['Политика конфиденциальности', 'Как Sushi Moon хранит и использует ваши данные.'],
    REQUISITES: ['Реквизиты', 'Юридические данные оператора сети Sushi Moon.'],
    ABOUT: ['О компании', 'Sushi Moon: свежие роллы и сеты с доставкой.'],
  },
  en: {
    PUBLIC_OFFER: ['Terms of sale', 'How Sushi Moon takes, delivers and refunds orders.'],
    PRIVACY: ['Privacy policy', 'How Sushi Moon keeps and uses your data.'],
    REQUISITES: ['Company details', 'The legal details of the Sushi Moon operator.'],
    ABOUT: ['About us', 'Sushi Moon: fresh rolls and sets, delivered.'],
  },
};

/** The country networks' content: their site texts, no banners, promotions or reviews yet. */
export function countryMarketing(language: Language): DemoMarketing {
  const texts = TEXTS[language === 'ru' ? 'ru' : 'en'];
  const siteTexts = Object.fromEntries(
    Object.entries(texts).map(([kind, [title, body]]) => [
      kind,
      { [language]: { title, html: `<h2>${title}</h2><p>${body}</p>` } },
    ]),
  ) as DemoMarketing['siteTexts'];
  return { banners: [], promotions: [], feedbacks: [], siteTexts, cityAreas: {} };
}
