/**
 * The renditions the image endpoint serves: exactly what the storefront's image helper
 * (apps/web/src/lib/image.ts) and its SEO tags ask for, and the bare URL the API hands out.
 * Anything else is refused, so the number of different pictures a key can cost is fixed and small
 * (a renderer that drew any size, quality and blur on demand let 96 odd requests grow the API
 * by 1 GB). When the storefront gets a new size, add it here in the same change.
 */
export const IMAGE_FORMATS = ['webp', 'jpeg'] as const;
export const IMAGE_MODES = ['fit', 'fill'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type ImageMode = (typeof IMAGE_MODES)[number];

/** A rendition: the box (none: the picture's own size), how the picture meets it, the encoding. */
export interface ImageVariant {
  w?: number;
  h?: number;
  /** fit: inside the box keeping the aspect; fill: covers the box exactly, the overflow cut */
  mode: ImageMode;
  format: ImageFormat;
  /** encoder quality, 1..100 */
  q: number;
}

export const DEFAULT_QUALITY = 80;
/** crawlers get every picture at half the size and this quality (SPEC section 7) */
export const BOT_QUALITY = 10;

/** `w` only, mode fit: the square dish pictures */
const FIT_WIDTHS = [
  96, // product-addons
  128, // search-result-row (64 px at 2x)
  240, // category-tiles
  400, // product-card
  480,
  800,
  1200, // product-details srcset
];

/** `w` × `h`, mode fill */
const FILL_BOXES: readonly (readonly [number, number])[] = [
  [96, 96], // order and checkout lines, orders list, checkout add-ons
  [112, 112], // order page
  [144, 144], // home promotions thumbnail
  [192, 192], // cart line
  [720, 405], // banner on phones (16:9)
  [800, 300],
  [1200, 450],
  [1600, 600], // banner srcset (8:3)
  [400, 267],
  [600, 400],
  [900, 600], // promotion card srcset (3:2)
  [480, 320],
  [800, 533],
  [1200, 800], // promotion page srcset (3:2)
  [720, 480], // home promotions story
];

/**
 * `w` × `h`, mode fit: an uploaded logo in the header and the under-construction page (twice the
 * brand's LOGO_SIZE.desktop, 148×40). The generated `logo.*` SVGs ignore sizes; uploads do not.
 */
const FIT_BOXES: readonly (readonly [number, number])[] = [[296, 80]];

/** OpenGraph and JSON-LD pictures (apps/web/src/lib/seo/metadata.ts publicImageUrl): JPEG */
const SEO_VARIANTS: readonly ImageVariant[] = [
  { w: 1200, h: 1200, mode: 'fill', format: 'jpeg', q: DEFAULT_QUALITY }, // product, category
  { w: 1200, h: 630, mode: 'fill', format: 'jpeg', q: DEFAULT_QUALITY }, // home, promotions
  { w: 800, mode: 'fit', format: 'jpeg', q: DEFAULT_QUALITY }, // JSON-LD product image
];

/** The storefront helper's halving for crawlers: Math.round, at least 1 (apps/web/src/lib/image.ts). */
const half = (n: number) => Math.max(1, Math.round(n / 2));

function storefrontVariants(): ImageVariant[] {
  const people: ImageVariant[] = [
    ...FIT_WIDTHS.map((w): ImageVariant => ({ w, mode: 'fit', format: 'webp', q: DEFAULT_QUALITY })),
    ...FILL_BOXES.map(([w, h]): ImageVariant => ({ w, h, mode: 'fill', format: 'webp', q: DEFAULT_QUALITY })),
    ...FIT_BOXES.map(([w, h]): ImageVariant => ({ w, h, mode: 'fit', format: 'webp', q: DEFAULT_QUALITY })),
  ];
  const bots = people.map((v): ImageVariant => ({
    ...v,
    w: half(v.w!),
    ...(v.h === undefined ? {} : { h: half(v.h) }),
    q: BOT_QUALITY,
  }));
  // the API's own URL without parameters: the picture at its own size
  const bare: ImageVariant = { mode: 'fit', format: 'webp', q: DEFAULT_QUALITY };
  return [bare, ...people, ...bots, ...SEO_VARIANTS];
}

/** One spelling per variant, the query string that asks for it (parameters in a fixed order). */
export function variantQuery(v: ImageVariant): string {
  const parts: string[] = [];
  if (v.w !== undefined) parts.push(`w=${v.w}`);
  if (v.h !== undefined) parts.push(`h=${v.h}`);
  parts.push(`format=${v.format}`, `mode=${v.mode}`, `q=${v.q}`);
  return parts.join('&');
}

export const ALLOWED_IMAGE_VARIANTS: readonly ImageVariant[] = dedupe(storefrontVariants());

function dedupe(variants: ImageVariant[]): ImageVariant[] {
  const seen = new Map<string, ImageVariant>();
  for (const v of variants) seen.set(variantQuery(v), v);
  return [...seen.values()];
}

const ALLOWED = new Set(ALLOWED_IMAGE_VARIANTS.map(variantQuery));

/** Whether the endpoint serves this rendition (the request with its defaults applied). */
export const isAllowedVariant = (v: ImageVariant): boolean => ALLOWED.has(variantQuery(v));
