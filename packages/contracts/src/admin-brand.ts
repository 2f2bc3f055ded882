/**
 * Brand settings, cities and outlets in the back office (issue 19 item 6): `/admin/v1/brands`,
 * `/admin/v1/cities`, `/admin/v1/outlets` (apps/api/src/modules/brand-editor). The storefront
 * reads the result through `/config/v1/init` and the restaurants API at run time: no rebuild.
 * Shapes are checked here; rules across fields (the default language among the languages, a
 * real IANA time zone, hours windows, contrast) are the module's `brand-rules.ts`.
 */
import { z } from './zod';
import { ZPaymentType } from './checkout';
import { ZEntityId, ZLanguage, ZRetailNetworkId } from './common';
import { ZDayHours } from './admin-outlet-day';

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** "#c8102e" (also "#C8102E" or "#c12"): stored as six lower-case hex digits. */
export const ZBrandColour = z
  .string()
  .trim()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: 'a colour is #rrggbb, e.g. #c8102e' })
  .transform((v) => {
    const hex = v.slice(1).toLowerCase();
    return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
  });

/**
 * Fonts the storefront can load: it ships no web fonts, so these are system font stacks that
 * every phone and computer has (the storefront sets them as `--font-*`).
 */
export const BRAND_FONTS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
  rounded:
    'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", sans-serif',
  serif: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
} as const;
export const ZBrandFont = z.enum(['system', 'humanist', 'geometric', 'rounded', 'serif']);
export type TBrandFont = z.infer<typeof ZBrandFont>;

/**
 * The brand's switches of SPEC section 3 the back office edits (brands.env); the rest of env
 * (API addresses, DB_TARGET, RETAIL_NETWORK_ID, chat ids, reCAPTCHA keys) is the deployment's.
 */
export const BRAND_FLAGS = [
  'USE_BONUSES_FEATURE',
  'PICKUP_AVAILABLE',
  'USE_CHAT_SUPPORT_FEATURE',
  'SHOW_COOKIES_NOTICE',
  'DETECT_CITY_BY_IP',
  'IS_UNDER_CONSTRUCTION',
  'USE_RECAPTCHA',
  'SHOW_SOCIAL_LINKS',
  'SHOW_ABOUT_PAGE',
  'SHOW_FEEDBACKS_PAGE',
  'SHOW_BONUSES_FOOTER_PAGE',
  'SHOW_COPYRIGHT',
  'SHOW_APP_STORE_BADGE',
  'SHOW_GOOGLE_PLAY_BADGE',
  'SHOW_DOWNLOAD_MOBILE_APP_NOTICE_IOS',
  'SHOW_DOWNLOAD_MOBILE_APP_NOTICE_ANDROID',
  'SHOW_MOBILE_APP_POPUP',
  'SHOW_POLL_DESKTOP',
  'SHOW_FRANCHISE_LINK',
  'SHOW_VACANCIES_LINK',
  'SHOW_PARTNERSHIP_LINK',
  'SHOW_CHARITY_LINK',
  'SHOW_CALORIC_CONTENT_LINK',
] as const;
export type TBrandFlag = (typeof BRAND_FLAGS)[number];

/** The addresses some switches need (a switch without its address shows nothing). */
export const BRAND_LINKS = [
  'APP_STORE_LINK',
  'GOOGLE_PLAY_LINK',
  'POLL_URL',
  'FRANCHISE_URL',
  'VACANCIES_URL',
  'PARTNERSHIP_URL',
  'CHARITY_URL',
  'CALORIC_CONTENT_URL',
] as const;
export type TBrandLink = (typeof BRAND_LINKS)[number];

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const ZWebUrl = z.string().trim().max(500).regex(HTTP_URL, { error: 'an address is http(s)://…' });
/** empty: not set */
const ZOptionalWebUrl = z.union([z.literal(''), ZWebUrl]);

export const SOCIAL_NETWORKS = [
  'instagram',
  'facebook',
  'telegram',
  'tiktok',
  'youtube',
  'viber',
  'x',
  'linkedin',
] as const;

