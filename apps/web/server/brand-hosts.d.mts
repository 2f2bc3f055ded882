/** Types of brand-hosts.mjs for the pages and its unit test. */
export interface Sites {
  siteDomain: string;
  defaultBrand: string;
  domains: Map<string, string>;
  slugs: Set<string>;
  brandsKnown: boolean;
}
export declare function parseBrandDomains(setting: string | undefined): Map<string, string>;
export declare function createSites(input: {
  siteDomain: string;
  defaultBrand: string;
  configured: Map<string, string>;
  brands: ReadonlyArray<{ slug: string; domains: readonly string[] }>;
}): Sites;
export declare function resolveHost(
  host: string | null | undefined,
  sites: Sites,
): { brand: string; city: string | null } | null;
export declare function brandOrigin(brand: string, sites: Sites, publicSiteUrl: string): string;
