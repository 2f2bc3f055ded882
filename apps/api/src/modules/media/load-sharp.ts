import type sharpModule from 'sharp';

let loading: Promise<typeof sharpModule> | null = null;

/**
 * sharp (libvips) takes ~0.15 s to load: loaded by the first picture rendered or uploaded, not
 * with every API start and every test file's. Its settings are the whole process's:
 * libvips' operation cache (50 MB, 100 operations by default) keeps intermediate images for
 * reuse, but every render here starts from new bytes, so it would only hold memory; one libvips
 * thread per operation, as render-gate.ts decides how many run side by side.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
