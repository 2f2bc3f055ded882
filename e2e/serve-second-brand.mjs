/**
 * A second storefront process on the same build with another BRAND, for the test that a brand
 * switch needs no rebuild. It waits for the first server (which builds) before it starts.
 */
import { spawn } from 'node:child_process';

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
const child = spawn('npx', ['next', 'start', '-p', port], {
  cwd: 'apps/web',
  stdio: 'inherit',
  env: { ...process.env, BRAND: brand, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
