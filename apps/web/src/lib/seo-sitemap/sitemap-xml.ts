/**
 * sitemaps.org XML with Google's hreflang alternates (xhtml:link). Pure: the route handler
 * collects the pages, this only writes them, escaping every value.
 */
interface SitemapAlternate {
  /** a language code (uk, ru, en) or x-default */
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  loc: string;
  alternates: SitemapAlternate[];
}

/** the protocol's limit per file; a city's menu stays far below it */
export const SITEMAP_MAX_URLS = 50_000;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for XML element content and attribute values, dropping characters XML 1.0 forbids. */
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[&<>"']/g, (c) => ENTITIES[c]!)
  );
}

export function buildSitemapXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > SITEMAP_MAX_URLS) {
    throw new Error(`a sitemap holds at most ${SITEMAP_MAX_URLS} URLs, got ${urls.length}`);
  }
  const body = urls
    .map((u) => {
      const links = u.alternates
        .map(
          (a) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${escapeXml(u.loc)}</loc>${links ? `\n${links}` : ''}\n  </url>`;
    })
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    (body ? `${body}\n` : '') +
    '</urlset>\n'
  );
}
