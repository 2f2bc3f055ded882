/**
 * The first segment of every internal page path: the city slug and the brand, with "~bot" for
 * crawlers. Next caches rendered pages by path, so everything a page's HTML depends on is in
 * it: two brands served from one build never share a cached page, and crawlers' light-image
 * pages are kept apart from everyone else's.
 */
export const citySegment = (city: string, brand: string, isBot: boolean) =>
  `${city}~${brand}${isBot ? '~bot' : ''}`;

export function parseCitySegment(segment: string): { city: string; brand: string; isBot: boolean } {
  const decoded = decodeURIComponent(segment);
  const [city = '', brand = '', flag] = decoded.split('~');
  return { city, brand, isBot: flag === 'bot' };
}
