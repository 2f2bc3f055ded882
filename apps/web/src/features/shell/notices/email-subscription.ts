import type { TEmailSubscription } from '@food/contracts';
import { cityCookieDomain } from '@/features/location/city-choice';
import { siteOriginFrom } from '@/features/location/city-link';
import { apiCall } from '@/lib/api/browser-client';
import { serializeCookie } from '../cookies';
import { EMAIL_COLLECT_ANSWERED_MAX_AGE_S } from './email-collect-rule';
import { EMAIL_COLLECT_COOKIE, EMAIL_COLLECT_COOKIE_PATH } from './notice-timings';

/**
 * POST /site/v1/emailSubscriptions (issue 17, item 17): the address, the page's language and
 * the customer's consent, given by submitting the form under its consent text. The session
 * cookie rides along, so a signed-in customer's subscription is linked to them.
 */
export const subscribeEmail = (q: { rn: number; email: string; language: string }) =>
  apiCall<TEmailSubscription>('/site/v1/emailSubscriptions', {
    method: 'POST',
    body: { retailNetworkId: q.rn, email: q.email, language: q.language, consent: true },
  });

/**
 * Closed or subscribed: the pop-up stays away for a year on every city of the brand (a cookie
 * of the site's domain; on localhost, where browsers refuse that, of this host).
 */
export function rememberEmailCollectAnswered(citySlug: string) {
  const cookie = serializeCookie(EMAIL_COLLECT_COOKIE, '1', {
    maxAgeS: EMAIL_COLLECT_ANSWERED_MAX_AGE_S,
    path: EMAIL_COLLECT_COOKIE_PATH,
  });
  const domain = cityCookieDomain(new URL(siteOriginFrom(window.location, citySlug)).hostname);
  document.cookie = domain ? `${cookie}; domain=${domain}` : cookie;
}
