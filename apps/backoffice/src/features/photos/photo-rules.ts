/**
 * The photo field's rules, pure and unit tested: which files are sent at all (the API checks the
 * bytes again, apps/api/src/modules/media/upload/upload-rules.ts, whose limits these repeat), and
 * the crop frame's arithmetic in the picture's own pixels.
 */

export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
const MIN_PHOTO_SIDE = 300;
/** a logo is wide and low (the API's purpose=logo) */
const MIN_LOGO_SIDE = 40;
export type PhotoPurpose = 'photo' | 'logo';
export const minSideOf = (purpose: PhotoPurpose): number =>
  purpose === 'logo' ? MIN_LOGO_SIDE : MIN_PHOTO_SIDE;

/** what the file input offers: HEIC/HEIF by name too (browsers often give them no type) */
export const PHOTO_ACCEPT =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,.jpg,.jpeg,.png,.webp';

const IMAGE_NAME = /\.(jpe?g|png|webp|heic|heif)$/i;

export type FileProblem = 'tooBig' | 'notImage' | 'empty';

/** Why a chosen file is not sent, or null. */
export function fileProblem(file: { name: string; size: number; type: string }): FileProblem | null {
  if (file.size === 0) return 'empty';
  const typed = /^image\/(jpeg|png|webp|heic|heif)$/.test(file.type);
  if (!typed && !(file.type === '' || file.type === 'application/octet-stream')) return 'notImage';
  if (!typed && !IMAGE_NAME.test(file.name)) return 'notImage';
  if (file.size > MAX_PHOTO_BYTES) return 'tooBig';
  return null;
}

/** HEIC/HEIF: most browsers cannot show it, so it is uploaded whole (no crop step) */
export const isHeif = (file: { name: string; type: string }): boolean =>
  /^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name);

/** The body's Content-Type: the file's own type, or octet-stream (the API decides by the bytes). */
export const uploadType = (file: { type: string }): string =>
  /^image\//.test(file.type) ? file.type : 'application/octet-stream';

export interface Frame {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** width ÷ height of the frame; null: the whole picture, no crop */
export const ASPECTS: { square: number; fourThree: number; whole: null } = {
  square: 1,
  fourThree: 4 / 3,
  whole: null,
};

/** The largest frame of this aspect inside the picture, centred. */
export function initialFrame(width: number, height: number, aspect: number | null): Frame {
  if (aspect === null) return { left: 0, top: 0, width, height };
  let w = width;
  let h = Math.round(w / aspect);
  if (h > height) {
    h = height;
    w = Math.round(h * aspect);
  }
  return { left: Math.floor((width - w) / 2), top: Math.floor((height - h) / 2), width: w, height: h };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The frame moved by dx, dy picture pixels, kept inside the picture. */
export function moveFrame(frame: Frame, dx: number, dy: number, width: number, height: number): Frame {
  return {
    ...frame,
    left: Math.round(clamp(frame.left + dx, 0, width - frame.width)),
    top: Math.round(clamp(frame.top + dy, 0, height - frame.height)),
  };
}

/**
 * The frame at `scale` (0..1) of the largest one, same aspect and centre, kept inside the
 * picture and never under MIN_PHOTO_SIDE a side (unless the picture itself is smaller).
 */
export function scaleFrame(
  frame: Frame,
  scale: number,
  width: number,
  height: number,
  aspect: number,
): Frame {
  const largest = initialFrame(width, height, aspect);
  const shortest = Math.min(largest.width, largest.height);
  const minScale = Math.min(1, MIN_PHOTO_SIDE / shortest);
  const s = clamp(scale, minScale, 1);
  const w = Math.round(largest.width * s);
  const h = Math.round(largest.height * s);
  const cx = frame.left + frame.width / 2;
  const cy = frame.top + frame.height / 2;
  return moveFrame(
    { left: Math.round(cx - w / 2), top: Math.round(cy - h / 2), width: w, height: h },
    0,
    0,
    width,
    height,
  );
}

/** How much of the largest frame this one is (0..1), for the size slider. */
export function frameScale(frame: Frame, width: number, height: number, aspect: number): number {
  const largest = initialFrame(width, height, aspect);
  return frame.width / largest.width;
}

/** The API's crop parameter (`left,top,width,height`), or null when the frame is the whole picture. */
export function cropParam(frame: Frame, width: number, height: number): string | null {
  const f = moveFrame(
    {
      ...frame,
      width: Math.min(width, Math.round(frame.width)),
      height: Math.min(height, Math.round(frame.height)),
    },
    0,
    0,
    width,
    height,
  );
  if (f.left === 0 && f.top === 0 && f.width === width && f.height === height) return null;
  return `${f.left},${f.top},${f.width},${f.height}`;
}

/** Whether the picture (or its crop) is too small for the storefront. */
export const tooSmall = (width: number, height: number, purpose: PhotoPurpose = 'photo'): boolean =>
  Math.min(width, height) < minSideOf(purpose);
