/**
 * The image renderer's bounds, against the API as `npm run start:api` runs it, in its own process
 * so that only the API's memory is measured (VmRSS of its pid): 200 odd parameter combinations
 * are refused with a 400 and leave the memory where a warm-up of the allowed variants left it,
 * and every allowed variant still renders at its size. Before the fixed list, each odd
 * combination was a new render: 96 of them took the API from 381 MB to 1,471 MB.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { illustrationSize } from '../src/modules/media/illustrations.js';
import {
  ALLOWED_IMAGE_VARIANTS,
  type ImageVariant,
  variantQuery,
} from '../src/modules/media/image-variants.js';
import { createPostgresDatabase, databaseKinds } from './harness.js';
import { freePort, run, waitForReady, type RunningProcess } from './process.js';

/** a demo dish, a banner and a promotion: the three natural sizes of the illustrations */
const KEYS = [
  'roll.philadelphia-classic',
  'banner.sushi-sm-ua-sets-weekend',
  'promo.pizza-pc-ua-combo-tuesday',
];
/** what 200 refused requests may add to the API's RSS (request garbage, not pictures) */
const ALLOWED_GROWTH_MB = 16;

/** The node process running the API under `npm run start:api` (npm and sh sit in between): the built dist/server.mjs. */
function serverPid(root: number): number {
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    if (path.basename(args[0]!) === 'node' && args.some((a) => a.endsWith('dist/server.mjs'))) return pid;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (children) queue.push(...children.split(' ').map(Number));
    }
  }
  throw new Error(`no dist/server.mjs process under ${root}`);
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** Requests well-formed or not, none of them a served variant: 200 distinct query strings. */
function oddQueries(): string[] {
  const served = new Set(ALLOWED_IMAGE_VARIANTS.map(variantQuery));
  const odd: string[] = [];
  const add = (q: string) => odd.includes(q) || odd.push(q);
  // sizes and qualities of the right type that the storefront never asks for
  for (const w of [1, 2, 17, 99, 150, 320, 333, 500, 640, 750, 1000, 1080, 1500, 1920, 2048, 2400]) {
    add(`w=${w}`);
    add(`w=${w}&h=${w}&mode=fill`);
  }
  for (let q = 1; q <= 100; q += 3) if (q !== 10 && q !== 80) add(`w=400&q=${q}`);
  for (const [w, h] of [
    [400, 400],
    [800, 800],
    [1600, 1600],
    [2400, 2400],
    [1, 2400],
    [2400, 1],
    [1200, 631],
    [720, 406],
  ])
    for (const mode of ['fit', 'fill']) add(`w=${w}&h=${h}&mode=${mode}`);
  for (const v of ALLOWED_IMAGE_VARIANTS) {
    // a served size in the other format, or at another quality
    const other: ImageVariant = { ...v, format: v.format === 'webp' ? 'jpeg' : 'webp' };
    if (!served.has(variantQuery(other))) add(variantQuery(other));
    add(variantQuery({ ...v, q: v.q + 1 }));
  }
  add('h=400');
  add('q=10');
  // blur, other formats and modes, unknown parameters
  for (const blur of ['0.3', '1', '5', '50', '100', '1000', '-1', 'abc']) add(`w=400&blur=${blur}`);
  for (const format of ['avif', 'png', 'gif', 'tiff', 'heif', 'jxl', 'svg', 'WEBP', ''])
    add(`w=400&format=${format}`);
  for (const mode of ['crop', 'inside', 'outside', 'cover', 'contain', 'FIT'])
    add(`w=400&h=400&mode=${mode}`);
  for (const name of ['sigma', 'dpr', 'fit', 'width', 'quality', 'density']) add(`w=400&${name}=2`);
  // huge, negative, non-numeric
  for (const w of [
    '1e9',
    '99999999999999999999',
    '2401',
    'Infinity',
    '-1',
    '-400',
    'abc',
    '400px',
    'NaN',
    'null',
    '4%2000',
  ])
    add(`w=${w}`);
  for (const h of ['1e6', '-300', 'x', '%00']) add(`w=400&h=${h}`);
  for (const q of ['1e9', '-80', 'high', '0', '101', '80.5']) add(`w=400&q=${q}`);
  add('w=400&w=800');
  for (const q of odd) if (served.has(q)) throw new Error(`${q} is served`);
  return odd.slice(0, 200);
}

