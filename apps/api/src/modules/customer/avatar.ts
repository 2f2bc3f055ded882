/**
 * Avatar upload (SPEC section 5: the data-URL prefix is removed before sending; the API also
 * removes it if a client forgets). The image is checked by decoding it, not by trusting a
 * declared type, then cut to a square and re-encoded, which also drops EXIF (location) data.
 */
import { loadSharp } from '../media/index.js';

export const AVATAR_LIMITS = {
  /** decoded upload size */
  maxBytes: 5 * 1024 * 1024,
  /** a decompression bomb is refused before it is expanded */
  maxInputPixels: 40_000_000,
  /** stored avatar side, pixels */
  size: 512,
} as const;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export class AvatarError extends Error {}

/** Base64 text without a `data:image/...;base64,` prefix; null when it is not base64 at all. */
export function decodeAvatarContent(content: string): Buffer | null {
  const body = content.trim().replace(/^data:image\/[a-z0-9.+-]+;base64,/i, '');
  const compact = body.replace(/\s+/g, '');
  if (compact.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.length % 4 === 1)
    return null;
  return Buffer.from(compact, 'base64');
}

/** The stored avatar: a square WebP; throws AvatarError with a message for the customer. */
export async function prepareAvatar(content: string): Promise<{ bytes: Buffer; contentType: 'image/webp' }> {
  const input = decodeAvatarContent(content);
  if (!input) throw new AvatarError('content must be a base64 image');
  if (input.length > AVATAR_LIMITS.maxBytes) {
    throw new AvatarError(`The image is larger than ${AVATAR_LIMITS.maxBytes / 1024 / 1024} MB`);
  }
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: AVATAR_LIMITS.maxInputPixels }).metadata());
  } catch {
    throw new AvatarError('content is not an image');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AvatarError(`Send a JPEG, PNG or WebP image (got ${format ?? 'unknown'})`);
  }
  try {
    const bytes = await sharp(input, { limitInputPixels: AVATAR_LIMITS.maxInputPixels })
      .rotate()
      .resize(AVATAR_LIMITS.size, AVATAR_LIMITS.size, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes, contentType: 'image/webp' };
  } catch (err) {
    throw new AvatarError(`The image cannot be read: ${(err as Error).message}`);
  }
}
