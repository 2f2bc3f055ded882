import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { brandCountryLanguage, pickLanguage } from '@/features/errors/error-rules';
import { getRuntimeConfig } from '@/lib/runtime-config';

/** The visitor's language for a page shown without brand config: Accept-Language, else the brand country's. */
export const unavailableLanguage = cache(async () => {
  let fallback: ReturnType<typeof brandCountryLanguage> = 'uk';
  try {
    fallback = brandCountryLanguage(getRuntimeConfig().brandSlug);
  } catch (err) {
    console.error('storefront: runtime config unreadable', err);
  }
  return pickLanguage((await headers()).get('accept-language'), fallback);
});
