/**
 * The back office's first load (issue 18: "its own first-load JS budget in the bench, ≤ 150 KB
 * gzip for the board"): the app built as `npm start` builds it, served by the API, an owner signed
 * in, then the board opened in a fresh tab of Debian's Chromium. Every script that load fetches is
 * counted, gzipped at level 9 (the .gz the build writes beside each file), so a page made lazy
 * by mistake or a library pulled into the board shows here.
 *
 * Part of `npm run bench`; alone: `npx tsx bench/backoffice-bench.ts` (rewrites only its section of
 * bench/RESULTS.md).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { runAlone } from './results-section.js';
import { REPO_ROOT, SERVER, freePort, run, waitForReady } from '../apps/api/test/process.js';

const BUDGET_KB = 150;
const EMAIL = 'bench-first-load@example.com';
const PASSWORD = 'bench-first-load-password';
const APP_DIR = path.join(REPO_ROOT, 'apps/backoffice');
const ASSETS = path.join(APP_DIR, 'dist/assets');

export interface BackofficeFigures {
  markdown: string;
  withinBudget: boolean;
  gzipBytes: number;
}

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['build.mjs'], { cwd: APP_DIR, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`back office build failed (${code})`)),
    );
  });
}

interface Script {
  name: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizes(name: string): Script {
  const body = fs.readFileSync(path.join(ASSETS, name));
  return {
    name,
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The scripts a fresh tab fetches to show the board to a signed-in member. */
async function boardScripts(apiUrl: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const signIn = await browser.newContext({ locale: 'en-GB' });
    const page = await signIn.newPage();
    await page.goto(`${apiUrl}/admin/sign-in`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('board-column-new').waitFor();
    const state = await signIn.storageState();
    await signIn.close();

    // a new context: nothing cached, only the session cookie carried over
    const fresh = await browser.newContext({ locale: 'en-GB', storageState: state });
    const board = await fresh.newPage();
    const scripts = new Set<string>();
    board.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
    });
    await board.goto(`${apiUrl}/admin/`, { waitUntil: 'networkidle' });
    await board.getByTestId('board-column-new').waitFor();
    await fresh.close();
    return [...scripts];
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function runBackofficeBench(): Promise<BackofficeFigures> {
  process.stdout.write('back office first load: building (skipped when up to date)… ');
  await build();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-bench-backoffice-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const api = run(process.execPath, ['--import', 'tsx', SERVER], {
    DATA_DIR: dataDir,
    API_PORT: String(port),
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  try {
    await waitForReady(url, api);
    const loaded = await boardScripts(url);
    const scripts = loaded
      .filter((p) => p.startsWith('/admin/assets/'))
      .map((p) => sizes(path.basename(p)))
      .sort((a, b) => b.gzip - a.gzip);
    if (scripts.length !== loaded.length || scripts.length === 0)
      throw new Error(`unexpected scripts on the board: ${loaded.join(', ')}`);
    const total = scripts.reduce(
      (t, s) => ({ raw: t.raw + s.raw, gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli }),
      {
        raw: 0,
        gzip: 0,
        brotli: 0,
      },
    );
    // this build's scripts (dist/ also keeps older builds' files for tabs opened before it)
    const manifest = JSON.parse(
      fs.readFileSync(path.join(APP_DIR, 'dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const lazy = [...new Set(Object.values(manifest).map((m) => path.basename(m.file)))]
      .filter((f) => f.endsWith('.js') && !scripts.some((s) => s.name === f))
      .map(sizes);
    const lazyGzip = lazy.reduce((t, s) => t + s.gzip, 0);
    const withinBudget = total.gzip <= BUDGET_KB * 1024;
    process.stdout.write(`${kb(total.gzip)} gzip, ${withinBudget ? 'within' : 'OVER'} budget\n`);
    const rows = scripts.map((s) => `| \`${s.name}\` | ${kb(s.raw)} | ${kb(s.gzip)} | ${kb(s.brotli)} |`);
    const markdown = `## Back office first load

Written ${new Date().toISOString()} by \`bench/backoffice-bench.ts\` (part of \`npm run bench\`;
alone: \`npx tsx bench/backoffice-bench.ts\`). The back office built by Vite as \`npm start\`
builds it and served by the API; an owner signed in, then the board (\`/admin/\`) opened in a
fresh tab of Debian's Chromium (nothing cached). Every script that load fetched:

| script | raw | gzip (level 9) | brotli (q 11) |
|---|---|---|---|
${rows.join('\n')}
| **the board's first load** | ${kb(total.raw)} | **${kb(total.gzip)}** | ${kb(total.brotli)} |

Budget: ≤ ${BUDGET_KB} KB gzip: ${withinBudget ? 'within budget' : '**over budget**'}. React and React DOM
are most of it; the other pages (${lazy.length} files, ${kb(lazyGzip)} gzip together) are fetched when
first opened. The API sends the pre-compressed .br or .gz the build wrote (immutable, hashed names).
`;
    return { markdown, withinBudget, gzipBytes: total.gzip };
  } finally {
    api.child.kill('SIGTERM');
    await api.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  runAlone('Back office first load', runBackofficeBench);
