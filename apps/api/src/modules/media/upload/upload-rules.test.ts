import { describe, expect, it } from 'vitest';
import {
  cropProblem,
  isUploadKey,
  parseCrop,
  sniffImageFormat,
  storedSize,
  tooSmallProblem,
  UPLOAD_BODY_LIMIT,
  UPLOAD_LIMITS,
} from './upload-rules.js';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffImageFormat', () => {
  it('knows JPEG, PNG, WebP and HEIF by their first bytes', () => {
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(sniffImageFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImageFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImageFormat(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBe('heif');
    // major brand mif1, HEIC only among the compatible brands
    expect(sniffImageFormat(bytes([0, 0, 0, 28], 'ftypmif1', [0, 0, 0, 0], 'mif1MiHEheic'))).toBe('heif');
  });

  it('refuses text, GIF, SVG, PDF and an MP4 video whatever they are called', () => {
    expect(sniffImageFormat(bytes('hello, this is a .jpg'))).toBeNull();
    expect(sniffImageFormat(bytes('GIF89a'))).toBeNull();
    expect(sniffImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageFormat(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImageFormat(bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 2, 0], 'isomiso2'))).toBeNull();
    expect(sniffImageFormat(bytes())).toBeNull();
  });
});

describe('crop and size rules', () => {
  it('reads a crop as four whole pixels', () => {
    expect(parseCrop('10,20,300,400')).toEqual({ left: 10, top: 20, width: 300, height: 400 });
    expect(parseCrop(' 0, 0, 300, 300 ')).toEqual({ left: 0, top: 0, width: 300, height: 300 });
    for (const bad of ['', '1,2,3', '1,2,3,4,5', '-1,0,300,300', '0,0,0,300', '0.5,0,300,300', 'a,b,c,d'])
      expect(parseCrop(bad)).toBeNull();
  });

  it('refuses a crop reaching outside the picture, to the pixel', () => {
    expect(cropProblem({ left: 100, top: 0, width: 700, height: 600 }, 800, 600)).toBeNull();
    expect(cropProblem({ left: 101, top: 0, width: 700, height: 600 }, 800, 600)).toMatch(/outside/);
    expect(cropProblem({ left: 0, top: 1, width: 800, height: 600 }, 800, 600)).toMatch(/800×600/);
  });

  it('needs 300 px on each side', () => {
    expect(tooSmallProblem(300, 300)).toBeNull();
    expect(tooSmallProblem(4000, 299)).toMatch(/at least 300 px/);
    // a logo is wide and low: 40 px
    expect(tooSmallProblem(600, 150, 'logo')).toBeNull();
    expect(tooSmallProblem(600, 39, 'logo')).toMatch(/at least 40 px/);
  });

  it('stores at most 2400 px on the longest side and never enlarges', () => {
    expect(storedSize(4032, 3024)).toEqual({ width: 2400, height: 1800 });
    expect(storedSize(3024, 4032)).toEqual({ width: 1800, height: 2400 });
    expect(storedSize(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('takes 20 MB, its body limit only a little more', () => {
    expect(UPLOAD_LIMITS.maxBytes).toBe(20 * 1024 * 1024);
    expect(UPLOAD_BODY_LIMIT - UPLOAD_LIMITS.maxBytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('knows upload keys', () => {
    expect(isUploadKey('upload/0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isUploadKey('upload/../../etc/passwd')).toBe(false);
    expect(isUploadKey('roll.philadelphia')).toBe(false);
  });
});
