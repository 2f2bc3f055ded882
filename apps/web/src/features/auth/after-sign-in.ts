/**
 * What a fresh sign-in fetches for the chrome: the favourite ids (the header's count) and the
 * confirmed bonus balance (the drawer's count, when the brand has bonuses). Neither may hold up
 * the sign-in, so failures are only logged.
 */
import { loadBonusInfo } from '../bonuses/bonus-api';
import { bonusesFeatureOn } from '../bonuses/bonus-rules';
import { loadFavorites } from '../favorites/favorites-store';
import type { SiteInfo } from '../shell/site-context';
import { rememberBonusBalance } from './session';

export function afterSignIn(userId: string, site: Pick<SiteInfo, 'rn' | 'city' | 'locale' | 'env'>) {
  loadFavorites({ userId, rn: site.rn, br: site.city.id, lang: site.locale }).catch((err: unknown) =>
    console.warn('sign-in: favourites not loaded', err),
  );
  if (bonusesFeatureOn(site.env)) {
    loadBonusInfo(userId, site.rn, false)
      .then((info) => rememberBonusBalance(userId, info.user_points.confirmed))
      .catch((err: unknown) => console.warn('sign-in: bonus balance not loaded', err));
  }
}
