/**
 * Photo uploads (issue 19 item 3): POST /admin/v1/media/images stores a re-encoded original and
 * the storefront's sizes are served from it wherever an illustration key works (product card and
 * page, cart, banners). Disk store on both databases; the S3 store against s3rver, a local
 * S3-compatible server.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZBanner, ZProductList, ZUploadedImage } from '@food/contracts';
import { and, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, banners, mediaImages, products } from '../src/db/schema.js';
import { S3MediaStore } from '../src/modules/media/storage/s3-store.js';
import { BR, RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

const HEIC = await readFile(new URL('./fixtures/photo.heic', import.meta.url));

async function picture(width: number, height: number): Promise<Sharp> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#e8a33d"/><circle cx="${width / 2}" cy="${height / 2}"
    r="${Math.min(width, height) / 3}" fill="#b22"/></svg>`;
  return sharp(Buffer.from(svg));
}

const upload = (
  member: TestStaff,
  api: TestApi,
  body: Buffer | ReadableStream<Uint8Array>,
  contentType: string,
  query = `retailNetworkId=${RN.smUa}`,
) =>
  fetch(`${api.url}/admin/v1/media/images?${query}`, {
    method: 'POST',
    headers: { cookie: member.cookie, 'x-csrf-token': member.csrfToken, 'content-type': contentType },
    body,
    // a stream body (no Content-Length) needs this in Node's fetch
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);

async function sizeOf(res: Response) {
  expect(res.status).toBe(200);
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true })).map(String);
  } catch {
    return [];
  }
}

describe.each(databaseKinds())('photo upload, disk store (%s)', (kind) => {
  let api: TestApi;
  let dataDir: string;
  let manager: TestStaff;
  let stranger: TestStaff;
  let outletStaff: TestStaff;
  const countRows = async () => (await api.database.db.select().from(mediaImages)).length;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'media-upload-'));
    api = await startTestApi(kind, { DATA_DIR: dataDir, CATALOG_CACHE_SECONDS: '0' });
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
    stranger = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.pcUa] });
    outletStaff = await createStaff(api, 'OUTLET_STAFF', { outletIds: [1001] });
  });
  afterAll(async () => {
    await api?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['JPEG', 'image/jpeg', async () => (await picture(1200, 900)).jpeg().toBuffer(), [1200, 900]],
    ['PNG', 'image/png', async () => (await picture(800, 800)).png().toBuffer(), [800, 800]],
    ['WebP', 'image/webp', async () => (await picture(3000, 2000)).webp().toBuffer(), [2400, 1600]],
    // some phones send HEIC as octet-stream: the bytes decide, not the declared type
    ['HEIC', 'application/octet-stream', async () => HEIC, [640, 480]],
  ] as const)(
    'takes a %s photo and serves the storefront sizes from it',
    async (_name, type, make, [w, h]) => {
      const res = await upload(manager, api, await make(), type);
      const image = await expectContract(res, ZUploadedImage, 201);
      expect([image.width, image.height]).toEqual([w, h]);
      const url = new URL(image.imageUrl);
      expect(url.pathname).toBe(`/catalog/v1/images/${encodeURIComponent(image.key)}`);

      const card = await api.get(`${url.pathname}?w=400&format=webp&mode=fit&q=80`);
      expect(card.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await sizeOf(card)).toEqual({ format: 'webp', width: 400, height: Math.round((400 * h) / w) });
      expect(await sizeOf(await api.get(`${url.pathname}?w=192&h=192&format=webp&mode=fill&q=80`))).toEqual({
        format: 'webp',
        width: 192,
        height: 192,
      });
      expect(await sizeOf(await api.get(`${url.pathname}?w=1200&h=630&format=jpeg&mode=fill&q=80`))).toEqual({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
      // the bare URL: the stored size; and the same picture should a proxy decode the slash
      expect(await sizeOf(await api.get(url.pathname))).toMatchObject({ width: w, height: h });
      expect(await sizeOf(await api.get(`/catalog/v1/images/${image.key}?w=240`))).toMatchObject({
        width: 240,
      });
      // the storefront's fixed list holds for uploads too
      await expectError(await api.get(`${url.pathname}?w=401`), 400, 'IMAGE_VARIANT_NOT_ALLOWED');
    },
  );

  it('crops in upright pixels, and refuses a crop outside the picture or too small', async () => {
    const jpeg = await (await picture(1000, 600)).jpeg().toBuffer();
    const crop = await expectContract(
      await upload(manager, api, jpeg, 'image/jpeg', `retailNetworkId=${RN.smUa}&crop=200,0,600,600`),
      ZUploadedImage,
      201,
    );
    expect([crop.width, crop.height]).toEqual([600, 600]);
    await expectError(
      await upload(manager, api, jpeg, 'image/jpeg', `retailNetworkId=${RN.smUa}&crop=500,0,600,600`),
      422,
      'IMAGE_CROP_OUTSIDE',
    );
    await expectError(
      await upload(manager, api, jpeg, 'image/jpeg', `retailNetworkId=${RN.smUa}&crop=0,0,200,200`),
      422,
      'IMAGE_TOO_SMALL',
    );
  });

  it('refuses a text file named .jpg, a small picture and a 50 MB file, storing nothing', async () => {
    const before = await countRows();
    const filesBefore = await filesUnder(path.join(dataDir, 'media'));
    const text = Buffer.from('Dear chef, this is not a photo.\n'.repeat(40));
    await expectError(await upload(manager, api, text, 'image/jpeg'), 415, 'UNSUPPORTED_IMAGE');
    const small = await (await picture(640, 200)).png().toBuffer();
    expect(
      (await expectError(await upload(manager, api, small, 'image/png'), 422, 'IMAGE_TOO_SMALL')).message,
    ).toMatch(/300 px/);
    const huge = Buffer.alloc(50 * 1024 * 1024, 0xff);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const refused = await expectError(await upload(manager, api, huge, 'image/jpeg'), 413, 'IMAGE_TOO_LARGE');
    expect(refused.message).toMatch(/20 MB/);
    // streamed without a Content-Length: stopped once it passes 20 MB
    const chunk = Buffer.alloc(1024 * 1024, 1);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 25) controller.enqueue(chunk);
        else controller.close();
      },
    });
    await expectError(await upload(manager, api, stream, 'image/heic'), 413, 'IMAGE_TOO_LARGE');
    expect(await countRows()).toBe(before);
    expect(await filesUnder(path.join(dataDir, 'media'))).toEqual(filesBefore);
  });

  it('answers 403 to another brand and to outlet staff, before the body matters', async () => {
    const jpeg = await (await picture(800, 800)).jpeg().toBuffer();
    await expectError(await upload(stranger, api, jpeg, 'image/jpeg'), 403, 'FORBIDDEN');
    await expectError(await upload(outletStaff, api, jpeg, 'image/jpeg'), 403, 'FORBIDDEN');
    await expectError(
      await upload(stranger, api, Buffer.from('not a picture'), 'image/png'),
      403,
      'FORBIDDEN',
    );
    // outlet staff naming no brand at all: still 403, not a 400 about the missing query
    await expectError(await upload(outletStaff, api, jpeg, 'image/jpeg', ''), 403, 'FORBIDDEN');
    const res = await fetch(`${api.url}/admin/v1/media/images?retailNetworkId=${RN.smUa}`, {
      method: 'POST',
      headers: { cookie: manager.cookie, 'content-type': 'image/jpeg' },
      body: jpeg,
    });
    await expectError(res, 403, 'CSRF_TOKEN_INVALID');
  });

  it('records who uploaded what in the audit log and in media_images', async () => {
    const png = await (await picture(500, 400)).png().toBuffer();
    const image = await expectContract(await upload(manager, api, png, 'image/png'), ZUploadedImage, 201);
    const [row] = await api.database.db.select().from(mediaImages).where(eq(mediaImages.key, image.key));
    expect(row).toMatchObject({
      retailNetworkId: RN.smUa,
      contentType: 'image/webp',
      width: 500,
      height: 400,
      storage: 'disk',
      uploadedBy: manager.id,
    });
    const stored = await readFile(path.join(dataDir, 'media', image.key));
    expect((await sharp(stored).metadata()).format).toBe('webp');
    const entries = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'media.image.upload'), eq(auditLog.entityId, image.key)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staffId: manager.id, retailNetworkId: RN.smUa });
    expect(entries[0]!.after).toMatchObject({
      imageKey: image.key,
      width: 500,
      height: 400,
      sourceFormat: 'png',
    });
  });

  it('works wherever an illustration key works: product card, product page, cart, banner', async () => {
    const jpeg = await (await picture(1600, 1200)).jpeg().toBuffer();
    const image = await expectContract(await upload(manager, api, jpeg, 'image/jpeg'), ZUploadedImage, 201);
    const list = await expectContract(
      await api.get(`/catalog/v1/products/?rn=1&br=${BR.kyiv}&target=WEB`),
      ZProductList,
    );
    const product = list[0]!;
    await api.database.db.update(products).set({ imageKey: image.key }).where(eq(products.id, product.id));
    const [banner] = await api.database.db
      .select({ id: banners.id })
      .from(banners)
      .where(eq(banners.retailNetworkId, RN.smUa))
      .limit(1);
    await api.database.db.update(banners).set({ imageKey: image.key }).where(eq(banners.id, banner!.id));

    const after = await expectContract(
      await api.get(`/catalog/v1/products/?rn=1&br=${BR.kyiv}&target=WEB`),
      ZProductList,
    );
    const productUrl = new URL(after.find((p) => p.id === product.id)!.imageUrl).pathname;
    expect(productUrl).toBe(`/catalog/v1/images/${encodeURIComponent(image.key)}`);
    expect(await sizeOf(await api.get(`${productUrl}?w=400`))).toMatchObject({ width: 400, height: 300 }); // card
    expect(await sizeOf(await api.get(`${productUrl}?w=1200`))).toMatchObject({ width: 1200, height: 900 }); // page
    expect(await sizeOf(await api.get(`${productUrl}?w=192&h=192&mode=fill`))).toMatchObject({
      width: 192,
      height: 192,
    }); // cart
    const banners_ = await expectContract(
      await api.get(`/catalog/v1/banners/?rn=1&br=${BR.kyiv}&target=WEB`),
      z.array(ZBanner),
    );
    const bannerUrl = new URL(banners_.find((b) => b.id === banner!.id)!.imageUrl).pathname;
    expect(await sizeOf(await api.get(`${bannerUrl}?w=1600&h=600&mode=fill`))).toMatchObject({
      width: 1600,
      height: 600,
    });
    expect(await sizeOf(await api.get(`${bannerUrl}?w=360&h=203&mode=fill&q=10`))).toMatchObject({
      width: 360,
      height: 203,
    }); // a crawler's banner on phones
  });

  it('takes a wide, low logo as purpose=logo and serves it at the header size', async () => {
    const logo = await (await picture(600, 150)).png().toBuffer();
    await expectError(await upload(manager, api, logo, 'image/png'), 422, 'IMAGE_TOO_SMALL');
    const image = await expectContract(
      await upload(manager, api, logo, 'image/png', `retailNetworkId=${RN.smUa}&purpose=logo`),
      ZUploadedImage,
      201,
    );
    const url = new URL(image.imageUrl).pathname;
    // the header asks for twice the brand's LOGO_SIZE.desktop (148×40), fit; crawlers half at q10
    expect(await sizeOf(await api.get(`${url}?w=296&h=80&format=webp&mode=fit&q=80`))).toMatchObject({
      width: 296,
      height: 74,
    });
    expect(await sizeOf(await api.get(`${url}?w=148&h=40&format=webp&mode=fit&q=10`))).toMatchObject({
      width: 148,
      height: 37,
    });
  });

  it('answers 404 for an upload key nobody uploaded', async () => {
    await expectError(
      await api.get(`/catalog/v1/images/upload%2F${'0'.repeat(32)}?w=400`),
      404,
      'IMAGE_NOT_FOUND',
    );
    await expectError(await api.get(`/catalog/v1/images/upload%2Fnot-hex?w=400`), 404, 'IMAGE_NOT_FOUND');
  });
});

describe.each(databaseKinds())('photo upload, S3-compatible store (%s)', (kind) => {
  let api: TestApi;
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;
  let manager: TestStaff;

  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(tmpdir(), 's3rver-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: 'food-media' }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    api = await startTestApi(kind, {
      MEDIA_S3_BUCKET: 'food-media',
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    });
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  it('stores the original in the bucket and serves the sizes from it', async () => {
    const image = await expectContract(await upload(manager, api, HEIC, 'image/heic'), ZUploadedImage, 201);
    const [row] = await api.database.db.select().from(mediaImages).where(eq(mediaImages.key, image.key));
    expect(row?.storage).toBe('s3');
    // another instance reading the same bucket (a new client) finds the object
    const reader = new S3MediaStore({
      bucket: 'food-media',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const stored = await reader.get(image.key);
    expect(stored && (await sharp(stored).metadata())).toMatchObject({
      format: 'webp',
      width: 640,
      height: 480,
    });
    expect(await reader.get(`upload/${'f'.repeat(32)}`)).toBeNull();
    reader.destroy();
    const path_ = new URL(image.imageUrl).pathname;
    expect(await sizeOf(await api.get(`${path_}?w=480`))).toMatchObject({ width: 480, height: 360 });
    expect(await sizeOf(await api.get(`${path_}?w=96&h=96&mode=fill`))).toMatchObject({
      width: 96,
      height: 96,
    });
  });
});
