/**
 * A brand's social link may differ per city (SPEC section 3): `url` is either one URL or a map
 * of city slug → URL, with `defaultUrl` for the cities the map does not name.
 */
export interface SocialLink {
  name: string;
  url: string | Record<string, string>;
  defaultUrl?: string;
}

export function socialUrl(link: SocialLink, citySlug: string): string | null {
  const url = typeof link.url === 'string' ? link.url : (link.url[citySlug] ?? link.defaultUrl);
  return url && url.trim() !== '' ? url.trim() : link.defaultUrl?.trim() || null;
}

/** The links to show in a city: those with a URL there, in the configured order. */
export function socialLinksFor(links: readonly SocialLink[], citySlug: string) {
  return links.flatMap((link) => {
    const url = socialUrl(link, citySlug);
    return url ? [{ name: link.name.toLowerCase(), url }] : [];
  });
}
