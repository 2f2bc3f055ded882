import { ZProductList } from '@food/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_IMAGE_VARIANTS, variantQuery } from '../src/modules/media/image-variants.js';
import { BR, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

describe.each(databaseKinds())('image endpoint (%s)', (kind) => {
  let api: TestApi;
  let imagePath: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    const [product] = await expectContract(
      await api.get(`/catalog/v1/products/?rn=1&br=${BR.kyiv}&target=WEB`),
      ZProductList,
    );
    imagePath = new URL(product!.imageUrl).pathname;
  });
  afterAll(() => api?.close());

  it('serves a product image as WebP at the product card width, cached for a year', async () => {
    // the storefront's own spelling (apps/web/src/lib/image.ts), and the short one with defaults
    for (const query of ['w=400&format=webp&mode=fit&q=80', 'w=400']) {
      const res = await api.get(`${imagePath}?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('max-age=31536000');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    }
  });

  it('fills the OpenGraph box as jpeg and answers 304 to a matching ETag', async () => {
    const og = `${imagePath}?w=1200&h=630&format=jpeg&mode=fill&q=80`;
    const res = await api.get(og);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const etag = res.headers.get('etag')!;
    const again = await api.get(og, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves the brand logo as SVG, whatever size the header asks for', async () => {
    for (const query of [
      '',
      '?w=296&h=80&format=webp&mode=fit&q=80',
      '?w=148&h=40&format=webp&mode=fit&q=10',
    ]) {
      const res = await api.get(`/catalog/v1/images/logo.sm-ua${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(await res.text()).toContain('Sushi Moon');
    }
  });

  it('refuses a size, quality or format the storefront does not use, naming the served ones', async () => {
    for (const query of [
      'w=320',
      'w=400&q=60',
      'w=300&h=200&mode=fill&format=jpeg',
      'w=2400&h=2400&mode=fill',
    ]) {
      const error = await expectError(
        await api.get(`${imagePath}?${query}`),
        400,
        'IMAGE_VARIANT_NOT_ALLOWED',
      );
      expect(error.details).toEqual(ALLOWED_IMAGE_VARIANTS.map(variantQuery));
      expect(error.details).toContain('w=400&format=webp&mode=fit&q=80');
    }
    // blur is no longer drawn; other formats and modes are named in the message
    await expectError(await api.get(`${imagePath}?w=400&blur=5`), 400, 'VALIDATION_ERROR');
    const format = await expectError(
      await api.get(`${imagePath}?w=400&format=avif`),
      400,
      'VALIDATION_ERROR',
    );
    expect(format.message).toMatch(/webp.*jpeg/);
    const mode = await expectError(
      await api.get(`${imagePath}?w=400&h=400&mode=crop`),
      400,
      'VALIDATION_ERROR',
    );
    expect(mode.message).toMatch(/fit.*fill/);
  });

  it('refuses unknown images and bad parameters', async () => {
    await expectError(await api.get('/catalog/v1/images/roll'), 404, 'IMAGE_NOT_FOUND');
    // a well-formed key the catalogue does not name is not drawn: each would be a new render
    await expectError(await api.get('/catalog/v1/images/roll.made-up-1?w=400'), 404, 'IMAGE_NOT_FOUND');
    await expectError(await api.get('/catalog/v1/images/logo.nope'), 404, 'IMAGE_NOT_FOUND');
    await expectError(await api.get('/catalog/v1/images/..%2F..%2Fetc%2Fpasswd'), 404, 'IMAGE_NOT_FOUND');
    await expectError(await api.get(`${imagePath}?w=0`), 400, 'VALIDATION_ERROR');
    await expectError(await api.get(`${imagePath}?w=100000`), 400, 'VALIDATION_ERROR');
    await expectError(await api.get(`${imagePath}?format=gif`), 400, 'VALIDATION_ERROR');
    await expectError(await api.get(`${imagePath}?q=101`), 400, 'VALIDATION_ERROR');
  });
});

/** eight demo pizzas, so eight pictures not drawn before */
const QUEUE_KEYS = [
  'pizza.margherita',
  'pizza.pepperoni',
  'pizza.four-cheese',
  'pizza.hawaiian',
  'pizza.capricciosa',
  'pizza.carbonara',
  'pizza.napoletana',
  'pizza.sicilian',
];

describe('image renderer queue', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', { IMAGE_RENDER_CONCURRENCY: '1', IMAGE_RENDER_QUEUE: '1' });
  });
  afterAll(() => api?.close());

  it('answers 503 with Retry-After when more new pictures are asked for than it draws and queues', async () => {
    // eight pictures never drawn before, at once: one is drawn, one waits, the rest are refused
    const answers = await Promise.all(
      QUEUE_KEYS.map((key) => api.get(`/catalog/v1/images/${key}?w=1200&h=1200&mode=fill&format=jpeg&q=80`)),
    );
    const statuses = answers.map((r) => r.status);
    // two at least (the one drawn and the one waiting); more only if a render ends before all arrive
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    for (const res of answers.filter((r) => r.status === 503)) {
      expect(res.headers.get('retry-after')).toBe('1');
      await expectError(res, 503, 'IMAGE_RENDERER_BUSY');
    }
    // once the queue has drained, the same picture is drawn
    const retry = await api.get(
      `/catalog/v1/images/${QUEUE_KEYS[7]}?w=1200&h=1200&mode=fill&format=jpeg&q=80`,
    );
    expect(retry.status).toBe(200);
  });
});
