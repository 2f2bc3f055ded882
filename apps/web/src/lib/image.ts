/**
 * SPEC section 7's image helper: resize URLs with w, h, format, mode (default fit) and q (default
 * 80; 10 and half size for bots). The API serves only the variants the storefront uses
 * (apps/api/src/modules/media/image-variants.ts) and answers any other with a 400: a new size
 * here needs its row there. Images of our own API go through the same-origin /api path so the
 * browser never needs the API's address.
 */
export interface ImageOptions {
  w: number;
  h?: number;
  format?: 'webp' | 'jpeg';
  mode?: 'fit' | 'fill';
  q?: number;
  isBot?: boolean;
}

const DEFAULT_IMAGE_QUALITY = 80;
const BOT_IMAGE_QUALITY = 10;

export function imageSrc(url: string, o: ImageOptions): string {
  const w = o.isBot ? Math.max(1, Math.round(o.w / 2)) : o.w;
  const h = o.h === undefined ? undefined : o.isBot ? Math.max(1, Math.round(o.h / 2)) : o.h;
  const params = new URLSearchParams({ w: String(w) });
  if (h !== undefined) params.set('h', String(h));
  params.set('format', o.format ?? 'webp');
  params.set('mode', o.mode ?? 'fit');
  params.set('q', String(o.isBot ? BOT_IMAGE_QUALITY : (o.q ?? DEFAULT_IMAGE_QUALITY)));
  const marker = '/catalog/v1/images/';
  const at = url.indexOf(marker);
  const base = at >= 0 ? `/api${url.slice(at)}` : url;
  return `${base}${base.includes('?') ? '&' : '?'}${params}`;
}
