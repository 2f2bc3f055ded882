/**
 * The first segment of every page path (see host-routing.ts): the city slug, with "~bot" for
 * crawlers. Next caches rendered pages by path, so everything a page's HTML depends on besides
 * the brand is in it; crawlers' light-image pages are kept apart from everyone else's. The brand
 * is the process's (BRAND): each brand's storefront has its own build folder and so its own cache.
 */
export function parseCitySegment(segment: string): { city: string; isBot: boolean } {
  const [city = '', flag] = decodeURIComponent(segment).split('~');
  return { city, isBot: flag === 'bot' };
}
