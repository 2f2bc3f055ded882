/**
 * The rules of a photo upload, pure so they are unit tested: what counts as an image (by its
 * first bytes, never by the declared type), the size limits, and the crop rectangle.
 */

export const UPLOAD_LIMITS = {
  /** the largest upload accepted, bytes (a phone's HEIC is 1–4 MB, a camera JPEG up to ~15 MB) */
  maxBytes: 20 * 1024 * 1024,
  /** the shortest side a picture (after the crop) may have: the product page shows 400–1200 px */
  minSide: 300,
  /** a logo is wide and low: the header shows it 40 px high (80 on a sharp screen) */
  logoMinSide: 40,
  /** the stored original's longest side; the largest variant served is 1600 px wide */
  maxStoredSide: 2400,
  /** a decompression bomb is refused before it is expanded (a 48 MP phone photo is 48 M pixels) */
  maxInputPixels: 60_000_000,
} as const;

/** the request body limit of the upload route: just above maxBytes, so the route answers 413 itself */
export const UPLOAD_BODY_LIMIT = UPLOAD_LIMITS.maxBytes + 64 * 1024;

export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'heif';

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** ISO-BMFF brands of HEIF still pictures (HEIC from phones) and AVIF */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/**
 * The picture format by its magic bytes, or null: a text file named .jpg, a GIF, a PDF, an SVG
 * (scripts) are all null. sharp still has to decode it afterwards.
 */
export function sniffImageFormat(bytes: Uint8Array): SniffedFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // the major brand, then the compatible brands up to the end of the ftyp box
    const boxSize = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!;
    const end = Math.min(bytes.length, boxSize > 16 && boxSize < 4096 ? boxSize : 16);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((b) => HEIF_BRANDS.has(b))) return 'heif';
  }
  return null;
}

export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** `left,top,width,height` in whole pixels, or null when it is not four non-negative integers */
export function parseCrop(text: string): CropRect | null {
  const parts = text.split(',').map((s) => s.trim());
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,6}$/.test(p))) return null;
  const [left, top, width, height] = parts.map(Number) as [number, number, number, number];
  if (width < 1 || height < 1) return null;
  return { left, top, width, height };
}

/** Why a crop cannot be cut from a picture of width×height, or null when it fits. */
export function cropProblem(crop: CropRect, width: number, height: number): string | null {
  if (crop.left + crop.width > width || crop.top + crop.height > height) {
    return `The crop ${crop.left},${crop.top},${crop.width},${crop.height} reaches outside the ${width}×${height} picture`;
  }
  return null;
}

/** what the picture is for: a photo (dishes, banners, promotions) or a brand's logo */
export type UploadPurpose = 'photo' | 'logo';

/** Why a picture of this size is too small to use, or null. */
export function tooSmallProblem(
  width: number,
  height: number,
  purpose: UploadPurpose = 'photo',
): string | null {
  const minSide = purpose === 'logo' ? UPLOAD_LIMITS.logoMinSide : UPLOAD_LIMITS.minSide;
  if (Math.min(width, height) < minSide)
    return `The picture is ${width}×${height} px; each side needs at least ${minSide} px`;
  return null;
}

/** The stored size: the longest side at most maxStoredSide, never enlarged, aspect kept. */
export function storedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, UPLOAD_LIMITS.maxStoredSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** `upload/<32 hex>`: the keys of uploaded pictures (a content hash: a key never changes its picture) */
export const UPLOAD_KEY_PATTERN = /^upload\/[0-9a-f]{32}$/;
export const UPLOAD_HEX_PATTERN = /^[0-9a-f]{32}$/;
export const isUploadKey = (key: string): boolean => UPLOAD_KEY_PATTERN.test(key);
