/**
 * The storefront's cache tags for catalogue data (issue 19 item 7). Every fetch through callApi
 * carries CATALOGUE_TAG (everything: invalidated when the change stream reconnects, as events may
 * have been missed) and `brand:{rn}`; each read also names the areas of the catalogue it shows,
 * so a change in one area (the API's `catalog.changed` event) refreshes only the data and the
 * pages built from it (src/lib/catalogue-live/).
 */
export const CATALOGUE_TAG = 'catalogue';

/** The areas of catalogue-change.ts in the API; `stop_list` is read live (sold-out-store.ts). */
type CatalogueArea = 'menu' | 'zones' | 'promotions' | 'content' | 'brand' | 'places';

const areaTag = (rn: number, area: CatalogueArea) => `${area}:${rn}`;

const areaTags = (rn: number, areas: readonly CatalogueArea[]) => areas.map((a) => areaTag(rn, a));

/** What each kind of read depends on (one place, so a read cannot forget an area). */
const READ_AREAS = {
  /** products and their prices: automatic promotions lower prices */
  products: ['menu', 'promotions'],
  /** category and home SEO texts */
  seo: ['menu', 'content'],
  banners: ['promotions', 'content'],
  promotions: ['promotions', 'menu'],
  /** brand config, languages, categories of the shell, the city */
  init: ['brand', 'places', 'menu'],
  cities: ['places', 'brand'],
  restaurants: ['places'],
  zones: ['zones', 'places'],
  cityAreas: ['zones', 'places', 'content'],
  siteTexts: ['content', 'brand'],
  feedbacks: ['content'],
  sitemap: ['menu', 'places', 'brand'],
} as const satisfies Record<string, readonly CatalogueArea[]>;

export type ReadKind = keyof typeof READ_AREAS;

/**
 * The one helper naming a server read's cache tags (every `callApi` and cached build uses it):
 * the brand, the city (`br`, or the city slug before its id is known) and the language of the
 * data, then the catalogue areas its kind shows (READ_AREAS), which are what a change event
 * invalidates (`tagsOfChange`, app/catalogue-changes). Never anything of the visitor.
 */
export function readTags(
  kind: ReadKind,
  where: { rn: number; br?: number; lang?: string; citySlug?: string },
): string[] {
  const { rn, br, lang, citySlug } = where;
  // `brand:{rn}` is also the brand area's tag: named once
  return [
    ...new Set([
      `brand:${rn}`,
      ...(br === undefined ? [] : [`catalog:${rn}:${br}`]),
      ...(br !== undefined && lang ? [`catalog:${rn}:${br}:${lang}`] : []),
      ...(citySlug === undefined ? [] : [`city:${rn}:${citySlug}`]),
      ...areaTags(rn, READ_AREAS[kind]),
    ]),
  ];
}

/**
 * The tags a change invalidates: its area's tag; a brand change also the list of brands (read
 * before the network is known). A stop (`stop_list`) invalidates nothing: pages stay cached and
 * the add buttons read the live sold-out answer.
 */
export function tagsOfChange(change: { retailNetworkId: number; area: string }): string[] {
  const { retailNetworkId: rn, area } = change;
  switch (area) {
    case 'brand':
      return [areaTag(rn, 'brand'), 'brands'];
    case 'menu':
    case 'zones':
    case 'promotions':
    case 'content':
    case 'places':
      return [areaTag(rn, area)];
    default:
      return [];
  }
}
