import { z } from './zod';
import { ZLanguage, ZLatLng, ZLocalizedMap, ZRetailNetworkId, ZSlug, ZTarget } from './common';
import { ZCity } from './catalog';

export const ZBrandSummary = z.object({
  slug: z.string(),
  retailNetworkId: z.number().int(),
  name: z.string(),
  /**
   * The storefront's host names of the brand, set in the back office (lower case, no port);
   * each also serves its cities one label below. The first is the brand's public address.
   */
  domains: z.array(z.string()),
  /** IS_UNDER_CONSTRUCTION: the storefront answers the brand's pages 503 */
  underConstruction: z.boolean(),
});
export const ZBrandsResponse = z.array(ZBrandSummary);

export const ZInitQuery = z.object({
  rn: ZRetailNetworkId,
  /** city slug; the brand's default city when absent */
  slug: ZSlug.optional(),
  target: ZTarget.default('WEB'),
  /**
   * the brand variant's slug, when several brands share the network's menu (issue 22); the
   * network's first brand when absent
   */
  brand: z
    .string()
    .regex(/^[a-z]{2,3}-[a-z]{2}(-[a-z]+)?$/, 'a brand slug such as sm-ua')
    .optional(),
});

export const ZCurrency = z.object({ code: z.string(), symbol: z.string(), shortName: ZLocalizedMap });

export const ZSocialLink = z.object({
  name: z.string(),
  /** one URL, or one per city slug */
  url: z.union([z.string(), z.record(z.string(), z.string())]),
  defaultUrl: z.string().optional(),
});

export const ZHeaderBanner = z
  .object({
    showBannerForMobile: z.boolean(),
    showBannerForDesktop: z.boolean(),
    hideMobileBanner: z.boolean(),
    hideDesktopBanner: z.boolean(),
    text: z.object({ mobile: ZLocalizedMap, desktop: ZLocalizedMap }),
    linkText: z.object({ mobile: ZLocalizedMap, desktop: ZLocalizedMap }),
    color: z.string(),
    textColor: z.string(),
    buttonLink: z.string().nullable(),
    buttonColor: z.string(),
    buttonTextColor: z.string(),
    hideMobileButton: z.boolean(),
    hideDesktopButton: z.boolean(),
  })
  .nullable();

export const ZBrandConfig = z.object({
  name: z.string(),
  brandSlug: z.string(),
  brandShortName: z.string(),
  languages: z.array(ZLanguage),
  defaultLanguage: ZLanguage,
  defaultCitySlug: z.string(),
  env: z.record(z.string(), z.union([z.string(), z.boolean(), z.number()])),
  ui: z.object({
    images: z.object({
      LOGO: z.string(),
      MOBILE_APP_LOGO: z.string(),
      LOGO_SIZE: z.object({
        desktop: z.object({ width: z.number(), height: z.number() }),
        mobile: z.object({ width: z.number(), height: z.number() }),
      }),
    }),
    colors: z.record(z.string(), z.string()),
    fonts: z.object({ regular: z.string(), semibold: z.string(), bold: z.string() }),
    buttons: z.record(z.string(), z.string()),
    backgrounds: z.record(z.string(), z.string()),
  }),
  supportContact: z.object({ phone: z.string(), email: z.string().optional() }).nullable(),
  customerSupportPhone: z.string().nullable(),
  headerSupportContact: z.object({ phone: z.string() }).nullable(),
  socialLinks: z.array(ZSocialLink),
  headerBanner: ZHeaderBanner,
  emailCollect: z.object({ popup: z.object({ isVisible: z.boolean() }) }),
});
export type TBrandConfig = z.infer<typeof ZBrandConfig>;

export const ZInitCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  isDefault: z.boolean(),
  imageUrl: z.string(),
  localization: z.array(z.object({ language: z.string(), name: z.string() })),
});

export const ZRetailNetwork = z.object({
  id: z.number().int(),
  name: z.string(),
  country: z.object({ id: z.string(), name: z.string(), currency: ZCurrency }),
});

export const ZInitResponse = z.object({
  config: ZBrandConfig,
  categories: z.array(ZInitCategory),
  retailNetwork: ZRetailNetwork,
  businessRegion: ZCity,
  common: z.object({
    currencies: z.record(z.string(), z.object({ symbol: z.string(), shortName: ZLocalizedMap })),
    paymentTypes: z.array(z.string()),
    defaultLocation: ZLatLng,
  }),
});
export type TInitResponse = z.infer<typeof ZInitResponse>;

export const ZSeoQuery = z.object({
  rn: ZRetailNetworkId,
  br: z.coerce.number().int().positive().max(2_147_483_647),
  target: ZTarget.default('WEB'),
  /** category slug or id; the home page when absent */
  category: z.string().min(1).max(120).optional(),
  lang: ZLanguage.optional(),
  /** the brand variant (ZInitQuery's `brand`): its own name in a written text */
  brand: z
    .string()
    .regex(/^[a-z]{2,3}-[a-z]{2}(-[a-z]+)?$/, 'a brand slug such as sm-ua')
    .optional(),
});

export const ZSeoResponse = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string().nullable(),
  h1: z.string().nullable(),
  text: z.string().nullable(),
  language: ZLanguage,
});
export type TSeoResponse = z.infer<typeof ZSeoResponse>;
