/**
 * A second storefront process from the same build with another BRAND (the brand of its bare
 * host), for the test that a brand switch needs no rebuild; it also runs with no trusted proxy
 * (security-headers.spec.ts). It waits for the first server (which builds), then serves a copy
 * of its build folder. One process serves every brand by host (issue 22: the brand is in the
 * page path); the copy only keeps the two processes' page caches apart.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const [firstUrl, port, brand] = process.argv.slice(2);
const deadline = Date.now() + 300_000;
for (;;) {
  try {
    if ((await fetch(firstUrl)).ok) break;
  } catch {
    // still building
  }
  if (Date.now() > deadline) throw new Error(`${firstUrl} never came up`);
  await new Promise((r) => setTimeout(r, 500));
}
const source = path.join('apps/web', process.env.NEXT_DIST_DIR ?? '.next-e2e');
const distDir = `${path.basename(source)}-${brand}`;
fs.rmSync(path.join('apps/web', distDir), { recursive: true, force: true });
fs.cpSync(source, path.join('apps/web', distDir), {
  recursive: true,
  // pages the first brand has rendered so far (cache/, server/route-cache/) stay with it
  filter: (src) => !/[\\/](route-)?cache[\\/]/.test(src),
});
const child = spawn(process.execPath, ['server.mjs'], {
  cwd: 'apps/web',
  stdio: 'inherit',
  env: { ...process.env, BRAND: brand, PORT: port, NEXT_DIST_DIR: distDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
