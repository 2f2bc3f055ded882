import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS } from '../../db/seed/types.js';
import { IMAGE_CACHE_CONTROL, ImageRequest, imageCacheStats, planSize, renderImage } from './render-image.js';

const req = (query: Record<string, unknown> = {}) => ImageRequest.parse(query);

async function meta(body: Buffer) {
  return sharp(body).metadata();
}

describe('ImageRequest', () => {
  it('applies defaults', () => {
    expect(req()).toEqual({ format: 'webp', mode: 'fit', q: 80 });
  });

  it('coerces query strings', () => {
    expect(req({ w: '400', h: '300', format: 'png', mode: 'crop', q: '55', blur: '2.5' })).toEqual({
      w: 400,
      h: 300,
      format: 'png',
      mode: 'crop',
      q: 55,
      blur: 2.5,
    });
  });

  it.each([
    { w: '0' },
    { w: '99999' },
    { w: '2401' },
    { w: '12.5' },
    { w: 'abc' },
    { h: '0' },
    { format: 'gif' },
    { q: '0' },
    { q: '101' },
    { mode: 'zoom' },
    { blur: '0.1' },
    { blur: '101' },
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

  it('gives the exact box for fill and crop, and falls back to fit with one side', () => {
    expect(planSize(1600, 600, { w: 500, h: 500, mode: 'fill' })).toMatchObject({
      width: 500,
      height: 500,
      mode: 'fill',
    });
    expect(planSize(1600, 600, { w: 500, mode: 'crop' })).toMatchObject({
      width: 500,
      height: 188,
      mode: 'fit',
    });
  });
});

describe('renderImage', () => {
  it('returns null for malformed keys and unknown kinds', async () => {
    expect(await renderImage('../etc', req())).toBeNull();
    expect(await renderImage('unknown.x', req())).toBeNull();
    expect(await renderImage('roll', req())).toBeNull();
  });

  it('renders webp by default at the natural size', async () => {
    const image = (await renderImage('roll.philadelphia-classic', req()))!;
    expect(image.contentType).toBe('image/webp');
    expect(image.etag).toMatch(/^[A-Za-z0-9_-]{27}$/);
    const m = await meta(image.body);
    expect([m.format, m.width, m.height]).toEqual(['webp', 800, 800]);
  });

  it('fit keeps the aspect inside the box', async () => {
    const image = (await renderImage('banner.sushi-week', req({ w: '400', h: '400' })))!;
    const m = await meta(image.body);
    expect([m.width, m.height]).toEqual([400, 150]);
  });

  it('fill and crop give exactly the box', async () => {
    for (const mode of ['fill', 'crop']) {
      const image = (await renderImage('banner.sushi-week', req({ w: '300', h: '300', mode })))!;
      const m = await meta(image.body);
      expect([m.width, m.height]).toEqual([300, 300]);
    }
  });

  it('keeps the aspect with only w or only h', async () => {
    const a = await meta((await renderImage('promo.pizza-friday', req({ w: '600' })))!.body);
    expect([a.width, a.height]).toEqual([600, 400]);
    const b = await meta((await renderImage('pizza.margherita', req({ h: '120' })))!.body);
    expect([b.width, b.height]).toEqual([120, 120]);
  });

  it.each([
    ['jpeg', 'image/jpeg', 'jpeg'],
    ['png', 'image/png', 'png'],
    ['avif', 'image/avif', 'heif'],
  ])('encodes %s', async (format, contentType, sharpFormat) => {
    const image = (await renderImage('sauce.soy', req({ w: '200', format })))!;
    expect(image.contentType).toBe(contentType);
    const m = await meta(image.body);
    expect([m.format, m.width, m.height]).toEqual([sharpFormat, 200, 200]);
  });

  it('q changes the size of lossy output', async () => {
    const low = (await renderImage('pizza.pepperoni', req({ w: '400', q: '20' })))!;
    const high = (await renderImage('pizza.pepperoni', req({ w: '400', q: '95' })))!;
    expect(low.body.length).toBeLessThan(high.body.length);
    expect(low.etag).not.toBe(high.etag);
  });

  it('blurs', async () => {
    const sharpImg = (await renderImage('set.sm-ua-1', req({ w: '300', format: 'png' })))!;
    const blurred = (await renderImage('set.sm-ua-1', req({ w: '300', format: 'png', blur: '8' })))!;
    expect(blurred.etag).not.toBe(sharpImg.etag);
    // a blurred picture has less detail: lower channel deviation and lower estimated sharpness
    const [s1, s2] = await Promise.all([sharp(sharpImg.body).stats(), sharp(blurred.body).stats()]);
    expect(s2.channels[0]!.stdev).toBeLessThan(s1.channels[0]!.stdev);
    expect(s2.sharpness).toBeLessThan(s1.sharpness / 2);
    const m = await sharp(blurred.body).metadata();
    expect([m.width, m.height]).toEqual([300, 300]);
  });

  it('caches: a second identical request returns the same Buffer', async () => {
    const a = (await renderImage('wok.chicken-teriyaki', req({ w: '256' })))!;
    const b = (await renderImage('wok.chicken-teriyaki', req({ w: '256' })))!;
    expect(b.body).toBe(a.body);
    expect(b.etag).toBe(a.etag);
    // equivalent requests normalise to one entry: fit with a taller box is the same picture
    const c = (await renderImage('wok.chicken-teriyaki', req({ w: '256', h: '2000' })))!;
    expect(c.body).toBe(a.body);
    expect(imageCacheStats().bytes).toBeGreaterThan(0);
  });

  it('shares one render between concurrent identical requests', async () => {
    const [a, b] = await Promise.all([
      renderImage('drink.mojito', req({ w: '333' })),
      renderImage('drink.mojito', req({ w: '333' })),
    ]);
    expect(a!.body).toBe(b!.body);
  });

  it('renders every kind', async () => {
    for (const kind of IMAGE_KINDS) {
      const image = await renderImage(`${kind}.render-check`, req({ w: '160', format: 'jpeg', q: '60' }));
      expect(image, kind).not.toBeNull();
    }
  });

  it('exposes an immutable cache policy', () => {
    expect(IMAGE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });
});
