import { ZProductList } from '@food/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BR, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

// images do not touch the database beyond the brand list: PGlite is enough here
describe('image endpoint', () => {
  let api: TestApi;
  let imagePath: string;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    const [product] = await expectContract(
      await api.get(`/catalog/v1/products/?rn=1&br=${BR.kyiv}&target=WEB`),
      ZProductList,
    );
    imagePath = new URL(product!.imageUrl).pathname;
  });
  afterAll(() => api?.close());

  it('serves a product image as WebP at the asked width, cached for a year', async () => {
    const res = await api.get(`${imagePath}?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 320 });
  });

  it('fills an exact box, encodes jpeg and answers 304 to a matching ETag', async () => {
    const res = await api.get(`${imagePath}?w=300&h=200&mode=fill&format=jpeg&q=60`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
    const etag = res.headers.get('etag')!;
    const again = await api.get(`${imagePath}?w=300&h=200&mode=fill&format=jpeg&q=60`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('serves the brand logo as SVG', async () => {
    const res = await api.get('/catalog/v1/images/logo.sm-ua');
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('Sushi Moon');
  });

  it('refuses unknown images and bad parameters', async () => {
    await expectError(await api.get('/catalog/v1/images/roll'), 404, 'IMAGE_NOT_FOUND');
    await expectError(await api.get('/catalog/v1/images/logo.nope'), 404, 'IMAGE_NOT_FOUND');
    await expectError(await api.get('/catalog/v1/images/..%2F..%2Fetc%2Fpasswd'), 404, 'IMAGE_NOT_FOUND');
    await expectError(await api.get(`${imagePath}?w=0`), 400, 'VALIDATION_ERROR');
    await expectError(await api.get(`${imagePath}?w=100000`), 400, 'VALIDATION_ERROR');
    await expectError(await api.get(`${imagePath}?format=gif`), 400, 'VALIDATION_ERROR');
    await expectError(await api.get(`${imagePath}?q=101`), 400, 'VALIDATION_ERROR');
  });
});
