import 'server-only';
import type { TInitResponse } from '@food/contracts';
import { brandSiteUrl, localesOf } from '../api/brand';
import { cityOrigin } from '../routing/host-routing';
import type { SeoSite } from './metadata';

/** The brand's SEO facts from its config: the city's public origin, languages, name and country. */
export function seoSiteOf(init: TInitResponse): SeoSite {
  return {
    ...localesOf(init),
    origin: cityOrigin(brandSiteUrl(init.config.brandSlug), init.businessRegion.slug ?? ''),
    siteName: init.config.name,
    country: init.retailNetwork.country.id,
  };
}

/** ISO 4217 code of the network's currency: schema.org's priceCurrency. */
export const currencyCodeOf = (init: TInitResponse) => init.retailNetwork.country.currency.code;