export const ZSocialLinkWrite = z
  .object({
    name: z.enum(SOCIAL_NETWORKS),
    url: ZWebUrl,
    /** a city's own page, by city slug (SPEC: url as a per-city-slug map with a defaultUrl) */
    cityUrls: z.record(z.string(), ZWebUrl).default({}),
  })
  .strict();
export type TSocialLinkWrite = z.infer<typeof ZSocialLinkWrite>;

const ZTexts = z.partialRecord(ZLanguage, z.string().trim().max(200));

export const ZHeaderBannerWrite = z
  .object({
    showBannerForDesktop: z.boolean(),
    showBannerForMobile: z.boolean(),
    text: z.object({ desktop: ZTexts, mobile: ZTexts }),
    linkText: z.object({ desktop: ZTexts, mobile: ZTexts }),
    color: ZBrandColour,
    textColor: ZBrandColour,
    /** a storefront path ("/promotions") or a web address; null: no button */
    buttonLink: z
      .string()
      .trim()
      .max(500)
      .regex(/^(\/[^\s]*|https?:\/\/[^\s]+)$/i, { error: 'a link is a path (/promotions) or http(s)://…' })
      .nullable(),
    buttonColor: ZBrandColour,
    buttonTextColor: ZBrandColour,
  })
  .strict();
export type THeaderBannerWrite = z.infer<typeof ZHeaderBannerWrite>;

export const ZBrandLook = z
  .object({
    /** the main button's colour, and the text on it */
    primary: ZBrandColour,
    primaryText: ZBrandColour,
    accent: ZBrandColour,
    headerBackground: ZBrandColour,
    pageBackground: ZBrandColour,
    footerBackground: ZBrandColour,
    /** null: a font the list does not have (set outside the back office), kept as it is */
    font: ZBrandFont.nullable(),
    /** an image key (an upload, `upload/<hex>`, or a demo key) */
    logoKey: z.string().trim().min(1).max(200),
    buttonRadius: z.number().int().min(0).max(24),
  })
  .strict();
export type TBrandLook = z.infer<typeof ZBrandLook>;

export const ZBrandContacts = z
  .object({
    /** as typed; stored in E.164 (the brand's country, packages/domain phone rule) */
    supportPhone: z.string().trim().min(1).max(40),
    supportEmail: z.union([z.literal(''), z.email({ error: 'an e-mail looks like name@example.com' })]),
  })
  .strict();

/** The payment providers a deployment may have (apps/api modules/payment/providers.ts). */
export const ZPaymentProviderName = z.enum(['test', 'liqpay', 'stripe']);

export const ZBrandWrite = z
  .object({
    name: z.string().trim().min(1).max(80),
    shortName: z.string().trim().min(1).max(20),
    look: ZBrandLook,
    flags: z.partialRecord(z.enum(BRAND_FLAGS), z.boolean()),
    links: z.partialRecord(z.enum(BRAND_LINKS), ZOptionalWebUrl),
    paymentTypes: z.array(ZPaymentType).max(6),
    /**
     * the brand's payment providers in order of preference (env PAYMENT_PROVIDERS): the first one
     * configured here is used; empty: the deployment's PAYMENT_PROVIDER; absent: unchanged
     */
    paymentProviders: z.array(ZPaymentProviderName).max(3).optional(),
    languages: z.array(ZLanguage).max(3),
    defaultLanguage: ZLanguage,
    contacts: ZBrandContacts,
    socialLinks: z.array(ZSocialLinkWrite).max(12),
    emailPopup: z.boolean(),
    headerBanner: ZHeaderBannerWrite.nullable(),
    /**
     * the storefront's host names of the brand (`sushimoon.example`; each also serves its cities
     * one label below), the first its public address; absent: unchanged
     */
    domains: z.array(z.string().trim().toLowerCase().max(253)).max(10).optional(),
    /** the `revision` the form was read at: a save over a newer change is refused (409) */
    revision: z.string().min(1).max(100),
  })
  .strict();
