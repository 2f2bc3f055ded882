#!/usr/bin/env node
/**
 * `npm run build -w @food/api`: the API as JavaScript for production (issue 22 item 3), so it no
 * longer runs through tsx. esbuild bundles the API's own code and the workspace packages
 * (@food/contracts, @food/domain: TypeScript sources) into dist/server.mjs and dist/seed.mjs;
 * every other package stays an import from node_modules, as installed. dist/ sits one level
 * below apps/api like src/, so src/paths.ts finds the migrations and data/ the same way.
 *
 * One file per entry, no shared chunks: an API that is running never loads a file of dist/ after
 * its start, so another build (an e2e worker's `npm start`) may replace them. Each build writes
 * into a folder of its own and renames its files into dist/ (a rename replaces a file whole).
 */
import { build } from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Bare imports load from node_modules at run time, except the workspace's TypeScript packages. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@food/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'food-api-build-'));
await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', seed: 'src/db/seed/cli.ts' },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [nodeModulesExternal],
});
const dist = path.join(root, 'dist');
fs.mkdirSync(dist, { recursive: true });
for (const file of fs.readdirSync(out)) {
  // renamed within dist/ (same file system), after a copy across /tmp's
  const staged = path.join(dist, `.${process.pid}.${file}`);
  fs.copyFileSync(path.join(out, file), staged);
  fs.renameSync(staged, path.join(dist, file));
}
fs.rmSync(out, { recursive: true, force: true });
process.stdout.write(`api built into apps/api/dist in ${Date.now() - started} ms\n`);
