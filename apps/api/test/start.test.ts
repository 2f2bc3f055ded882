/**
 * The process as a newcomer runs it: `npm start` on an empty data folder, the seed command
 * while the API runs, graceful shutdown, a restart on the same data, and bad configuration.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZInitResponse } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './harness.js';
import { SEED_CLI, SERVER, freePort, run, waitForReady, type RunningProcess } from './process.js';

describe('the API process', () => {
  let dataDir: string;
  let port: number;
  let url: string;
  let api: RunningProcess;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-api-'));
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    api = run('npm', ['run', 'start:api', '--silent'], {
      DATA_DIR: dataDir,
      API_PORT: String(port),
      LOG_LEVEL: 'info',
    });
    await waitForReady(url, api);
  });

  afterAll(async () => {
    if (api.child.exitCode === null) process.kill(-api.child.pid!, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts (npm run start:api, which npm start runs) on an empty data folder and serves init for every demo brand', async () => {
    expect(api.output()).toContain('demo data loaded');
    expect(api.output()).toMatch(/operator API token for this run/);
    for (const [rn, city] of [
      [1, 'kyiv'],
      [2, 'kyiv'],
      [3, 'dubai'],
    ] as const) {
      const init = await expectContract(
        await fetch(`${url}/config/v1/init?rn=${rn}&target=WEB`),
        ZInitResponse,
      );
      expect(init.businessRegion.slug).toBe(city);
    }
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
  });

  it('refuses to seed while the API holds the embedded database', async () => {
    const seed = run(process.execPath, ['--import', 'tsx', SEED_CLI], { DATA_DIR: dataDir });
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toMatch(/open in another process/);
  });

  it('finishes an in-flight request on SIGTERM, then exits cleanly', async () => {
    // a large AVIF takes the renderer a while: long enough to be in flight at SIGTERM
    const inFlight = fetch(`${url}/catalog/v1/images/banner.shutdown-check?w=2400&format=avif&q=90`);
    await new Promise((r) => setTimeout(r, 150));
    // the signal goes to the API process itself, as a process manager sends it
    process.kill(Number(fs.readFileSync(path.join(dataDir, 'api.pid'), 'utf8')), 'SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(await api.exited).toBe(0);
    expect(api.output()).toContain('stopped');
    expect(fs.existsSync(path.join(dataDir, 'api.pid'))).toBe(false);
  });

  it('keeps its data across a restart and does not seed again', async () => {
    const again = run(process.execPath, ['--import', 'tsx', SERVER], {
      DATA_DIR: dataDir,
      API_PORT: String(port),
      LOG_LEVEL: 'info',
    });
    try {
      await waitForReady(url, again);
      expect(again.output()).not.toContain('demo data loaded');
      const init = await expectContract(await fetch(`${url}/config/v1/init?rn=2&target=WEB`), ZInitResponse);
      expect(init.config.brandSlug).toBe('pc-ua');
    } finally {
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    }
  });

  it('names every bad setting and exits with EX_CONFIG', async () => {
    const bad = run(process.execPath, ['--import', 'tsx', SERVER], {
      API_PORT: 'eighty',
      DATABASE_URL: 'mysql://db',
      LOG_LEVEL: 'loud',
      DATA_DIR: dataDir,
    });
    expect(await bad.exited).toBe(78);
    const out = bad.output();
    expect(out).toContain('API_PORT');
    expect(out).toContain('DATABASE_URL must be a postgres');
    expect(out).toContain('LOG_LEVEL');
  });
});
