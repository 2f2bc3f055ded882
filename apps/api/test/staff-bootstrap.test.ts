/**
 * The first owner (ARCHITECTURE.md "Back office and the machine API"): on a start with no staff
 * account, ADMIN_EMAIL and ADMIN_PASSWORD create the owner; otherwise a one-time setup link is
 * written to the log. Safe with instances starting at once on one PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZLinkInfo, ZSignInResponse } from '@food/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { auditLog, staffUsers } from '../src/db/schema.js';
import { bootstrapStaff } from '../src/modules/staff/bootstrap.js';
import { systemClock } from '../src/lib/clock.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { SERVER, freePort, run, waitForReady, type RunningProcess } from './process.js';
import { signIn, uniqueIp } from './staff-sign-in-fixtures.js';

describe.each(databaseKinds())('staff bootstrap on %s', (kind) => {
  let api: TestApi;
  const lines: string[] = [];
  const bootstrap = (env: Record<string, string> = {}) =>
    bootstrapStaff({
      db: api.database.db,
      config: loadConfig({ PUBLIC_API_URL: api.url, ...env }),
      clock: systemClock,
      log: { info: (msg) => lines.push(msg) },
    });
  const owners = () => api.database.db.select().from(staffUsers).where(eq(staffUsers.role, 'OWNER'));
  const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('writes a one-time setup link to the log; opening it creates the owner the visitor describes', async () => {
    const first = await bootstrap();
    const second = await bootstrap(); // a second instance, or a restart before anyone came
    if (first.outcome !== 'setupLink' || second.outcome !== 'setupLink')
      throw new Error('expected setup links');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(first.link);
    expect(lines[0]).toMatch(/^back office: no staff account yet\. Open this one-time link/);
    expect(first.link).toMatch(new RegExp(`^${api.url}/admin/link/[A-Za-z0-9_-]{43}$`));

    const token = tokenOf(first.link);
    const info = await expectContract(await api.get(`/admin/v1/links/${token}`), ZLinkInfo);
    expect(info).toMatchObject({ kind: 'SETUP', email: null, name: null });
    const post = (body: Record<string, unknown>) =>
      api.post(`/admin/v1/links/${token}`, body, { headers: { 'x-forwarded-for': uniqueIp() } });
    await expectError(await post({ password: 'a long owner password' }), 400, 'VALIDATION_ERROR');
    await expectError(
      await post({ email: 'boss@example.com', name: 'Boss', password: 'boss@example.com' }),
      400,
      'WEAK_PASSWORD',
    );
    expect(await owners()).toEqual([]);
    const created = await expectContract(
      await post({
        email: 'Boss@Example.com',
        name: 'Boss',
        password: 'a long owner password',
        language: 'en',
      }),
      ZSignInResponse,
    );
    expect(created.member).toMatchObject({
      email: 'boss@example.com',
      name: 'Boss',
      role: 'OWNER',
      language: 'en',
    });
    await signIn(api, 'boss@example.com', 'a long owner password');

    // one owner only: the link is spent, and the other start's link dies with the first owner
    await expectError(
      await post({ email: 'x@example.com', name: 'X', password: 'a long owner password' }),
      400,
      'LINK_INVALID',
    );
    await expectError(await api.get(`/admin/v1/links/${tokenOf(second.link)}`), 400, 'LINK_INVALID');
    expect(await owners()).toHaveLength(1);
    expect(await bootstrap()).toEqual({ outcome: 'staffExists' });
    expect(lines).toHaveLength(2);
  });

  it('creates the owner from ADMIN_EMAIL and ADMIN_PASSWORD, once, even with two instances at once', async () => {
    await api.database.db.delete(staffUsers);
    lines.length = 0;
    const env = { ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'the owner password' };
    const results = await Promise.all([bootstrap(env), bootstrap(env), bootstrap(env)]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['ownerCreated', 'staffExists', 'staffExists']);
    const rows = await owners();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'owner@example.com', isActive: true });
    expect(lines).toEqual([
      'back office: owner owner@example.com created from ADMIN_EMAIL and ADMIN_PASSWORD',
    ]);
    const { body } = await signIn(api, 'owner@example.com', 'the owner password');
    expect(body.secondFactorRequired).toBe(false);
    const [entry] = await api.database.db.select().from(auditLog).where(eq(auditLog.kind, 'staff.bootstrap'));
    expect(entry).toMatchObject({
      staffId: rows[0]!.id,
      actorLabel: 'start-up (ADMIN_EMAIL owner@example.com)',
    });
    // a later start with other settings changes nobody's password
    expect(await bootstrap({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'another password' })).toEqual(
      {
        outcome: 'staffExists',
      },
    );
    await signIn(api, 'owner@example.com', 'the owner password');
  });

  it('refuses half the settings, or a short password, at start', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.com' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD must be at least 10/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'nobody', ADMIN_PASSWORD: 'a long password' })).toThrow(
      /ADMIN_EMAIL/,
    );
  });
});

describe('the API process on a first start', () => {
  let dataDir: string;
  let url: string;
  let proc: RunningProcess;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-api-staff-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    proc = run('node', ['--import', 'tsx', SERVER], {
      DATA_DIR: dataDir,
      API_PORT: String(port),
      LOG_LEVEL: 'info',
    });
    await waitForReady(url, proc);
  });
  afterAll(async () => {
    if (proc.child.exitCode === null) process.kill(-proc.child.pid!, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs one line at info level with the setup link, which opens the owner’s form', async () => {
    const lines = proc
      .output()
      .split('\n')
      .filter((l) => l.includes('/admin/link/'))
      .map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe(30);
    const link = /(http\S+\/admin\/link\/[A-Za-z0-9_-]{43})/.exec(lines[0]!.msg)![1]!;
    const token = link.split('/').pop()!;
    const info = await expectContract(await fetch(`${url}/admin/v1/links/${token}`), ZLinkInfo);
    expect(info.kind).toBe('SETUP');
  });
});
