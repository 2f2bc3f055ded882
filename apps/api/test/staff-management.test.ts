/**
 * Managing back-office staff over real HTTP (issue 18 item 2): invitations by one-time link,
 * who may invite whom, edits, deactivation, password resets, places by role and settings.
 */
import {
  ZBackofficeSettings,
  ZInvitation,
  ZLinkInfo,
  ZPlaces,
  ZSignInResponse,
  ZStaffLink,
  ZStaffList,
  ZStaffListItemResponse,
} from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retailNetworks } from '../src/db/schema.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import {
  PASSWORD,
  clientFor,
  createMember,
  postSignIn,
  sessionCookieOf,
  signIn,
  uniqueIp,
  type StaffClient,
} from './staff-sign-in-fixtures.js';

describe.each(databaseKinds())('staff management on %s', (kind) => {
  let api: TestApi;
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };
  let owner: StaffClient;
  let manager1: StaffClient;
  let staff1001: StaffClient;

  beforeAll(async () => {
    api = await startTestApi(kind, { PUBLIC_API_URL: 'https://api.example.com' }, { clock });
    owner = (await signIn(api, (await createMember(api, 'OWNER')).email)).client;
    manager1 = (
      await signIn(api, (await createMember(api, 'BRAND_MANAGER', { retailNetworkIds: [1] })).email)
    ).client;
    staff1001 = (await signIn(api, (await createMember(api, 'OUTLET_STAFF', { outletIds: [1001] })).email))
      .client;
  });
  afterAll(async () => {
    await api?.close();
  });

  let seq = 0;
  const newEmail = () => `invitee${++seq}-${kind}@example.com`;
  const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;
  const accept = (link: string, body: Record<string, unknown>) =>
    api.post(`/admin/v1/links/${tokenOf(link)}`, body, { headers: { 'x-forwarded-for': uniqueIp() } });
  const invite = (by: StaffClient, body: Record<string, unknown>) =>
    by.post('/admin/v1/staff/invitations', { name: 'New Member', language: 'en', ...body });

  it('invites by a one-time link: an inactive member until the password is set, then signed in', async () => {
    const email = newEmail();
    const invitation = await expectContract(
      await invite(owner, {
        email: email.toUpperCase(),
        role: 'OUTLET_STAFF',
        outletIds: [1002, 1001, 1002],
      }),
      ZInvitation,
    );
    expect(invitation.link).toMatch(/^https:\/\/api\.example\.com\/admin\/link\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(invitation.expiresAt).getTime() - clock.now().getTime()).toBeGreaterThan(71.9 * 3600_000);
    expect(invitation.member).toMatchObject({
      email,
      isActive: false,
      hasPassword: false,
      outletIds: [1001, 1002],
    });
    await expectError(await postSignIn(api, email, PASSWORD, uniqueIp()), 401, 'INVALID_CREDENTIALS');

    const info = await expectContract(
      await api.get(`/admin/v1/links/${tokenOf(invitation.link)}`),
      ZLinkInfo,
    );
    expect(info).toMatchObject({ kind: 'INVITE', email, name: 'New Member' });
    await expectError(await accept(invitation.link, { password: 'short' }), 400, 'WEAK_PASSWORD');
    await expectError(await accept(invitation.link, { password: email }), 400, 'WEAK_PASSWORD');
    const res = await accept(invitation.link, { password: 'a good long password', name: 'Olena' });
    const cookie = sessionCookieOf(res);
    const body = await expectContract(res, ZSignInResponse);
    expect(body.member).toMatchObject({ email, name: 'Olena', role: 'OUTLET_STAFF' });
    const me = clientFor(api, cookie!, body.csrfToken, uniqueIp());
    expect((await me.get('/admin/v1/me')).status).toBe(200);
    // a link works once
    await expectError(
      await accept(invitation.link, { password: 'another long password' }),
      400,
      'LINK_INVALID',
    );
    await expectError(await api.get(`/admin/v1/links/${tokenOf(invitation.link)}`), 400, 'LINK_INVALID');
    await signIn(api, email, 'a good long password');
  });

  it('refuses an expired invitation with 410 and an unknown link with 400', async () => {
    const { link } = await expectContract(
      await invite(owner, { email: newEmail(), role: 'OWNER' }),
      ZInvitation,
    );
    offsetMs += 72 * 3600_000 + 1000;
    try {
      await expectError(await api.get(`/admin/v1/links/${tokenOf(link)}`), 410, 'LINK_EXPIRED');
      await expectError(await accept(link, { password: 'a good long password' }), 410, 'LINK_EXPIRED');
    } finally {
      offsetMs -= 72 * 3600_000 + 1000;
    }
    await expectError(await api.get(`/admin/v1/links/${'x'.repeat(43)}`), 400, 'LINK_INVALID');
    await expectError(await api.get('/admin/v1/links/short'), 400, 'LINK_INVALID');
  });

  it('refuses a taken e-mail and a scope that does not fit the role', async () => {
    const email = newEmail();
    await expectContract(
      await invite(owner, { email, role: 'BRAND_MANAGER', retailNetworkIds: [2] }),
      ZInvitation,
    );
    await expectError(
      await invite(owner, { email, role: 'BRAND_MANAGER', retailNetworkIds: [2] }),
      409,
      'EMAIL_TAKEN',
    );
    await expectError(
      await invite(owner, { email: newEmail(), role: 'BRAND_MANAGER' }),
      400,
      'INVALID_SCOPE',
    );
    await expectError(
      await invite(owner, { email: newEmail(), role: 'OUTLET_STAFF', outletIds: [4242] }),
      400,
      'INVALID_SCOPE',
    );
    await expectError(
      await invite(owner, { email: newEmail(), role: 'OWNER', outletIds: [1001] }),
      400,
      'INVALID_SCOPE',
    );
    await expectError(
      await invite(owner, { email: 'not an e-mail', role: 'OWNER' }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('lets a brand manager invite within their brand only, never an owner; outlet staff invite nobody', async () => {
    const inBrand = await invite(manager1, {
      email: newEmail(),
      role: 'OUTLET_STAFF',
      outletIds: [1001, 1011],
    });
    await expectContract(inBrand, ZInvitation);
    await expectContract(
      await invite(manager1, { email: newEmail(), role: 'BRAND_MANAGER', retailNetworkIds: [1] }),
      ZInvitation,
    );
    await expectError(
      await invite(manager1, { email: newEmail(), role: 'OUTLET_STAFF', outletIds: [2001] }),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await invite(manager1, { email: newEmail(), role: 'BRAND_MANAGER', retailNetworkIds: [1, 2] }),
      403,
      'FORBIDDEN',
    );
    await expectError(await invite(manager1, { email: newEmail(), role: 'OWNER' }), 403, 'FORBIDDEN');
    await expectError(
      await invite(staff1001, { email: newEmail(), role: 'OUTLET_STAFF', outletIds: [1001] }),
      403,
      'FORBIDDEN',
    );
    await expectError(await staff1001.get('/admin/v1/staff'), 403, 'FORBIDDEN');
  });

  it('lists to a brand manager only the members they manage, and themselves', async () => {
    const pizza = await createMember(api, 'OUTLET_STAFF', { outletIds: [2001] });
    const sushi = await createMember(api, 'OUTLET_STAFF', { outletIds: [1003] });
    const seen = await expectContract(await manager1.get('/admin/v1/staff'), ZStaffList);
    const ids = seen.data.map((m) => m.id);
    expect(ids).toContain(sushi.id);
    expect(ids).not.toContain(pizza.id);
    expect(seen.data.filter((m) => m.role === 'OWNER')).toEqual([]);
    expect(seen.data.find((m) => m.id === sushi.id)!.canManage).toBe(true);
    const all = await expectContract(await owner.get('/admin/v1/staff'), ZStaffList);
    expect(all.data.map((m) => m.id)).toEqual(expect.arrayContaining([pizza.id, sushi.id]));
  });

  it('edits a member within scope, refuses beyond it, and keeps the scope the role needs', async () => {
    const member = await createMember(api, 'OUTLET_STAFF', { outletIds: [1001] });
    const path = `/admin/v1/staff/${member.id}`;
    const moved = await expectContract(
      await manager1.patch(path, { outletIds: [1011], name: 'Moved' }),
      ZStaffListItemResponse,
    );
    expect(moved.member).toMatchObject({ outletIds: [1011], name: 'Moved' });
    await expectError(await manager1.patch(path, { outletIds: [2001] }), 403, 'FORBIDDEN');
    await expectError(await manager1.patch(path, { role: 'OWNER' }), 403, 'FORBIDDEN');
    // a new role without its kind of scope is refused rather than guessed
    await expectError(await owner.patch(path, { role: 'BRAND_MANAGER' }), 400, 'INVALID_SCOPE');
    const promoted = await expectContract(
      await owner.patch(path, { role: 'BRAND_MANAGER', retailNetworkIds: [2] }),
      ZStaffListItemResponse,
    );
    expect(promoted.member).toMatchObject({ role: 'BRAND_MANAGER', retailNetworkIds: [2], outletIds: [] });
    // now outside manager1's brand: they may not touch them, even with a body that would not validate
    await expectError(await manager1.patch(path, { role: 'nonsense' }), 403, 'FORBIDDEN');
    await expectError(await manager1.post(`${path}/deactivate`), 403, 'FORBIDDEN');
    await expectError(
      await owner.patch('/admin/v1/staff/00000000-0000-4000-8000-000000000000', {}),
      404,
      'STAFF_NOT_FOUND',
    );
  });

  it('deactivates a member: their sessions end at once and they cannot sign in until activated', async () => {
    const member = await createMember(api, 'OUTLET_STAFF', { outletIds: [1002] });
    const { client } = await signIn(api, member.email);
    const off = await expectContract(
      await manager1.post(`/admin/v1/staff/${member.id}/deactivate`),
      ZStaffListItemResponse,
    );
    expect(off.member.isActive).toBe(false);
    await expectError(await client.get('/admin/v1/me'), 401);
    await expectError(await postSignIn(api, member.email, PASSWORD, uniqueIp()), 403, 'STAFF_INACTIVE');
    await expectContract(
      await manager1.post(`/admin/v1/staff/${member.id}/activate`),
      ZStaffListItemResponse,
    );
    await signIn(api, member.email);
    // nobody locks themselves out
    const self = ((await (await owner.get('/admin/v1/me')).json()) as { member: { id: string } }).member.id;
    await expectError(await owner.post(`/admin/v1/staff/${self}/deactivate`), 403, 'FORBIDDEN');
  });

  it('resets a password by a one-time link: sessions, old password and TOTP stop at once', async () => {
    const member = await createMember(
      api,
      'OUTLET_STAFF',
      { outletIds: [1003] },
      {
        totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        totpEnabledAt: new Date(),
      },
    );
    const { client } = await signIn(api, member.email); // a pending (second factor) session
    const reset = await expectContract(
      await manager1.post(`/admin/v1/staff/${member.id}/password-reset`),
      ZStaffLink,
    );
    expect(reset.kind).toBe('RESET');
    expect(new Date(reset.expiresAt).getTime() - clock.now().getTime()).toBeLessThanOrEqual(24 * 3600_000);
    await expectError(await client.post('/admin/v1/auth/totp', { code: '123456' }), 401);
    await expectError(await postSignIn(api, member.email, PASSWORD, uniqueIp()), 401, 'INVALID_CREDENTIALS');
    const info = await expectContract(await api.get(`/admin/v1/links/${tokenOf(reset.link)}`), ZLinkInfo);
    expect(info).toMatchObject({ kind: 'RESET', email: member.email });
    const body = await expectContract(
      await accept(reset.link, { password: 'my new long password' }),
      ZSignInResponse,
    );
    expect(body).toMatchObject({ secondFactorRequired: false, member: { totpEnabled: false } });
    await signIn(api, member.email, 'my new long password');
    await expectError(await staff1001.post(`/admin/v1/staff/${member.id}/password-reset`), 403, 'FORBIDDEN');
  });

  it('sends an invitee who never came a new invitation instead of a reset, and ends the old link', async () => {
    const first = await expectContract(
      await invite(manager1, { email: newEmail(), role: 'OUTLET_STAFF', outletIds: [1001] }),
      ZInvitation,
    );
    await expectError(
      await manager1.post(`/admin/v1/staff/${first.member.id}/activate`),
      409,
      'INVITATION_PENDING',
    );
    // deactivating an invitee withdraws the invitation
    const withdrawn = await expectContract(
      await invite(manager1, { email: newEmail(), role: 'OUTLET_STAFF', outletIds: [1001] }),
      ZInvitation,
    );
    await expectContract(
      await manager1.post(`/admin/v1/staff/${withdrawn.member.id}/deactivate`),
      ZStaffListItemResponse,
    );
    await expectError(
      await accept(withdrawn.link, { password: 'a good long password' }),
      400,
      'LINK_INVALID',
    );
    const again = await expectContract(
      await manager1.post(`/admin/v1/staff/${first.member.id}/password-reset`),
      ZStaffLink,
    );
    expect(again.kind).toBe('INVITE');
    await expectError(await accept(first.link, { password: 'a good long password' }), 400, 'LINK_INVALID');
    await expectContract(await accept(again.link, { password: 'a good long password' }), ZSignInResponse);
  });

  it('lists places by role: an owner all, a manager their brand, outlet staff their outlet', async () => {
    const everything = await expectContract(await owner.get('/admin/v1/places'), ZPlaces);
    // every network of the demo (the three first brands' and the country variants' own)
    const networks = await api.database.db
      .select({ id: retailNetworks.id })
      .from(retailNetworks)
      .orderBy(retailNetworks.id);
    expect(networks.length).toBeGreaterThan(3);
    expect(everything.brands.map((b) => b.retailNetworkId)).toEqual(networks.map((n) => n.id));
    expect(everything.outlets.map((o) => o.id)).toEqual(expect.arrayContaining([1001, 2001]));
    const brand = await expectContract(await manager1.get('/admin/v1/places'), ZPlaces);
    expect(brand.brands.map((b) => b.retailNetworkId)).toEqual([1]);
    expect(brand.outlets.every((o) => o.retailNetworkId === 1)).toBe(true);
    // the member reads English; brand 1 (uk, ru) has no English names, so Ukrainian stands in
    expect(brand.cities.map((c) => c.name)).toContain('Київ');
    expect(brand.outlets.find((o) => o.id === 1002)!.name).toBe('Sushi Moon на Оболоні');
    const reader = await signIn(
      api,
      (await createMember(api, 'BRAND_MANAGER', { retailNetworkIds: [1] }, { language: 'ru' })).email,
    );
    const inRussian = await expectContract(await reader.client.get('/admin/v1/places'), ZPlaces);
    expect(inRussian.cities.find((c) => c.id === 101)!.name).toBe('Киев');
    expect(inRussian.outlets.find((o) => o.id === 1002)!.name).toBe('Sushi Moon на Оболони');
    const outlet = await expectContract(await staff1001.get('/admin/v1/places'), ZPlaces);
    expect(outlet.outlets.map((o) => o.id)).toEqual([1001]);
    expect(outlet.cities.map((c) => c.id)).toEqual([101]);
    expect(outlet.outlets[0]).toMatchObject({ name: 'Sushi Moon на Хрещатику', timeZone: 'Europe/Kyiv' });
  });

  it('keeps settings to owners, with defaults and bounds', async () => {
    expect(await expectContract(await owner.get('/admin/v1/settings'), ZBackofficeSettings)).toEqual({
      requireTotp: false,
      unpaidCancelMinutes: 30,
    });
    await expectError(await manager1.get('/admin/v1/settings'), 403, 'FORBIDDEN');
    await expectError(
      await manager1.patch('/admin/v1/settings', { unpaidCancelMinutes: 10 }),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await owner.patch('/admin/v1/settings', { unpaidCancelMinutes: 2 }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(await owner.patch('/admin/v1/settings', { sendSpam: true }), 400, 'VALIDATION_ERROR');
    const changed = await expectContract(
      await owner.patch('/admin/v1/settings', { unpaidCancelMinutes: 15 }),
      ZBackofficeSettings,
    );
    expect(changed.unpaidCancelMinutes).toBe(15);
    expect(
      (await expectContract(await owner.get('/admin/v1/settings'), ZBackofficeSettings)).unpaidCancelMinutes,
    ).toBe(15);
  });
});
