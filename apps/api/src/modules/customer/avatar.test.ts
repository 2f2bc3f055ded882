import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_LIMITS, AvatarError, decodeAvatarContent, prepareAvatar } from './avatar.js';

const image = (format: 'jpeg' | 'png' | 'gif', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe('decodeAvatarContent', () => {
  it('removes the jpeg data-URL prefix (SPEC 5) and decodes', () => {
    const bytes = Buffer.from('hello avatar');
    expect(decodeAvatarContent(`data:image/jpeg;base64,${bytes.toString('base64')}`)).toEqual(bytes);
    expect(decodeAvatarContent(bytes.toString('base64'))).toEqual(bytes);
  });
  it('refuses what is not base64', () => {
    expect(decodeAvatarContent('not base64!')).toBeNull();
    expect(decodeAvatarContent('data:image/jpeg;base64,')).toBeNull();
  });
});

describe('prepareAvatar', () => {
  it('turns a JPEG or PNG into a 512 px square WebP', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const content = `data:image/${format};base64,${(await image(format)).toString('base64')}`;
      const { bytes, contentType } = await prepareAvatar(content);
      expect(contentType).toBe('image/webp');
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        AVATAR_LIMITS.size,
        AVATAR_LIMITS.size,
      ]);
    }
  });

  it('refuses a non-image, another image format and an oversized upload', async () => {
    await expect(prepareAvatar(Buffer.from('%PDF-1.7 not an image').toString('base64'))).rejects.toThrow(
      AvatarError,
    );
    await expect(prepareAvatar((await image('gif', 20, 20)).toString('base64'))).rejects.toThrow(/JPEG, PNG/);
    const huge = Buffer.alloc(AVATAR_LIMITS.maxBytes + 1, 1).toString('base64');
    await expect(prepareAvatar(huge)).rejects.toThrow(/larger than 5 MB/);
  });
});
