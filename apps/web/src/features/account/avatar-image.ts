/**
 * Prepares a chosen photo for upload: decoded and drawn at most 1024 px on its longer side,
 * then encoded as JPEG. Phones take 12-megapixel photos; sending them whole would be slow and
 * the API keeps a 512 px square anyway. SPEC section 5: the jpeg data-URL prefix is removed
 * before sending (profile-rules.ts).
 */
const AVATAR_UPLOAD_MAX_SIDE = 1024;

export async function photoAsJpegDataUrl(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, AVATAR_UPLOAD_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    // a transparent PNG becomes white, not black, as JPEG
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.9);
  } finally {
    bitmap.close();
  }
}
