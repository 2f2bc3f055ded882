#!/usr/bin/env node
/**
 * `npm start`: the API (migrates and seeds an empty database), then the storefront, built and
 * served next to it, and the back office, built for the API to serve at /admin/. Ctrl-C or
 * SIGTERM stops both, the API last so in-flight pages can finish.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.PORT ?? '3000';
const env = { ...process.env, API_PORT: apiPort, PORT: webPort };
const children = [];

function run(name, command, args, extraEnv = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of [...children].reverse()) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

// glibc's malloc gives each thread's arena its own free lists; sharp's renders on libuv threads
// left the API hundreds of MB above its working set. Two arenas keep RSS flat (libvips' advice,
// measured in apps/api/src/modules/media/README.md). Only read at process start, so set here.
// The API runs as JavaScript (apps/api/scripts/build.mjs, esbuild, ~1-2 s), not through tsx.
await buildIn('apps/api', process.execPath, ['scripts/build.mjs'], 'api').catch((err) => {
  console.error(err.message);
  process.exit(1);
});
run('api', process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
});

function buildIn(cwd, command, args, what) {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} build failed (${code})`)),
    ),
  );
}

// build while the API starts; serve once both are ready. The back office (a few seconds of
// Vite) is served by the API from apps/backoffice/dist, which answers 503 until it is there.
// `npm run build`: Next's build, then the compile hints of its first-load scripts
// (apps/web/scripts/compile-hints.mjs)
const built = buildIn('apps/web', 'npm', ['run', 'build', '--silent'], 'storefront');
// apps/backoffice/build.mjs: skipped when unchanged, swapped in whole (other copies may be serving it)
const backofficeBuilt = buildIn('apps/backoffice', process.execPath, ['build.mjs'], 'back office');
try {
  await Promise.all([built, backofficeBuilt, waitFor(`http://127.0.0.1:${apiPort}/readyz`, 300_000)]);
} catch (err) {
  console.error(err.message);
  stop(1);
}
if (!stopping) {
  // Next's handler behind Brotli compression (apps/web/server.mjs)
  const web = spawn(process.execPath, ['server.mjs'], { cwd: 'apps/web', stdio: 'inherit', env });
  children.push(web);
  web.on('exit', (code) => !stopping && stop(code ?? 1));
  await waitFor(`http://127.0.0.1:${webPort}/healthz`, 60_000).catch(() => {});
  process.stdout.write(
    `\nStorefront: http://localhost:${webPort} (each city at its subdomain: http://kyiv.localhost:${webPort})   API: http://localhost:${apiPort} (docs: /docs)   Back office: http://localhost:${apiPort}/admin/\n\n`,
  );
}
