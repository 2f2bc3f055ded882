/**
 * The first segment of every internal page path: the city slug, with "~bot" for crawlers so
 * their light-image pages are cached apart from everyone else's.
 */
export const citySegment = (city: string, isBot: boolean) => (isBot ? `${city}~bot` : city);

export function parseCitySegment(segment: string): { city: string; isBot: boolean } {
  const decoded = decodeURIComponent(segment);
  const [city = '', flag] = decoded.split('~');
  return { city, isBot: flag === 'bot' };
}
