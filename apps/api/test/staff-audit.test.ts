/**
 * The audit log over real HTTP (issue 18 item 3): every staff write is recorded with who, when,
 * what, before and after (never a password hash or secret), and owners browse it by member,
 * brand, outlet, kind and time, newest first.
 */
import { ZAuditList, ZInvitation, ZTotpSetup, type TAuditEntry } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../src/modules/staff/totp.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { PASSWORD, createMember, signIn, type StaffClient } from './staff-sign-in-fixtures.js';

describe.each(databaseKinds())('audit log on %s', (kind) => {
  let api: TestApi;
  let owner: StaffClient;
  let ownerId: string;
  let manager: StaffClient;
  let managerId: string;
  let invitedId: string;
  const startedAt = new Date(Date.now() - 1000).toISOString();

  beforeAll(async () => {
    api = await startTestApi(kind);
    const ownerRow = await createMember(api, 'OWNER');
    ownerId = ownerRow.id;
    owner = (await signIn(api, ownerRow.email)).client;
    const managerRow = await createMember(api, 'BRAND_MANAGER', { retailNetworkIds: [1] });
    managerId = managerRow.id;
    manager = (await signIn(api, managerRow.email)).client;

    // a day of staff writes
    const invitation = await expectContract(
      await manager.post('/admin/v1/staff/invitations', {
        email: `cook-${kind}@example.com`,
        name: 'Cook',
        role: 'OUTLET_STAFF',
        outletIds: [1002],
      }),
      ZInvitation,
    );
    invitedId = invitation.member.id;
    // refused writes leave nothing behind
    await expectError(
      await manager.post('/admin/v1/staff/invitations', {
        email: `cook-${kind}@example.com`,
        name: 'Cook',
        role: 'OUTLET_STAFF',
        outletIds: [1002],
      }),
      409,
      'EMAIL_TAKEN',
    );
    expect((await owner.patch(`/admin/v1/staff/${invitedId}`, { outletIds: [1003] })).status).toBe(200);
    expect((await owner.post(`/admin/v1/staff/${invitedId}/deactivate`)).status).toBe(200);
    expect(
      (await owner.patch('/admin/v1/settings', { requireTotp: false, unpaidCancelMinutes: 20 })).status,
    ).toBe(200);
    expect(
      (
        await manager.post('/admin/v1/me/password', {
          currentPassword: PASSWORD,
          newPassword: 'another long password',
        })
      ).status,
    ).toBe(200);
    const setup = await expectContract(await manager.post('/admin/v1/me/totp/setup'), ZTotpSetup);
    expect(
      (await manager.post('/admin/v1/me/totp/enable', { code: totpCodeAt(setup.secret, new Date()) })).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
  });

  const audit = async (query = '') => expectContract(await owner.get(`/admin/v1/audit${query}`), ZAuditList);
  const kinds = (entries: TAuditEntry[]) => entries.map((e) => e.kind);

  it('records each write with its actor, place, before and after, newest first', async () => {
    const { data } = await audit();
    expect(kinds(data)).toEqual([
      'staff.totp_enable',
      'staff.password_change',
      'settings.update',
      'staff.deactivate',
      'staff.update',
      'staff.invite',
    ]);
    const [totp, password, settings, deactivate, update, invite] = data;
    expect(invite).toMatchObject({
      staffId: managerId,
      actorLabel: expect.stringContaining('<'),
      entityType: 'staff_member',
      entityId: invitedId,
      retailNetworkId: 1,
      outletId: 1002,
      before: null,
      after: { role: 'OUTLET_STAFF', outletIds: [1002], isActive: false, hasPassword: false },
      clientIp: expect.any(String),
    });
    expect(update).toMatchObject({
      staffId: ownerId,
      before: { outletIds: [1002] },
      after: { outletIds: [1003] },
      outletId: 1003,
    });
    // the invitee had not come: deactivating withdrew the invitation
    expect(deactivate).toMatchObject({
      before: { isActive: false },
      after: { isActive: false },
      outletId: 1003,
    });
    expect(settings).toMatchObject({
      entityType: 'backoffice_settings',
      before: { unpaidCancelMinutes: 30 },
      after: { unpaidCancelMinutes: 20, requireTotp: false },
    });
    expect(password).toMatchObject({
      staffId: managerId,
      entityId: managerId,
      after: { passwordChangedAt: expect.any(String) },
    });
    expect(totp).toMatchObject({ before: { totpEnabled: false }, after: { totpEnabled: true } });
    // never a password, its hash or a TOTP secret
    expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash|totpSecret|another long password|"secret"/);
  });

  it('filters by member, brand, outlet, kind (exact or its prefix) and time, and pages', async () => {
    expect(kinds((await audit(`?staffId=${managerId}`)).data)).toEqual([
      'staff.totp_enable',
      'staff.password_change',
      'staff.invite',
    ]);
    expect(kinds((await audit('?outletId=1003')).data)).toEqual(['staff.deactivate', 'staff.update']);
    expect(kinds((await audit('?retailNetworkId=1&kind=staff.invite')).data)).toEqual(['staff.invite']);
    expect((await audit('?retailNetworkId=2')).data).toEqual([]);
    expect(kinds((await audit('?kind=settings')).data)).toEqual(['settings.update']);
    expect((await audit('?kind=staff')).data).toHaveLength(5);
    expect((await audit('?kind=staf')).data).toEqual([]);
    expect((await audit(`?from=${encodeURIComponent(startedAt)}`)).data).toHaveLength(6);
    expect((await audit(`?to=${encodeURIComponent(startedAt)}`)).data).toEqual([]);
    const page2 = await audit('?size=4&page=2');
    expect(kinds(page2.data)).toEqual(['staff.update', 'staff.invite']);
    expect(page2.pagination).toEqual({ page: 2, size: 4, total: 6, totalPages: 2 });
    await expectError(await owner.get('/admin/v1/audit?from=yesterday'), 400, 'VALIDATION_ERROR');
  });

  it('is for owners only', async () => {
    const other = await createMember(api, 'BRAND_MANAGER', { retailNetworkIds: [1, 2, 3] });
    const { client } = await signIn(api, other.email);
    await expectError(await client.get('/admin/v1/audit'), 403, 'FORBIDDEN');
    await expectError(await client.get('/admin/v1/audit?from=yesterday'), 403, 'FORBIDDEN');
    await expectError(await api.get('/admin/v1/audit'), 401, 'UNAUTHORIZED');
  });
});
