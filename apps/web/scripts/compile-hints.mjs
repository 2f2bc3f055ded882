#!/usr/bin/env node
/**
 * After `next build`: marks the scripts a page runs as it loads with V8's explicit compile hint,
 * `//# allFunctionsCalledOnLoad` on a file's first line (https://v8.dev/blog/explicit-compile-hints,
 * Chromium 136+; other engines read a comment). V8 then compiles every function of such a file on
 * the background thread that streams the script in, instead of compiling each one on the main
 * thread when it is first called. Those lazy compiles were ~40% of the storefront's longest task,
 * the one that starts the page (framework, router, flight decoding): 35 ms of an 85 ms task in a
 * CPU profile of the home page, and four times that on Lighthouse's slow phone.
 *
 * The files are the first-load scripts of every route, from the build's own route manifest
 * (`diagnostics/route-bundle-stats.json`, as the bench reads it); the lazily loaded ones (dialogs,
 * the map) are left to V8's lazy compiling, as most of their functions never run. Marking twice
 * changes nothing. Exits with an error when the manifest is missing: a build that silently lost
 * its hints would only show as a slower page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The first-load scripts of every route of the build in `distDir` (paths relative to the app). */
export function firstLoadScripts(appDir, distDir) {
  const manifest = path.join(appDir, distDir, 'diagnostics/route-bundle-stats.json');
  const routes = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  return [...new Set(routes.flatMap((r) => r.firstLoadChunkPaths))].filter((p) => p.endsWith('.js'));
}

/** Puts the hint on each script that lacks it; answers how many it marked. */
export function markScripts(appDir, scripts) {
  let marked = 0;
  for (const script of scripts) {
    const file = path.join(appDir, script);
    const text = fs.readFileSync(file, 'utf8');
    if (text.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + text);
    marked++;
  }
  return marked;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next';
  if (process.env.COMPILE_HINTS === 'off') {
    // for an A/B in bench/: the same build without the hints
    process.stdout.write('compile hints: off (COMPILE_HINTS=off)\n');
  } else {
    const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const scripts = firstLoadScripts(appDir, distDir);
    const marked = markScripts(appDir, scripts);
    process.stdout.write(
      `compile hints: ${marked} of ${scripts.length} first-load scripts marked in ${distDir}\n`,
    );
  }
}