describe.each(databaseKinds())('image renderer bounds (%s, the API in its own process)', (kind) => {
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  let url: string;
  let api: RunningProcess;
  let pid: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-media-bounds-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // MALLOC_ARENA_MAX empty: the allocator setting comes from the start script, as in production
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      API_PORT: String(port),
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: '',
    };
    if (kind === 'postgres') {
      const pg = await createPostgresDatabase();
      env.DATABASE_URL = pg.url;
      dropDatabase = pg.drop;
    }
    api = run('npm', ['run', 'start:api', '--silent'], env);
    await waitForReady(url, api);
    pid = serverPid(api.child.pid!);
  }, 120_000);

  afterAll(async () => {
    if (api?.child.exitCode === null) {
      process.kill(-api.child.pid!, 'SIGTERM');
      await api.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  });

  it('runs with two malloc arenas (set by the start script)', () => {
    const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    expect(environ).toContain('MALLOC_ARENA_MAX=2');
  });

  it('renders every allowed variant at its size, then refuses 200 odd ones with memory flat', async () => {
    const get = async (p: string) => {
      const res = await fetch(url + p);
      return { res, body: Buffer.from(await res.arrayBuffer()) };
    };
    // every allowed variant of each kind of picture, checked as it arrives
    for (const key of KEYS) {
      const natural = illustrationSize(key)!;
      for (const v of ALLOWED_IMAGE_VARIANTS) {
        const query = variantQuery(v);
        const { res, body } = await get(`/catalog/v1/images/${key}?${query}`);
        expect(res.status, `${key}?${query}`).toBe(200);
        expect(res.headers.get('content-type')).toBe(v.format === 'jpeg' ? 'image/jpeg' : 'image/webp');
        const meta = await sharp(body).metadata();
        const expected =
          v.mode === 'fill'
            ? [v.w, v.h]
            : v.w === undefined
              ? [natural.width, natural.height]
              : v.h === undefined
                ? [v.w, Math.round((v.w * natural.height) / natural.width)]
                : // a fit box (an uploaded logo's 296×80): the whole picture inside it
                  ((scale) => [Math.round(natural.width * scale), Math.round(natural.height * scale)])(
                    Math.min(v.w / natural.width, v.h / natural.height),
                  );
        expect([meta.format, meta.width, meta.height], `${key}?${query}`).toEqual([v.format, ...expected]);
      }
    }
    // a second round is served from the cache: the baseline is the API with its pictures drawn
    for (const key of KEYS)
      for (const v of ALLOWED_IMAGE_VARIANTS) await get(`/catalog/v1/images/${key}?${variantQuery(v)}`);
    const before = rssMb(pid);

    const odd = oddQueries();
    expect(odd).toHaveLength(200);
    for (const [n, query] of odd.entries()) {
      const { res, body } = await get(`/catalog/v1/images/${KEYS[n % KEYS.length]}?${query}`);
      expect(res.status, query).toBe(400);
      const { error } = JSON.parse(body.toString()) as {
        error: { code: string; message: string; details?: unknown[] };
      };
      expect(['VALIDATION_ERROR', 'IMAGE_VARIANT_NOT_ALLOWED'], query).toContain(error.code);
      if (error.code === 'IMAGE_VARIANT_NOT_ALLOWED') {
        // the answer names what is served
        expect(error.details).toEqual(ALLOWED_IMAGE_VARIANTS.map(variantQuery));
      }
    }
    const after = rssMb(pid);
    expect(after - before, `RSS ${before.toFixed(0)} MB -> ${after.toFixed(0)} MB`).toBeLessThan(
      ALLOWED_GROWTH_MB,
    );
  }, 180_000);
});
