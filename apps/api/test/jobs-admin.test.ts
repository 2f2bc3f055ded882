/**
 * The job queue's dead-letter view over real HTTP (modules/jobs): owners list DEAD and failing
 * jobs (never their payload), retry one (it runs again) or discard one, each write audited; a
 * brand manager and outlet staff are refused, bad input is a 4xx that changes nothing.
 */
import { ZAdminJob, ZAdminJobList, ZAuditList } from '@food/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

describe.each(databaseKinds())('the dead-letter view on %s', (kind) => {
  let api: TestApi;
  let owner: TestStaff;
  let manager: TestStaff;
  let cook: TestStaff;
  const ids: Record<string, number> = {};
  const HOUR = 3_600_000;

  beforeAll(async () => {
    api = await startTestApi(kind);
    owner = await createStaff(api, 'OWNER');
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [1] });
    cook = await createStaff(api, 'OUTLET_STAFF', { outletIds: [1001] });
    const now = Date.now();
    // a kind no handler of this API runs: a retried one stays PENDING for the assertions
    const report = (key: string, extra: Partial<typeof jobs.$inferInsert>) => ({
      kind: 'test.report',
      key,
      payload: { phone: '+380501234567' },
      maxAttempts: 5,
      ...extra,
    });
    const rows = await api.database.db
      .insert(jobs)
      .values([
        report('dead', {
          state: 'DEAD',
          attempts: 5,
          lastError: 'Error: provider down',
          finishedAt: new Date(now - HOUR),
          updatedAt: new Date(now - HOUR),
        }),
        report('failing', {
          attempts: 2,
          lastError: 'Error: timeout',
          runAt: new Date(now + HOUR),
          updatedAt: new Date(now - 2 * HOUR),
        }),
        report('waiting', { runAt: new Date(now + HOUR) }),
        report('running', { state: 'RUNNING', attempts: 1, runAt: new Date(now + HOUR) }),
        report('done', { state: 'DONE', attempts: 1, finishedAt: new Date(now) }),
        {
          kind: 'housekeeping',
          key: 'recurring',
          state: 'DEAD' as const,
          attempts: 3,
          maxAttempts: 3,
          lastError: 'Error: database away',
          updatedAt: new Date(now - 3 * HOUR),
        },
      ])
      .returning({ id: jobs.id, key: jobs.key, kind: jobs.kind });
    for (const r of rows) ids[r.kind === 'housekeeping' ? 'housekeeping' : r.key] = r.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  const rowOf = async (id: number) => (await api.database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

  it('lists DEAD and failing jobs with kind, key, attempts and last error, never the payload', async () => {
    const list = await expectContract(await owner.get('/admin/v1/jobs'), ZAdminJobList);
    expect(list.data.map((j) => [j.key, j.state, j.attempts, j.lastError])).toEqual([
      ['dead', 'DEAD', 5, 'Error: provider down'],
      ['failing', 'PENDING', 2, 'Error: timeout'],
      ['recurring', 'DEAD', 3, 'Error: database away'],
    ]);
    expect(list.pagination).toEqual({ page: 1, size: 20, total: 3, totalPages: 1 });
    expect(list.counts).toMatchObject({ DEAD: 2, FAILING: 1, RUNNING: 1, DONE: 1 });
    expect(JSON.stringify(list)).not.toContain('+380501234567');

    const dead = await expectContract(
      await owner.get('/admin/v1/jobs?state=DEAD&kind=test.report'),
      ZAdminJobList,
    );
    expect(dead.data.map((j) => j.key)).toEqual(['dead']);
    const failing = await expectContract(await owner.get('/admin/v1/jobs?state=FAILING'), ZAdminJobList);
    expect(failing.data.map((j) => j.key)).toEqual(['failing']);
    const paged = await expectContract(await owner.get('/admin/v1/jobs?size=2&page=2'), ZAdminJobList);
    expect(paged.data.map((j) => j.key)).toEqual(['recurring']);
    expect(paged.pagination.totalPages).toBe(2);
  });

  it('refuses everyone but owners, and a write without the CSRF token', async () => {
    for (const member of [manager, cook]) {
      await expectError(await member.get('/admin/v1/jobs'), 403, 'FORBIDDEN');
      await expectError(await member.post(`/admin/v1/jobs/${ids.dead}/retry`, {}), 403, 'FORBIDDEN');
      await expectError(await member.del(`/admin/v1/jobs/${ids.dead}`), 403, 'FORBIDDEN');
    }
    await expectError(await api.get('/admin/v1/jobs'), 401);
    const noCsrf = await fetch(`${api.url}/admin/v1/jobs/${ids.dead}/retry`, {
      method: 'POST',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noCsrf.status).toBe(403);
    expect(await rowOf(ids.dead!)).toMatchObject({ state: 'DEAD', attempts: 5 });
  });

  it('answers bad input with a 4xx and changes nothing', async () => {
    await expectError(await owner.get('/admin/v1/jobs?state=LOST'), 400, 'VALIDATION_ERROR');
    await expectError(await owner.get('/admin/v1/jobs?size=0'), 400, 'VALIDATION_ERROR');
    await expectError(await owner.get('/admin/v1/jobs?page=x'), 400, 'VALIDATION_ERROR');
    await expectError(await owner.post('/admin/v1/jobs/abc/retry', {}), 400, 'VALIDATION_ERROR');
    await expectError(await owner.del('/admin/v1/jobs/-1'), 400, 'VALIDATION_ERROR');
    await expectError(await owner.post('/admin/v1/jobs/999999999/retry', {}), 404, 'JOB_NOT_FOUND');
    await expectError(await owner.del('/admin/v1/jobs/999999999'), 404, 'JOB_NOT_FOUND');
    // a running job is its worker's, a done one has nothing left to do
    await expectError(await owner.post(`/admin/v1/jobs/${ids.running}/retry`, {}), 409, 'JOB_NOT_RETRYABLE');
    await expectError(await owner.del(`/admin/v1/jobs/${ids.done}`), 409, 'JOB_NOT_RETRYABLE');
    expect(await rowOf(ids.running!)).toMatchObject({ state: 'RUNNING', attempts: 1 });
    expect(await rowOf(ids.done!)).toMatchObject({ state: 'DONE' });
    const audit = await expectContract(await owner.get('/admin/v1/audit?kind=job'), ZAuditList);
    expect(audit.data).toEqual([]);
  });

  it('retries a DEAD job with a fresh set of attempts, audited', async () => {
    const before = Date.now();
    const job = await expectContract(await owner.post(`/admin/v1/jobs/${ids.dead}/retry`, {}), ZAdminJob);
    expect(job).toMatchObject({
      key: 'dead',
      state: 'PENDING',
      attempts: 0,
      lastError: 'Error: provider down',
    });
    expect(new Date(job.runAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(job.runAt).getTime()).toBeLessThanOrEqual(Date.now());
    const audit = await expectContract(await owner.get('/admin/v1/audit?kind=job.retry'), ZAuditList);
    expect(audit.data).toHaveLength(1);
    expect(audit.data[0]).toMatchObject({
      kind: 'job.retry',
      entityType: 'job',
      entityId: String(ids.dead),
      before: { state: 'DEAD', attempts: 5, jobKey: 'dead' },
      after: { state: 'PENDING', attempts: 0 },
    });
  });

  it('runs a retried job again: the clean-up given up as DEAD runs and waits for its next time', async () => {
    await expectContract(await owner.post(`/admin/v1/jobs/${ids.housekeeping}/retry`, {}), ZAdminJob);
    const deadline = Date.now() + 10_000;
    while ((await rowOf(ids.housekeeping!))?.lastError !== null && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const row = await rowOf(ids.housekeeping!);
    // it ran (a run that succeeds clears the error) and is due again one interval later
    expect(row).toMatchObject({ state: 'PENDING', attempts: 0, lastError: null });
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + 500_000);
  });

  it('discards a job: gone, audited with what it was', async () => {
    const res = await owner.del(`/admin/v1/jobs/${ids.failing}`);
    expect(res.status).toBe(204);
    expect(await rowOf(ids.failing!)).toBeUndefined();
    const audit = await expectContract(await owner.get('/admin/v1/audit?kind=job.discard'), ZAuditList);
    expect(audit.data[0]).toMatchObject({
      entityId: String(ids.failing),
      before: {
        kind: 'test.report',
        jobKey: 'failing',
        state: 'PENDING',
        attempts: 2,
        lastError: 'Error: timeout',
      },
      after: null,
    });
    expect(
      (
        await api.database.db
          .select()
          .from(jobs)
          .where(inArray(jobs.id, [ids.waiting!, ids.running!]))
      ).length,
    ).toBe(2);
  });
});
