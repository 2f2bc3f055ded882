import { readFileSync } from 'node:fs';
import sharp, { type Region, type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.js';
import { prepareImage } from './prepare-image.js';

const HEIC = readFileSync(new URL('../../../../test/fixtures/photo.heic', import.meta.url));

/** a width×height picture, its left half red and right half blue */
async function halves(width: number, height: number): Promise<Sharp> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="#ff0000"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#0000ff"/></svg>`;
  return sharp(Buffer.from(svg));
}

async function meanColour(bytes: Buffer, region?: Region) {
  // stats() reads its input, not the pipeline: cut the region out first
  const cut = region ? await sharp(bytes).extract(region).png().toBuffer() : bytes;
  const { channels } = await sharp(cut).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('prepareImage', () => {
  it('turns a phone photo upright by its EXIF orientation and keeps no metadata', async () => {
    // stored 600×400 with orientation 6 (a quarter turn clockwise): upright it is 400×600, red on top
    const input = await (
      await halves(600, 400)
    )
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Copyright: 'secret place' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await prepareImage(input);
    expect([out.width, out.height]).toEqual([400, 600]);
    const meta = await sharp(out.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const [r, , b] = await meanColour(out.bytes, { left: 0, top: 0, width: 400, height: 250 });
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
  });

  it('cuts the crop in upright pixels', async () => {
    const input = await (await halves(600, 400)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    // the lower 400×300 of the upright picture is the blue half
    const out = await prepareImage(input, { left: 0, top: 300, width: 400, height: 300 });
    expect([out.width, out.height]).toEqual([400, 300]);
    const [r, , b] = await meanColour(out.bytes);
    expect(b).toBeGreaterThan(200);
    expect(r).toBeLessThan(60);
  });

  it('keeps at most 2400 px on the longest side', async () => {
    const input = await (await halves(3000, 1500)).png().toBuffer();
    const out = await prepareImage(input);
    expect([out.width, out.height]).toEqual([2400, 1200]);
  });

  it('decodes an iPhone-style HEIC (HEVC) photo', async () => {
    const out = await prepareImage(HEIC);
    expect(out).toMatchObject({ width: 640, height: 480, sourceFormat: 'heif' });
    expect((await sharp(out.bytes).metadata()).format).toBe('webp');
  });

  it('refuses what is not a picture, too small a picture and a crop outside it', async () => {
    expect((await refusal(prepareImage(Buffer.from('just some text, named photo.jpg')))).code).toBe(
      'UNSUPPORTED_IMAGE',
    );
    // JPEG magic bytes and then nothing readable
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await refusal(prepareImage(fake))).code).toBe('UNSUPPORTED_IMAGE');
    const small = await (await halves(400, 200)).png().toBuffer();
    expect((await refusal(prepareImage(small))).statusCode).toBe(422);
    const ok = await (await halves(800, 600)).png().toBuffer();
    const outside = await refusal(prepareImage(ok, { left: 600, top: 0, width: 300, height: 300 }));
    expect(outside.code).toBe('IMAGE_CROP_OUTSIDE');
    const tiny = await refusal(prepareImage(ok, { left: 0, top: 0, width: 200, height: 200 }));
    expect(tiny.code).toBe('IMAGE_TOO_SMALL');
  });
});
