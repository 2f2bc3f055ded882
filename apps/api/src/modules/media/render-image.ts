/**
 * Raster renditions of generated illustrations: draws the SVG of an image key, rasterises it with
 * sharp at the requested size, encodes it and keeps the result in a byte-bounded in-memory LRU.
 * Renditions never change for a given key + parameters + RENDERER_VERSION, so they are served
 * as immutable with a strong ETag.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { z } from 'zod';
import { drawIllustration, illustrationSize } from './illustrations.js';

/** Bump when drawings or encoding change: it is part of every ETag. */
export const RENDERER_VERSION = 'media-1';
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const MAX_IMAGE_SIDE = 2400;
export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export const IMAGE_MODES = ['fit', 'fill', 'crop'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type ImageMode = (typeof IMAGE_MODES)[number];

const side = z.coerce.number().int().min(1).max(MAX_IMAGE_SIDE).optional();

/** Query of the image endpoint (query strings are coerced). */
export const ImageRequest = z.object({
  w: side.describe('width in pixels, 1..2400; with only w or only h the aspect ratio is kept'),
  h: side.describe('height in pixels, 1..2400'),
  format: z.enum(IMAGE_FORMATS).default('webp').describe('output format'),
  mode: z
    .enum(IMAGE_MODES)
    .default('fit')
    .describe(
      'fit: contain within w×h keeping aspect; fill: cover and crop to exactly w×h; crop: like fill, centred on the most interesting region',
    ),
  q: z.coerce.number().int().min(1).max(100).default(80).describe('quality 1..100 (lossy formats)'),
  blur: z.coerce.number().min(0.3).max(100).optional().describe('gaussian blur sigma 0.3..100'),
});
export type ImageRequestT = z.infer<typeof ImageRequest>;

export interface RenderedImage {
  body: Buffer;
  contentType: string;
  /** strong validator (sha1, base64url), unquoted: the route wraps it in quotes for the ETag header */
  etag: string;
}

const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

interface Plan {
  width: number;
  height: number;
  /** fit renders the whole picture; fill and crop cover width×height and cut the overflow */
  mode: ImageMode;
  /** rasterisation scale relative to the SVG's own size */
  scale: number;
}

/** Output size and mode for a picture of srcW×srcH. Never exceeds MAX_IMAGE_SIDE on either side. */
export function planSize(srcW: number, srcH: number, req: Pick<ImageRequestT, 'w' | 'h' | 'mode'>): Plan {
  const { w, h } = req;
  if (w !== undefined && h !== undefined && req.mode !== 'fit') {
    return { width: w, height: h, mode: req.mode, scale: Math.max(w / srcW, h / srcH) };
  }
  let scale = Math.min(w === undefined ? Infinity : w / srcW, h === undefined ? Infinity : h / srcH);
  if (!Number.isFinite(scale)) scale = 1;
  scale = Math.min(scale, MAX_IMAGE_SIDE / srcW, MAX_IMAGE_SIDE / srcH);
  const width = Math.max(1, Math.min(MAX_IMAGE_SIDE, Math.round(srcW * scale)));
  const height = Math.max(1, Math.min(MAX_IMAGE_SIDE, Math.round(srcH * scale)));
  return { width, height, mode: 'fit', scale };
}

// ---------------------------------------------------------------- cache

/** Least-recently-used map bounded by the total size of the stored bodies. */
class ByteLru {
  private readonly map = new Map<string, RenderedImage>();
  private total = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): RenderedImage | undefined {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: RenderedImage): void {
    if (value.body.length > this.maxBytes / 8) return;
    const old = this.map.get(key);
    if (old) {
      this.total -= old.body.length;
      this.map.delete(key);
    }
    this.map.set(key, value);
    this.total += value.body.length;
    for (const [k, v] of this.map) {
      if (this.total <= this.maxBytes) break;
      this.map.delete(k);
      this.total -= v.body.length;
    }
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  stats(): { entries: number; bytes: number; maxBytes: number } {
    return { entries: this.map.size, bytes: this.total, maxBytes: this.maxBytes };
  }
}

const cache = new ByteLru(64 * 1024 * 1024);
const inflight = new Map<string, Promise<RenderedImage | null>>();

export function imageCacheStats(): { entries: number; bytes: number; maxBytes: number } {
  return cache.stats();
}

export function clearImageCache(): void {
  cache.clear();
}

// ---------------------------------------------------------------- rendering

async function rasterise(svg: string, plan: Plan, req: ImageRequestT): Promise<Buffer> {
  // rasterise the vector at (about) the target scale so edges stay crisp, then size exactly
  const density = Math.min(100000, Math.max(1, 72 * plan.scale));
  let img = sharp(Buffer.from(svg), { density });
  if (plan.mode === 'fit') {
    img = img.resize(plan.width, plan.height, { fit: 'fill' });
  } else {
    img = img.resize(plan.width, plan.height, {
      fit: 'cover',
      position: plan.mode === 'crop' ? sharp.strategy.attention : 'centre',
    });
  }
  if (req.blur !== undefined) img = img.blur(req.blur);
  switch (req.format) {
    case 'webp':
      return img.webp({ quality: req.q, effort: 2 }).toBuffer();
    case 'avif':
      return img.avif({ quality: req.q, effort: 2 }).toBuffer();
    case 'jpeg':
      return img.flatten({ background: '#ffffff' }).jpeg({ quality: req.q, progressive: true }).toBuffer();
    case 'png':
      // lossless: q does not apply
      return img.png({ compressionLevel: 6 }).toBuffer();
  }
}

/**
 * The rendition of an image key, or null when the key is malformed or of an unknown kind.
 * Identical requests share one cached Buffer (and one render while it is in flight).
 */
export async function renderImage(key: string, req: ImageRequestT): Promise<RenderedImage | null> {
  const size = illustrationSize(key);
  if (!size) return null;
  const format: ImageFormat = req.format ?? 'webp';
  const norm: ImageRequestT = { ...req, format, mode: req.mode ?? 'fit', q: req.q ?? 80 };
  const plan = planSize(size.width, size.height, norm);
  const params = [
    `${plan.width}x${plan.height}`,
    plan.mode,
    format,
    format === 'png' ? '' : `q${norm.q}`,
    norm.blur === undefined ? '' : `b${norm.blur}`,
  ].join(',');
  const cacheKey = `${key}|${params}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const pending = inflight.get(cacheKey);
  if (pending) return pending;

  const job = (async (): Promise<RenderedImage | null> => {
    const drawn = drawIllustration(key);
    if (!drawn) return null;
    const body = await rasterise(drawn.svg, plan, norm);
    const etag = createHash('sha1').update(`${RENDERER_VERSION}|${cacheKey}`).digest('base64url');
    const result: RenderedImage = { body, contentType: CONTENT_TYPES[format], etag };
    cache.set(cacheKey, result);
    return result;
  })();
  inflight.set(cacheKey, job);
  try {
    return await job;
  } finally {
    inflight.delete(cacheKey);
  }
}
