import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS } from '../../db/seed/types.js';
import { type ImageVariant } from './image-variants.js';
import { RendererBusyError } from './render-gate.js';
import { IMAGE_CACHE_CONTROL, ImageRequest, createImageRenderer, planSize } from './render-image.js';

const req = (query: Record<string, unknown> = {}) => ImageRequest.parse(query);
const renderer = () => createImageRenderer({ cacheBytes: 16 * 1024 * 1024, concurrency: 2, maxQueue: 8 });
const fit = (w: number): ImageVariant => ({ w, mode: 'fit', format: 'webp', q: 80 });

async function meta(body: Buffer) {
  return sharp(body).metadata();
}

describe('ImageRequest', () => {
  it('applies defaults', () => {
    expect(req()).toEqual({ format: 'webp', mode: 'fit', q: 80 });
  });

  it('coerces query strings', () => {
    expect(req({ w: '400', h: '300', format: 'jpeg', mode: 'fill', q: '10' })).toEqual({
      w: 400,
      h: 300,
      format: 'jpeg',
      mode: 'fill',
      q: 10,
    });
  });

  it.each([
    { w: '0' },
    { w: '99999' },
    { w: '2401' },
    { w: '12.5' },
    { w: 'abc' },
    { w: '-400' },
    { w: '' },
    { w: ['400', '800'] },
    { h: '0' },
    { format: 'gif' },
    { format: 'avif' },
    { format: 'png' },
    { q: '0' },
    { q: '101' },
    { mode: 'zoom' },
    { mode: 'crop' },
    { blur: '2' },
    { w: '400', sigma: '1' },
  ])('rejects %j', (query) => {
    expect(ImageRequest.safeParse(query).success).toBe(false);
  });
});

describe('planSize', () => {
  it('keeps the aspect for fit and never exceeds 2400', () => {
    expect(planSize(1600, 600, { w: 800, h: 800, mode: 'fit' })).toMatchObject({ width: 800, height: 300 });
    expect(planSize(1600, 600, { h: 2400, mode: 'fit' })).toMatchObject({ width: 2400, height: 900 });
    expect(planSize(800, 800, { mode: 'fit' })).toMatchObject({ width: 800, height: 800 });
  });

  it('gives the exact box for fill, and falls back to fit with one side', () => {
    expect(planSize(1600, 600, { w: 500, h: 500, mode: 'fill' })).toMatchObject({
      width: 500,
      height: 500,
      mode: 'fill',
    });
    expect(planSize(1600, 600, { w: 500, mode: 'fill' })).toMatchObject({
      width: 500,
      height: 188,
      mode: 'fit',
    });
  });
});

describe('createImageRenderer', () => {
  it('returns null for malformed keys and unknown kinds', async () => {
    const r = renderer();
    expect(await r.render('../etc', req())).toBeNull();
    expect(await r.render('unknown.x', req())).toBeNull();
    expect(await r.render('roll', req())).toBeNull();
  });

  it('renders webp by default at the natural size', async () => {
    const image = (await renderer().render('roll.philadelphia-classic', req()))!;
    expect(image.contentType).toBe('image/webp');
    expect(image.etag).toMatch(/^[A-Za-z0-9_-]{27}$/);
    const m = await meta(image.body);
    expect([m.format, m.width, m.height]).toEqual(['webp', 800, 800]);
  });

  it('fit keeps the aspect: a banner at a dish width', async () => {
    const image = (await renderer().render('banner.sushi-week', req({ w: '400' })))!;
    const m = await meta(image.body);
    expect([m.width, m.height]).toEqual([400, 150]);
  });

  it('fill gives exactly the box', async () => {
    const image = (await renderer().render('banner.sushi-week', req({ w: '720', h: '405', mode: 'fill' })))!;
    const m = await meta(image.body);
    expect([m.width, m.height]).toEqual([720, 405]);
  });

  it('encodes jpeg on white', async () => {
    const image = (await renderer().render('sauce.soy', req({ w: '800', format: 'jpeg' })))!;
    expect(image.contentType).toBe('image/jpeg');
    const m = await meta(image.body);
    expect([m.format, m.width, m.height, m.hasAlpha]).toEqual(['jpeg', 800, 800, false]);
  });

  it('q changes the size of the output', async () => {
    const r = renderer();
    const low = (await r.render('pizza.pepperoni', req({ w: '200', q: '10' })))!;
    const high = (await r.render('pizza.pepperoni', req({ w: '200', q: '80' })))!;
    expect(low.body.length).toBeLessThan(high.body.length);
    expect(low.etag).not.toBe(high.etag);
  });

  it('caches: a second identical request returns the same Buffer', async () => {
    const r = renderer();
    const a = (await r.render('wok.chicken-teriyaki', fit(240)))!;
    const b = (await r.render('wok.chicken-teriyaki', fit(240)))!;
    expect(b.body).toBe(a.body);
    expect(b.etag).toBe(a.etag);
    expect(r.stats().cache).toMatchObject({ entries: 1, bytes: a.body.length });
  });

  it('shares one render between concurrent identical requests', async () => {
    const r = renderer();
    const [a, b] = await Promise.all([
      r.render('drink.mojito', fit(128)),
      r.render('drink.mojito', fit(128)),
    ]);
    expect(a!.body).toBe(b!.body);
  });

  it('runs at most `concurrency` renders and refuses beyond the queue', async () => {
    const r = createImageRenderer({ cacheBytes: 16 * 1024 * 1024, concurrency: 1, maxQueue: 2 });
    const seen: number[] = [];
    const jobs = [1, 2, 3, 4, 5].map((n) =>
      r.render(`pizza.gate-${n}`, fit(96)).then(
        () => 'ok',
        (err: unknown) => (err instanceof RendererBusyError ? 'busy' : 'other'),
      ),
    );
    seen.push(r.stats().active, r.stats().queued);
    expect(seen).toEqual([1, 2]);
    expect(await Promise.all(jobs)).toEqual(['ok', 'ok', 'ok', 'busy', 'busy']);
    expect(r.stats()).toMatchObject({ active: 0, queued: 0 });
  });

  it('keeps its cache under the byte bound', async () => {
    const r = createImageRenderer({ cacheBytes: 64 * 1024, concurrency: 2, maxQueue: 64 });
    for (let n = 0; n < 24; n++) await r.render(`salad.bound-${n}`, fit(240));
    const { cache } = r.stats();
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.entries).toBeGreaterThan(0);
    expect(cache.entries).toBeLessThan(24);
  });

  it('renders every kind', async () => {
    const r = renderer();
    for (const kind of IMAGE_KINDS) {
      const image = await r.render(`${kind}.render-check`, fit(96));
      expect(image, kind).not.toBeNull();
    }
  });

  it('exposes an immutable cache policy', () => {
    expect(IMAGE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });
});
