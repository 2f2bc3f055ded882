#!/usr/bin/env node
/**
 * `npm run build -w @food/backoffice` (and `npm start`): builds the back office into dist/, which
 * the API serves while it runs. So that a running API never serves a half-written or missing
 * folder (several copies of the product may share this checkout, each starting with a build):
 *
 * - the build is skipped when dist/ was built from the same sources (a hash of them is kept in
 *   dist/.build-hash); `--force` builds anyway;
 * - otherwise Vite writes into a fresh folder beside it, the previous build's hashed files from the
 *   last 7 days are copied in (a tab opened before the deploy can still fetch its lazy pages), and
 *   the new folder replaces dist/ by two renames.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const APP = import.meta.dirname;
const ROOT = path.resolve(APP, '../..');
const DIST = path.join(APP, 'dist');
const HASH_FILE = '.build-hash';
const KEEP_OLD_ASSETS_MS = 7 * 24 * 60 * 60 * 1000;

/** Every file the bundle is made from, and the versions of the tools that make it. */
function sourceHash() {
  const hash = createHash('sha256');
  const add = (file) => {
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  };
  const walk = (dir) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.test\.tsx?$/.test(entry.name)) add(full);
    }
  };
  walk(path.join(APP, 'src'));
  walk(path.join(ROOT, 'packages/domain/src'));
  for (const file of ['index.html', 'vite.config.ts', 'package.json', 'build.mjs']) add(path.join(APP, file));
  add(path.join(ROOT, 'package-lock.json'));
  return hash.digest('hex');
}

function readHash() {
  try {
    return fs.readFileSync(path.join(DIST, HASH_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

const force = process.argv.includes('--force');
const hash = sourceHash();
if (!force && readHash() === hash && fs.existsSync(path.join(DIST, 'index.html'))) {
  console.warn('back office: dist/ is up to date with its sources, not rebuilt');
  process.exit(0);
}

// beside dist/ on the same file system (renames across file systems fail); node_modules is ignored
const scratch = path.join(APP, 'node_modules/.cache');
fs.mkdirSync(scratch, { recursive: true });
const next = fs.mkdtempSync(path.join(scratch, 'backoffice-build-'));
try {
  await build({
    root: APP,
    configFile: path.join(APP, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: next },
  });

  const oldAssets = path.join(DIST, 'assets');
  if (fs.existsSync(oldAssets)) {
    const now = Date.now();
    for (const name of fs.readdirSync(oldAssets)) {
      const target = path.join(next, 'assets', name);
      const source = path.join(oldAssets, name);
      const { mtime, atime } = fs.statSync(source);
      if (fs.existsSync(target) || now - mtime.getTime() >= KEEP_OLD_ASSETS_MS) continue;
      fs.copyFileSync(source, target, fs.constants.COPYFILE_FICLONE);
      // its age is its first build's, so it goes after 7 days however often the app is rebuilt
      fs.utimesSync(target, atime, mtime);
    }
  }
  fs.writeFileSync(path.join(next, HASH_FILE), `${hash}\n`);

  const old = `${next}-old`;
  if (fs.existsSync(DIST)) fs.renameSync(DIST, old);
  fs.renameSync(next, DIST);
  fs.rmSync(old, { recursive: true, force: true });
} catch (err) {
  fs.rmSync(next, { recursive: true, force: true });
  throw err;
}
