/**
 * The first segment of every page path (see host-routing.ts): the city slug, the brand's slug
 * and, for crawlers, "~bot": `kyiv~pc-ua`, `kyiv~pc-ua~bot`. Next caches rendered pages by
 * path, so everything a page's HTML depends on is in it: one storefront process keeps every
 * brand's pages apart, and crawlers' light-image pages apart from everyone else's.
 */
export function parseCitySegment(segment: string): { city: string; brand: string; isBot: boolean } {
  const [city = '', brand = '', flag] = decodeURIComponent(segment).split('~');
  return { city, brand, isBot: flag === 'bot' };
}