export type TBrandWrite = z.infer<typeof ZBrandWrite>;

export const ZBrandWarning = z.object({
  /** the field the warning is about, e.g. "/look/primaryText" */
  path: z.string(),
  code: z.enum(['LOW_CONTRAST']),
  message: z.string(),
  /** the contrast ratio found (WCAG: 4.5 for text) */
  ratio: z.number(),
});
export type TBrandWarning = z.infer<typeof ZBrandWarning>;

const ZBannerTexts = z.object({
  desktop: z.record(z.string(), z.string()),
  mobile: z.record(z.string(), z.string()),
});

/** What is stored, as read (colours set outside the back office are shown as they are). */
export const ZHeaderBannerView = z.object({
  showBannerForDesktop: z.boolean(),
  showBannerForMobile: z.boolean(),
  text: ZBannerTexts,
  linkText: ZBannerTexts,
  color: z.string(),
  textColor: z.string(),
  buttonLink: z.string().nullable(),
  buttonColor: z.string(),
  buttonTextColor: z.string(),
});

export const ZBrandLookView = z.object({
  primary: z.string(),
  primaryText: z.string(),
  accent: z.string(),
  headerBackground: z.string(),
  pageBackground: z.string(),
  footerBackground: z.string(),
  font: ZBrandFont.nullable(),
  logoKey: z.string(),
  logoUrl: z.string(),
  buttonRadius: z.number(),
});

export const ZBrandView = z.object({
  id: z.number().int(),
  retailNetworkId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  shortName: z.string(),
  defaultCitySlug: z.string(),
  look: ZBrandLookView,
  flags: z.record(z.string(), z.boolean()),
  links: z.record(z.string(), z.string()),
  paymentTypes: z.array(ZPaymentType),
  /** the brand's own preference (empty: the deployment's default) */
  paymentProviders: z.array(ZPaymentProviderName),
  /** the providers this deployment has keys for, to choose among */
  configuredProviders: z.array(ZPaymentProviderName),
  /** the one its new payments go to now; null: none of its choices is here (no online payment) */
  paymentProvider: ZPaymentProviderName.nullable(),
  languages: z.array(ZLanguage),
  defaultLanguage: ZLanguage,
  contacts: z.object({ supportPhone: z.string(), supportEmail: z.string() }),
  socialLinks: z.array(
    z.object({ name: z.string(), url: z.string(), cityUrls: z.record(z.string(), z.string()) }),
  ),
  emailPopup: z.boolean(),
  headerBanner: ZHeaderBannerView.nullable(),
  /** the storefront's host names of the brand, the first its public address */
  domains: z.array(z.string()),
  revision: z.string(),
  warnings: z.array(ZBrandWarning),
});
export type TBrandView = z.infer<typeof ZBrandView>;

export const ZEditorBrandSummary = z.object({
  id: z.number().int(),
  retailNetworkId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  languages: z.array(ZLanguage),
  defaultLanguage: ZLanguage,
});
export const ZBrandList = z.object({ brands: z.array(ZEditorBrandSummary) });
export type TBrandList = z.infer<typeof ZBrandList>;

export const ZBrandIdParams = z.object({ brandId: ZId });
export const ZCityIdParams = z.object({ businessRegionId: ZId });
export const ZOutletProfileParams = z.object({ outletId: ZId });
export const ZBrandNetworkQuery = z.object({ retailNetworkId: ZRetailNetworkId });

/* ---------------------------------------------------------------- cities */

export const ZCityEditSlug = z
  .string()
  .trim()
  .min(2, { error: 'a slug is 2 to 40 lower-case latin letters, digits and dashes' })
  .max(40, { error: 'a slug is 2 to 40 lower-case latin letters, digits and dashes' })
  .regex(/^[a-z][a-z0-9-]*[a-z0-9]$/, {
    error:
      'a slug is lower-case latin letters, digits and dashes, starting with a letter (kyiv, bila-tserkva)',
  });

