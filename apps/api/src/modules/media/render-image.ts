/**
 * Raster renditions of generated illustrations: draws the SVG of an image key, rasterises it with
 * sharp at one of the allowed sizes (image-variants.ts), encodes it and keeps the result in a
 * byte-bounded in-memory LRU. At most `concurrency` renders run at once, a bounded queue waits,
 * the rest is refused (RendererBusyError). Renditions never change for a given key + variant +
 * RENDERER_VERSION, so they are served as immutable with a strong ETag.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ByteLru } from './byte-lru.js';
import { loadSharp } from './load-sharp.js';
import { isUploadKey } from './upload/upload-rules.js';
import { drawIllustration, illustrationSize } from './illustrations.js';
import {
  DEFAULT_QUALITY,
  IMAGE_FORMATS,
  IMAGE_MODES,
  type ImageFormat,
  type ImageMode,
  type ImageVariant,
  variantQuery,
} from './image-variants.js';
import { RenderGate } from './render-gate.js';

/** Bump when drawings or encoding change: it is part of every ETag. */
const RENDERER_VERSION = 'media-2';
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** the largest side a query may name at all; which sizes are served is image-variants.ts' list */
const MAX_IMAGE_SIDE = 2400;

const side = z.coerce.number().int().min(1).max(MAX_IMAGE_SIDE).optional();

/**
 * Query of the image endpoint (query strings are coerced; unknown parameters, blur among them,
 * are refused). Passing this schema is not enough: the variant must be one of the allowed ones.
 */
export const ImageRequest = z.strictObject({
  w: side.describe('width in pixels; one of the allowed variants'),
  h: side.describe('height in pixels; one of the allowed variants'),
  format: z.enum(IMAGE_FORMATS).default('webp').describe('output format'),
  mode: z
    .enum(IMAGE_MODES)
    .default('fit')
    .describe('fit: contain within w×h keeping aspect; fill: cover and crop to exactly w×h'),
  q: z.coerce.number().int().min(1).max(100).default(DEFAULT_QUALITY).describe('quality 1..100'),
});
export type ImageRequestT = z.infer<typeof ImageRequest>;

interface RenderedImage {
  body: Buffer;
  contentType: string;
  /** strong validator (sha1, base64url), unquoted: the route wraps it in quotes for the ETag header */
  etag: string;
}

const CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

interface Plan {
  width: number;
  height: number;
  /** fit renders the whole picture; fill covers width×height and cuts the overflow */
  mode: ImageMode;
  /** rasterisation scale relative to the SVG's own size */
  scale: number;
}

/** Output size and mode for a picture of srcW×srcH. Never exceeds MAX_IMAGE_SIDE on either side. */
export function planSize(srcW: number, srcH: number, req: Pick<ImageVariant, 'w' | 'h' | 'mode'>): Plan {
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

async function rasterise(svg: string, plan: Plan, variant: ImageVariant): Promise<Buffer> {
  // rasterise the vector at (about) the target scale so edges stay crisp, then size exactly
  const density = Math.min(100000, Math.max(1, 72 * plan.scale));
  const sharp = await loadSharp();
  let img = sharp(Buffer.from(svg), { density });
  img =
    plan.mode === 'fit'
      ? img.resize(plan.width, plan.height, { fit: 'fill' })
      : img.resize(plan.width, plan.height, { fit: 'cover', position: 'centre' });
  return variant.format === 'jpeg'
    ? img.flatten({ background: '#ffffff' }).jpeg({ quality: variant.q, progressive: true }).toBuffer()
    : img.webp({ quality: variant.q, effort: 2 }).toBuffer();
}

/** An uploaded original (a WebP of at most 2400 px a side) cut and sized like an illustration. */
async function resizeOriginal(original: Buffer, variant: ImageVariant): Promise<Buffer> {
  const sharp = await loadSharp();
  let img = sharp(original, { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE });
  const { width, height } = await img.metadata();
  const plan = planSize(width, height, variant);
  img =
    plan.mode === 'fit'
      ? img.resize(plan.width, plan.height, { fit: 'fill' })
      : img.resize(plan.width, plan.height, { fit: 'cover', position: 'centre' });
  return variant.format === 'jpeg'
    ? img.flatten({ background: '#ffffff' }).jpeg({ quality: variant.q, progressive: true }).toBuffer()
    : img.webp({ quality: variant.q, effort: 2 }).toBuffer();
}

/** Where uploaded originals are read from (storage/media-store.ts). */
interface OriginalSource {
  get(key: string): Promise<Buffer | null>;
}

export interface ImageRendererOptions {
  /** bound of the rendition cache, in bytes of encoded pictures */
  cacheBytes: number;
  /** renders running at once */
  concurrency: number;
  /** renders waiting for a turn before new ones are refused */
  maxQueue: number;
  /** uploaded originals (`upload/<hex>` keys); without it those keys are unknown */
  originals?: OriginalSource;
}

interface ImageRendererStats {
  cache: { entries: number; bytes: number; maxBytes: number };
  active: number;
  queued: number;
}

export interface ImageRenderer {
  /**
   * The rendition of an image key, or null when the key is malformed or of an unknown kind.
   * The caller checks the variant against the allowed list first. Identical requests share one
   * cached Buffer (and one render while it is in flight). Throws RendererBusyError when the
   * render queue is full.
   */
  render(key: string, variant: ImageVariant): Promise<RenderedImage | null>;
  stats(): ImageRendererStats;
  clear(): void;
}

export function createImageRenderer(options: ImageRendererOptions): ImageRenderer {
  const cache = new ByteLru<RenderedImage>(options.cacheBytes);
  const gate = new RenderGate(options.concurrency, options.maxQueue);
  // bounded by the gate: at most concurrency + maxQueue renders are ever in flight
  const inflight = new Map<string, Promise<RenderedImage | null>>();

  async function render(key: string, variant: ImageVariant): Promise<RenderedImage | null> {
    let cacheKey: string;
    let draw: () => Promise<Buffer | null>;
    const { originals } = options;
    if (isUploadKey(key)) {
      if (!originals) return null;
      // the original's size is only known once it is read: the variant itself names the rendition
      cacheKey = `${key}|${variantQuery(variant)}`;
      draw = async () => {
        const original = await originals.get(key);
        return original ? resizeOriginal(original, variant) : null;
      };
    } else {
      const size = illustrationSize(key);
      if (!size) return null;
      const plan = planSize(size.width, size.height, variant);
      cacheKey = `${key}|${plan.width}x${plan.height},${plan.mode},${variant.format},q${variant.q}`;
      draw = async () => {
        const drawn = drawIllustration(key);
        return drawn ? rasterise(drawn.svg, plan, variant) : null;
      };
    }
    const hit = cache.get(cacheKey);
    if (hit) return hit;
    const pending = inflight.get(cacheKey);
    if (pending) return pending;

    const job = gate.run(async (): Promise<RenderedImage | null> => {
      const body = await draw();
      if (!body) return null;
      const etag = createHash('sha1').update(`${RENDERER_VERSION}|${cacheKey}`).digest('base64url');
      const result: RenderedImage = { body, contentType: CONTENT_TYPES[variant.format], etag };
      cache.set(cacheKey, result);
      return result;
    });
    inflight.set(cacheKey, job);
    try {
      return await job;
    } finally {
      inflight.delete(cacheKey);
    }
  }

  return {
    render,
    stats: () => ({ cache: cache.stats(), ...gate.stats() }),
    clear: () => cache.clear(),
  };
}
