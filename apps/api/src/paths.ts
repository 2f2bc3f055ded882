import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/api, found from this file: one level below it whether it runs as source (src/paths.ts,
 * through tsx in development and tests) or bundled (dist/server.mjs, `npm run build`), so the
 * migrations, the back office's files and data/ are found the same way by both.
 */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The repository root: data/ is found from here, whatever the cwd. */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
