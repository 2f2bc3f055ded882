import { isOn, type Env } from '../shell/visibility';

/**
 * The location pages of a city's sitemap.xml: delivery (zones and prices) always, the
 * restaurants map only where the brand offers pickup (the page is a 404 otherwise). The paths
 * are PATHS.delivery and PATHS.restaurants of shell/links.ts, a client module.
 */
export function locationSitemapPaths(env: Env): string[] {
  return ['/delivery', ...(isOn(env, 'PICKUP_AVAILABLE') ? ['/our-restourants'] : [])];
}