export const ZPlaceLatitude = z
  .number({ error: 'latitude is a number, -90 to 90' })
  .min(-90, { error: 'latitude is -90 to 90' })
  .max(90, { error: 'latitude is -90 to 90' });
export const ZPlaceLongitude = z
  .number({ error: 'longitude is a number, -180 to 180' })
  .min(-180, { error: 'longitude is -180 to 180' })
  .max(180, { error: 'longitude is -180 to 180' });

export const ZCityLocalizationWrite = z
  .object({
    language: ZLanguage,
    name: z.string().trim().min(1).max(80),
    seo: z
      .object({
        /** "Київ" */
        nominativeCase: z.string().trim().min(1).max(80),
        /** "у Києві": the SEO texts' "sushi in Kyiv" */
        prepositionalCase: z.string().trim().min(1).max(80),
      })
      .strict(),
  })
  .strict();

export const ZCityWrite = z
  .object({
    name: z.string().trim().min(1).max(80),
    slug: ZCityEditSlug,
    description: z.string().trim().max(500).nullable(),
    localization: z.array(ZCityLocalizationWrite).max(3),
    /** IANA, e.g. Europe/Kyiv */
    timeZone: z.string().trim().min(1).max(64),
    latitude: ZPlaceLatitude,
    longitude: ZPlaceLongitude,
    isActive: z.boolean(),
    sortOrder: z.number().int().min(0).max(100_000),
  })
  .strict();
export type TCityWrite = z.infer<typeof ZCityWrite>;
export const ZCityCreate = ZCityWrite.extend({ retailNetworkId: ZEntityId }).strict();
export type TCityCreate = z.infer<typeof ZCityCreate>;

export const ZCityView = z.object({
  id: z.number().int(),
  retailNetworkId: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  description: z.string().nullable(),
  localization: z.array(
    z.object({
      language: z.string(),
      name: z.string(),
      seo: z.object({ nominativeCase: z.string(), prepositionalCase: z.string() }),
    }),
  ),
  timeZone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** the brand's default city (the storefront's bare domain): it stays active */
  isDefault: z.boolean(),
  outletCount: z.number().int(),
});
export type TCityView = z.infer<typeof ZCityView>;
export const ZCityList = z.object({ cities: z.array(ZCityView) });
export type TCityList = z.infer<typeof ZCityList>;

/* ---------------------------------------------------------------- outlets */

const ZPerLanguage = z.partialRecord(ZLanguage, z.string().trim().max(200));

export const ZOutletProfileWrite = z
  .object({
    businessRegionId: ZEntityId,
    name: ZPerLanguage,
    address: ZPerLanguage,
    /** as typed; stored in E.164 */
    phone: z.string().trim().min(1).max(40),
    latitude: ZPlaceLatitude,
    longitude: ZPlaceLongitude,
    timeZone: z.string().trim().min(1).max(64),
    /** a weekday left out is closed; past midnight allowed (10:00–02:00) */
    openingHours: z.array(ZDayHours).max(7),
    isPickupAvailable: z.boolean(),
    isActive: z.boolean(),
  })
  .strict();
export type TOutletProfileWrite = z.infer<typeof ZOutletProfileWrite>;
export const ZOutletCreate = ZOutletProfileWrite.extend({ retailNetworkId: ZEntityId }).strict();
export type TOutletCreate = z.infer<typeof ZOutletCreate>;

export const ZOutletProfile = z.object({
  id: z.number().int(),
  retailNetworkId: z.number().int(),
  businessRegionId: z.number().int(),
  name: z.record(z.string(), z.string()),
  address: z.record(z.string(), z.string()),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  openingHours: z.array(z.object({ day: z.number().int(), opensAt: z.string(), closesAt: z.string() })),
  isPickupAvailable: z.boolean(),
  isActive: z.boolean(),
});
export type TOutletProfile = z.infer<typeof ZOutletProfile>;
export const ZOutletProfileList = z.object({ outlets: z.array(ZOutletProfile) });
export type TOutletProfileList = z.infer<typeof ZOutletProfileList>;
