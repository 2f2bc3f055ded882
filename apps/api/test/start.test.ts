/**
 * The process as a newcomer runs it: `npm start` on an empty data folder, the seed command
 * while the API runs, graceful shutdown, a restart on the same data, and bad configuration;
 * then production mode, which refuses the demo providers unless DEMO=true.
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
    // the demo says loudly what its providers mean, one warning each
    const warnings = api
      .output()
      .split('\n')
      .filter((l) => l.includes('DEMO PROVIDER'));
    expect(warnings.map((l) => (JSON.parse(l) as { level: number }).level)).toEqual([40, 40, 40, 40, 40]);
    expect(warnings[0]).toContain('anyone can read them at GET /customer/dev/sms');
    expect(warnings[1]).toContain('orders paid with no money moving');
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
    // the lock names this very process: its pid, the boot and its start time (db/data-dir-lock.ts)
    const [pid, bootId, startTime] = fs.readFileSync(path.join(dataDir, 'api.pid'), 'utf8').split('\n');
    expect(Number(pid)).toBeGreaterThan(0);
    if (fs.existsSync('/proc/sys/kernel/random/boot_id')) {
      expect(bootId).toBe(fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim());
      expect(startTime).toMatch(/^\d+$/);
    }
  });

  it('refuses to seed while the API holds the embedded database', async () => {
    const seed = run(process.execPath, ['--import', 'tsx', SEED_CLI], { DATA_DIR: dataDir });
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toMatch(/open in another process/);
  });

  it('finishes an in-flight request on SIGTERM, then exits cleanly', async () => {
    // the largest banner the storefront asks for takes the renderer a while: in flight at SIGTERM
    const inFlight = fetch(
      `${url}/catalog/v1/images/banner.pizza-pc-ua-kharkiv?w=1600&h=600&format=webp&mode=fill&q=80`,
    );
    await new Promise((r) => setTimeout(r, 50));
    // the signal goes to the API process itself, as a process manager sends it
    const pid = Number(fs.readFileSync(path.join(dataDir, 'api.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGTERM');
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

  it('refuses to start in production with the demo providers, naming each setting (EX_CONFIG)', async () => {
    const refused = run(process.execPath, ['--import', 'tsx', SERVER], {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      API_PORT: String(port),
    });
    expect(await refused.exited).toBe(78);
    const out = refused.output();
    expect(out).toMatch(/SMS_PROVIDER: SMS_PROVIDER=log is a demo provider/);
    expect(out).toMatch(/PAYMENT_PROVIDER: PAYMENT_PROVIDER=test is a demo provider/);
    expect(out).toContain('DEMO=true');
    expect(out).not.toContain('ADDRESS_PROVIDER:');
  });

  // a fresh data folder: the migrations alone take PGlite ~20 s on a busy machine
  it('starts in production with DEMO=true: warns, has no SMS inbox, and cleans up on its timer', async () => {
    const demoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-api-demo-'));
    const demoPort = await freePort();
    const demoUrl = `http://127.0.0.1:${demoPort}`;
    const demo = run(process.execPath, ['--import', 'tsx', SERVER], {
      NODE_ENV: 'production',
      DEMO: 'true',
      DATA_DIR: demoDir,
      API_PORT: String(demoPort),
      SEED_ON_START: 'false',
      CLEANUP_INTERVAL_SECONDS: '1',
      LOG_LEVEL: 'debug',
    });
    try {
      await waitForReady(demoUrl, demo);
      const warnings = demo
        .output()
        .split('\n')
        .filter((l) => l.includes('DEMO PROVIDER'))
        .map((l) => JSON.parse(l) as { level: number; msg: string });
      expect(warnings.map((w) => [w.level, w.msg.split(':')[0]])).toEqual([
        [40, 'DEMO PROVIDER SMS_PROVIDER=log'],
        [40, 'DEMO PROVIDER PAYMENT_PROVIDER=test'],
        [40, 'DEMO PROVIDER ADDRESS_PROVIDER=builtin'],
        [40, 'DEMO PROVIDER SMTP_URL=unset'],
        [40, 'DEMO PROVIDER VAPID_PUBLIC_KEY=unset'],
      ]);
      // in production the codes go to the log only
      expect(warnings[0]!.msg).not.toContain('/customer/dev/sms');
      expect((await fetch(`${demoUrl}/customer/dev/sms?recipient=%2B380671234567`)).status).toBe(404);

      const deadline = Date.now() + 15_000;
      while (!demo.output().includes('clean-up: nothing expired') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(demo.output()).toContain('clean-up: nothing expired');
    } finally {
      demo.child.kill('SIGTERM');
      expect(await demo.exited).toBe(0);
      fs.rmSync(demoDir, { recursive: true, force: true });
    }
  }, 120_000);
});
