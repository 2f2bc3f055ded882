import { describe, expect, it } from 'vitest';
import {
  cropParam,
  fileProblem,
  frameScale,
  initialFrame,
  isHeif,
  MAX_PHOTO_BYTES,
  moveFrame,
  scaleFrame,
  tooSmall,
  uploadType,
} from './photo-rules';

describe('fileProblem', () => {
  it('sends JPEG, PNG, WebP and HEIC, also a HEIC the browser gives no type', () => {
    expect(fileProblem({ name: 'a.jpg', size: 10, type: 'image/jpeg' })).toBeNull();
    expect(fileProblem({ name: 'IMG_0001.HEIC', size: 10, type: '' })).toBeNull();
    expect(fileProblem({ name: 'x.heif', size: 10, type: 'application/octet-stream' })).toBeNull();
  });

  it('stops a too large file, an empty one and one that is no picture before sending', () => {
    expect(fileProblem({ name: 'a.jpg', size: MAX_PHOTO_BYTES + 1, type: 'image/jpeg' })).toBe('tooBig');
    expect(fileProblem({ name: 'a.jpg', size: MAX_PHOTO_BYTES, type: 'image/jpeg' })).toBeNull();
    expect(fileProblem({ name: 'a.jpg', size: 0, type: 'image/jpeg' })).toBe('empty');
    expect(fileProblem({ name: 'menu.pdf', size: 10, type: 'application/pdf' })).toBe('notImage');
    expect(fileProblem({ name: 'anim.gif', size: 10, type: 'image/gif' })).toBe('notImage');
    expect(fileProblem({ name: 'notes', size: 10, type: '' })).toBe('notImage');
  });

  it('knows HEIC and the type to send', () => {
    expect(isHeif({ name: 'IMG.HEIC', type: '' })).toBe(true);
    expect(isHeif({ name: 'a.jpg', type: 'image/jpeg' })).toBe(false);
    expect(uploadType({ type: '' })).toBe('application/octet-stream');
    expect(uploadType({ type: 'image/png' })).toBe('image/png');
  });
});

describe('crop frame', () => {
  it('starts as the largest centred frame of the aspect', () => {
    expect(initialFrame(1200, 800, 1)).toEqual({ left: 200, top: 0, width: 800, height: 800 });
    expect(initialFrame(800, 1200, 4 / 3)).toEqual({ left: 0, top: 300, width: 800, height: 600 });
    expect(initialFrame(1200, 800, null)).toEqual({ left: 0, top: 0, width: 1200, height: 800 });
  });

  it('moves inside the picture only', () => {
    const f = initialFrame(1200, 800, 1);
    expect(moveFrame(f, 500, 0, 1200, 800).left).toBe(400);
    expect(moveFrame(f, -500, 30, 1200, 800)).toMatchObject({ left: 0, top: 0 });
  });

  it('shrinks around its centre, never under 300 px', () => {
    const f = initialFrame(1200, 800, 1);
    expect(scaleFrame(f, 0.5, 1200, 800, 1)).toEqual({ left: 400, top: 200, width: 400, height: 400 });
    expect(scaleFrame(f, 0.1, 1200, 800, 1)).toMatchObject({ width: 300, height: 300 });
    expect(frameScale(scaleFrame(f, 0.5, 1200, 800, 1), 1200, 800, 1)).toBe(0.5);
    // a grown frame near an edge is pushed back inside
    const corner = moveFrame(scaleFrame(f, 0.5, 1200, 800, 1), 1000, 1000, 1200, 800);
    expect(scaleFrame(corner, 1, 1200, 800, 1)).toEqual({ left: 400, top: 0, width: 800, height: 800 });
  });

  it('writes the crop the API takes, none for the whole picture', () => {
    expect(cropParam({ left: 200, top: 0, width: 800, height: 800 }, 1200, 800)).toBe('200,0,800,800');
    expect(cropParam({ left: 0, top: 0, width: 1200, height: 800 }, 1200, 800)).toBeNull();
    expect(cropParam({ left: 10.4, top: 0, width: 800.2, height: 800 }, 1200, 800)).toBe('10,0,800,800');
  });

  it('says when a picture is too small', () => {
    expect(tooSmall(299, 1000)).toBe(true);
    expect(tooSmall(300, 300)).toBe(false);
    // a logo is wide and low
    expect(tooSmall(600, 120, 'logo')).toBe(false);
    expect(tooSmall(600, 39, 'logo')).toBe(true);
  });
});
