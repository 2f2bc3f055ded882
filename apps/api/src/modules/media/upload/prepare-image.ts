/**
 * Turns an uploaded file into the stored original: checked by its bytes and by decoding it (never
 * by the declared type), turned upright by its EXIF orientation, cut to the crop, at most
 * 2400 px on its longest side, re-encoded as WebP without any metadata (EXIF, GPS, ICC: sharp
 * writes none unless asked, and converts to sRGB).
 *
 * HEIC (iPhones, many Androids): the prebuilt libvips of sharp reads HEIF only when it holds AV1
 * (AVIF); HEVC pictures are decoded by libheif compiled to WebAssembly (heic-decode) into RGBA
 * pixels that sharp then takes raw. libheif applies the HEIF rotation and mirror itself.
 */
import type { Sharp } from 'sharp';
import { loadSharp } from '../load-sharp.js';
import { AppError } from '../../../lib/errors.js';
import {
  cropProblem,
  sniffImageFormat,
  storedSize,
  tooSmallProblem,
  UPLOAD_LIMITS,
  type CropRect,
  type UploadPurpose,
} from './upload-rules.js';

export interface PreparedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
  /** what the file was: jpeg, png, webp, heif */
  sourceFormat: string;
}

const STORED_QUALITY = 88;

const notAnImage = (detail?: string) =>
  new AppError(
    'UNSUPPORTED_IMAGE',
    `This file is not a picture we can read: send a JPEG, PNG, WebP or HEIC photo${detail ? ` (${detail})` : ''}`,
  );
const tooLarge = (message: string) => new AppError('IMAGE_TOO_LARGE', message);

const isPixelLimit = (err: unknown) => /pixel limit/i.test((err as Error).message ?? '');

interface Source {
  image: Sharp;
  /** upright size (after EXIF orientation) */
  width: number;
  height: number;
  /** whether `.rotate()` must turn it upright (libheif's output already is) */
  autoOrient: boolean;
}

async function heicSource(bytes: Buffer): Promise<Source> {
  // libheif in WebAssembly: loaded for the first HEIC upload only
  const { default: decodeHeic } = await import('heic-decode');
  const sharp = await loadSharp();
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch (err) {
    throw notAnImage((err as Error).message);
  }
  try {
    const first = images[0];
    if (!first) throw notAnImage('the HEIC file holds no picture');
    if (first.width * first.height > UPLOAD_LIMITS.maxInputPixels)
      throw tooLarge(`The picture has more than ${UPLOAD_LIMITS.maxInputPixels / 1e6} million pixels`);
    let decoded;
    try {
      decoded = await first.decode();
    } catch (err) {
      throw notAnImage((err as Error).message);
    }
    const raw = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
    return {
      image: sharp(raw, { raw: { width: decoded.width, height: decoded.height, channels: 4 } }),
      width: decoded.width,
      height: decoded.height,
      autoOrient: false,
    };
  } finally {
    images.dispose();
  }
}

async function sharpSource(bytes: Buffer): Promise<Source> {
  const sharp = await loadSharp();
  const image = sharp(bytes, { limitInputPixels: UPLOAD_LIMITS.maxInputPixels, failOn: 'error' });
  let meta;
  try {
    meta = await image.metadata();
  } catch (err) {
    if (isPixelLimit(err))
      throw tooLarge(`The picture has more than ${UPLOAD_LIMITS.maxInputPixels / 1e6} million pixels`);
    throw notAnImage();
  }
  if (!meta.width || !meta.height) throw notAnImage();
  // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  return {
    image,
    width: quarterTurn ? meta.height : meta.width,
    height: quarterTurn ? meta.width : meta.height,
    autoOrient: true,
  };
}

/** HEIF holding AV1 (AVIF) is read by sharp itself; HEVC (HEIC) through libheif in WebAssembly. */
async function isHevc(bytes: Buffer): Promise<boolean> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes).metadata();
    return meta.compression !== 'av1';
  } catch {
    return true;
  }
}

/** The stored original of an upload; throws AppError 413, 415 or 422 with a message for people. */
export async function prepareImage(
  bytes: Buffer,
  crop?: CropRect,
  purpose: UploadPurpose = 'photo',
): Promise<PreparedImage> {
  if (bytes.length > UPLOAD_LIMITS.maxBytes)
    throw tooLarge(`The file is larger than ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB`);
  const format = sniffImageFormat(bytes);
  if (!format) throw notAnImage();
  const source =
    format === 'heif' && (await isHevc(bytes)) ? await heicSource(bytes) : await sharpSource(bytes);

  const small = tooSmallProblem(source.width, source.height, purpose);
  if (small) throw new AppError('IMAGE_TOO_SMALL', small);
  let { width, height } = source;
  let image = source.image;
  if (source.autoOrient) image = image.rotate();
  if (crop) {
    const outside = cropProblem(crop, width, height);
    if (outside) throw new AppError('IMAGE_CROP_OUTSIDE', outside);
    const cropSmall = tooSmallProblem(crop.width, crop.height, purpose);
    if (cropSmall) throw new AppError('IMAGE_TOO_SMALL', `After the crop: ${cropSmall}`);
    // sharp applies rotate() before extract(): the crop is in upright pixels
    image = image.extract(crop);
    ({ width, height } = crop);
  }
  const target = storedSize(width, height);
  try {
    const { data, info } = await image
      .resize(target.width, target.height, { fit: 'fill' })
      .webp({ quality: STORED_QUALITY, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
      sourceFormat: format,
    };
  } catch (err) {
    if (isPixelLimit(err))
      throw tooLarge(`The picture has more than ${UPLOAD_LIMITS.maxInputPixels / 1e6} million pixels`);
    throw notAnImage((err as Error).message);
  }
}
