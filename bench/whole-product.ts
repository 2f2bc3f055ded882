import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, run, waitForReady, waitForUrl, type RunningProcess } from '../apps/api/test/process.js';

/**
 * Where the bench's storefront build goes, beside the development and e2e builds;
 * `BENCH_DIST_DIR` gives a bench run beside another one a folder of its own.
 */
export const PRODUCT_DIST_DIR = process.env.BENCH_DIST_DIR ?? '.next-bench';

export interface WholeProduct {
  webPort: number;
  apiPort: number;
  process: RunningProcess;
  /** stops the API and the storefront and deletes their data */
  stop: () => Promise<void>;
}

/**
 * The product as a newcomer starts it (`scripts/start.mjs`: the API on a fresh PGlite, the
 * storefront built into `.next-bench` and served), on free ports, ready when this resolves.
 */
export async function startWholeProduct(env: Record<string, string> = {}): Promise<WholeProduct> {
  const webPort = await freePort();
  const apiPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-bench-product-'));
  const product = run(process.execPath, ['scripts/start.mjs'], {
    PORT: String(webPort),
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: PRODUCT_DIST_DIR,
    LOG_LEVEL: 'warn',
    PUBLIC_API_URL: `http://localhost:${apiPort}`,
    PUBLIC_SITE_URL: `http://localhost:${webPort}`,
    ...env,
  });
  const stop = async () => {
    // the whole group: start.mjs's children (the API, the storefront) go with it
    if (product.child.exitCode === null) process.kill(-product.child.pid!, 'SIGTERM');
    await product.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(`http://127.0.0.1:${apiPort}`, product, 120_000);
    await waitForUrl(`http://127.0.0.1:${webPort}/healthz`, product, 300_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { webPort, apiPort, process: product, stop };
}
