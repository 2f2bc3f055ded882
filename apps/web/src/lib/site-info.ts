import 'server-only';
import type { TInitResponse } from '@food/contracts';
import type { SiteInfo } from '@/features/shell/site-context';
import { localesOf } from './api/brand';
import { getRuntimeConfig } from './runtime-config';
import type { Language } from './routing/locale-path';

/** The client's view of the brand config: what the shell needs, nothing else. */
export function toSiteInfo(init: TInitResponse, locale: Language, isBot: boolean): SiteInfo {
  const { languages, defaultLanguage } = localesOf(init);
  const c = init.config;
  const nameIn = (loc: { language: string; name: string }[], fallback: string) =>
    loc.find((l) => l.language === locale)?.name ?? fallback;
  return {
    brand: {
      slug: c.brandSlug,
      name: c.name,
      // BRAND_SHORT_NAME renames the BRAND brand only
      shortName:
        (c.brandSlug === getRuntimeConfig().brandSlug && getRuntimeConfig().brandShortName) ||
        c.brandShortName,
    },
    rn: init.retailNetwork.id,
    logo: {
      url: c.ui.images.LOGO,
      desktop: c.ui.images.LOGO_SIZE.desktop,
      mobile: c.ui.images.LOGO_SIZE.mobile,
    },
    locale,
    languages,
    defaultLanguage,
    city: {
      id: init.businessRegion.id,
      slug: init.businessRegion.slug ?? '',
      name: nameIn(init.businessRegion.localization, init.businessRegion.name),
    },
    currency: {
      symbol: init.retailNetwork.country.currency.symbol,
      shortName: init.retailNetwork.country.currency.shortName,
    },
    env: c.env,
    supportPhone: c.supportContact?.phone ?? c.customerSupportPhone,
    headerSupportPhone: c.headerSupportContact?.phone ?? c.supportContact?.phone ?? null,
    socialLinks: c.socialLinks,
    headerBanner: c.headerBanner,
    emailCollectVisible: c.emailCollect.popup.isVisible,
    // SPEC section 2: only categories with a slug are linked
    categories: init.categories.flatMap((cat) =>
      cat.slug
        ? [{ id: cat.id, slug: cat.slug, name: nameIn(cat.localization, cat.name), isDefault: cat.isDefault }]
        : [],
    ),
    isBot,
  };
}
