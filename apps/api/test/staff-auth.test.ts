/**
 * Back-office sign-in over real HTTP (issue 18 item 2, ARCHITECTURE.md "Back office and the
 * machine API"): the password, the session cookie, CSRF, sign-out, password change, the TOTP
 * second factor and the owners' requirement of it.
 */
import { ZMe, ZMemberResponse, ZSignInResponse, ZTotpSetup } from '@food/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../src/db/schema.js';
import { writeBackofficeSettings } from '../src/modules/staff/settings.js';
import { totpCodeAt } from '../src/modules/staff/totp.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createApiKey } from './staff-fixtures.js';
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

describe.each(databaseKinds())('back-office sign-in on %s', (kind) => {
  let api: TestApi;
  // the API's clock: moved on by whole TOTP steps where a test needs a fresh code
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };
  const nextStep = () => {
    offsetMs += 30_000;
  };

  beforeAll(async () => {
    api = await startTestApi(kind, {}, { clock });
  });
  afterAll(async () => {
    await api?.close();
  });

  const me = async (client: StaffClient) => expectContract(await client.get('/admin/v1/me'), ZMe);

  it('signs in with e-mail and password: an httpOnly, SameSite=Strict cookie for /admin and a CSRF token', async () => {
    const owner = await createMember(api, 'OWNER');
    const res = await postSignIn(api, owner.email.toUpperCase(), PASSWORD, uniqueIp());
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('staff_session='))!;
    const body = await expectContract(res, ZSignInResponse);
    expect(body).toMatchObject({ secondFactorRequired: false, mustSetUpTotp: false });
    expect(body.member).toMatchObject({
      id: owner.id,
      email: owner.email,
      role: 'OWNER',
      totpEnabled: false,
    });
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Strict/i);
    expect(setCookie).toMatch(/; Path=\/admin(;|$)/);
    expect(setCookie).not.toMatch(/; Secure/i); // plain http here; https requests get Secure
    expect(res.headers.get('cache-control')).toBe('no-store');

    const client = clientFor(api, sessionCookieOf(res)!, body.csrfToken, uniqueIp());
    const current = await me(client);
    expect(current).toMatchObject({
      member: { id: owner.id },
      csrfToken: body.csrfToken,
      mustSetUpTotp: false,
    });
    const [row] = await api.database.db.select().from(staffUsers).where(eq(staffUsers.id, owner.id));
    expect(row!.lastSignInAt).not.toBeNull();
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const member = await createMember(api, 'BRAND_MANAGER', { retailNetworkIds: [1] });
    const wrong = await expectError(await postSignIn(api, member.email, 'not the password', uniqueIp()), 401);
    const unknown = await expectError(
      await postSignIn(api, 'nobody@example.com', 'not the password', uniqueIp()),
      401,
    );
    expect(wrong).toEqual(unknown);
    expect(wrong.code).toBe('INVALID_CREDENTIALS');
    // that the unknown e-mail still pays for an argon2id verification is passwords.test.ts's
  });

  it('refuses a deactivated member and an invited member who has no password yet', async () => {
    const gone = await createMember(api, 'OUTLET_STAFF', { outletIds: [1001] }, { isActive: false });
    await expectError(await postSignIn(api, gone.email, PASSWORD, uniqueIp()), 403, 'STAFF_INACTIVE');
    await expectError(
      await postSignIn(api, gone.email, 'not the password', uniqueIp()),
      401,
      'INVALID_CREDENTIALS',
    );
    const invited = await createMember(
      api,
      'OUTLET_STAFF',
      { outletIds: [1001] },
      { isActive: false, passwordHash: null },
    );
    await expectError(await postSignIn(api, invited.email, PASSWORD, uniqueIp()), 401, 'INVALID_CREDENTIALS');
  });

  it('refuses a write without the session’s CSRF token, or with another, and changes nothing', async () => {
    const member = await createMember(api, 'BRAND_MANAGER', { retailNetworkIds: [1] });
    const { client } = await signIn(api, member.email);
    const other = await signIn(api, member.email);
    const patch = (headers: Record<string, string>) =>
      fetch(`${api.url}/admin/v1/me`, {
        method: 'PATCH',
        headers: { cookie: client.cookie, 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ name: 'Changed' }),
      });
    await expectError(await patch({}), 403, 'CSRF_TOKEN_INVALID');
    await expectError(await patch({ 'x-csrf-token': other.client.csrfToken }), 403, 'CSRF_TOKEN_INVALID');
    expect((await me(client)).member.name).toBe(member.name);
    await expectContract(await patch({ 'x-csrf-token': client.csrfToken }), ZMemberResponse);
    expect((await me(client)).member.name).toBe('Changed');
  });

  it('answers 401 without a session, and to an API key', async () => {
    await expectError(await api.get('/admin/v1/me'), 401, 'UNAUTHORIZED');
    const key = await createApiKey(api, { all: true });
    await expectError(await api.get('/admin/v1/me', { headers: { authorization: key.authorization } }), 401);
    await expectError(await api.get('/admin/v1/me', { headers: { cookie: 'staff_session=forged' } }), 401);
  });

  it('signs out on the server: the cookie stops working even if a copy is kept', async () => {
    const member = await createMember(api, 'OUTLET_STAFF', { outletIds: [1001] });
    const { client } = await signIn(api, member.email);
    const res = await client.post('/admin/v1/auth/sign-out');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/staff_session=;/);
    await expectError(await client.get('/admin/v1/me'), 401, 'UNAUTHORIZED');
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const member = await createMember(api, 'OUTLET_STAFF', { outletIds: [1001] });
    const { client } = await signIn(api, member.email);
    const { client: elsewhere } = await signIn(api, member.email);
    const change = (currentPassword: string, newPassword: string) =>
      client.post('/admin/v1/me/password', { currentPassword, newPassword });
    await expectError(await change('wrong one', 'a new long password'), 400, 'PASSWORD_INCORRECT');
    await expectError(await change(PASSWORD, 'short'), 400, 'WEAK_PASSWORD');
    await expectError(await change(PASSWORD, member.email), 400, 'WEAK_PASSWORD');
    await expectContract(await change(PASSWORD, 'a new long password'), ZMemberResponse);
    expect((await client.get('/admin/v1/me')).status).toBe(200);
    await expectError(await elsewhere.get('/admin/v1/me'), 401);
    await expectError(await postSignIn(api, member.email, PASSWORD, uniqueIp()), 401, 'INVALID_CREDENTIALS');
    await signIn(api, member.email, 'a new long password');
  });

  it('sets up TOTP, then asks for a code after the password, each code once', async () => {
    const member = await createMember(api, 'BRAND_MANAGER', { retailNetworkIds: [2] });
    const { client } = await signIn(api, member.email);
    const { client: older } = await signIn(api, member.email);
    const setup = await expectContract(await client.post('/admin/v1/me/totp/setup'), ZTotpSetup);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    await expectError(
      await client.post('/admin/v1/me/totp/enable', { code: '000000' }),
      400,
      'TOTP_INCORRECT',
    );
    const enableCode = totpCodeAt(setup.secret, clock.now());
    const enabled = await expectContract(
      await client.post('/admin/v1/me/totp/enable', { code: enableCode }),
      ZMemberResponse,
    );
    expect(enabled.member.totpEnabled).toBe(true);
    // sessions opened with the password alone end when the second factor starts
    await expectError(await older.get('/admin/v1/me'), 401);
    await expectError(await client.post('/admin/v1/me/totp/setup'), 409, 'TOTP_ALREADY_ENABLED');

    const ip = uniqueIp();
    const res = await postSignIn(api, member.email, PASSWORD, ip);
    const pendingBody = await expectContract(res, ZSignInResponse);
    expect(pendingBody).toMatchObject({ secondFactorRequired: true, member: null });
    const pending = clientFor(api, sessionCookieOf(res)!, pendingBody.csrfToken, ip);
    await expectError(await pending.get('/admin/v1/me'), 401, 'SECOND_FACTOR_REQUIRED');
    await expectError(await pending.get('/admin/v1/places'), 401, 'SECOND_FACTOR_REQUIRED');
    await expectError(await pending.post('/admin/v1/auth/totp', { code: '12345' }), 400, 'VALIDATION_ERROR');
    // the code that turned TOTP on is spent, though still inside its window
    await expectError(await pending.post('/admin/v1/auth/totp', { code: enableCode }), 400, 'TOTP_INCORRECT');
    nextStep();
    const verified = await pending.post('/admin/v1/auth/totp', {
      code: totpCodeAt(setup.secret, clock.now()),
    });
    const cookie = sessionCookieOf(verified)!;
    const body = await expectContract(verified, ZSignInResponse);
    expect(body).toMatchObject({ secondFactorRequired: false, member: { id: member.id, totpEnabled: true } });
    // a new session replaces the half-signed-in one (no fixation)
    expect(cookie).not.toBe(pending.cookie);
    await expectError(await pending.post('/admin/v1/auth/totp', { code: '123456' }), 401);
    const full = clientFor(api, cookie, body.csrfToken, ip);
    expect((await me(full)).member.totpEnabled).toBe(true);

    nextStep();
    const off = await full.post('/admin/v1/me/totp/disable', { code: totpCodeAt(setup.secret, clock.now()) });
    expect((await expectContract(off, ZMemberResponse)).member.totpEnabled).toBe(false);
    const again = await signIn(api, member.email);
    expect(again.body.secondFactorRequired).toBe(false);
  });

  it('while owners require TOTP, a member without it reaches only /me, the TOTP set-up, places and sign-out', async () => {
    const owner = await createMember(api, 'OWNER');
    const { client: ownerClient } = await signIn(api, owner.email);
    const member = await createMember(api, 'BRAND_MANAGER', { retailNetworkIds: [1] });
    try {
      expect((await ownerClient.patch('/admin/v1/settings', { requireTotp: true })).status).toBe(200);
      // the owner who asked is held to it too
      await expectError(await ownerClient.get('/admin/v1/staff'), 403, 'TOTP_REQUIRED_SETUP');

      const { body, client } = await signIn(api, member.email);
      expect(body.mustSetUpTotp).toBe(true);
      expect((await me(client)).mustSetUpTotp).toBe(true);
      await expectError(await client.get('/admin/v1/staff'), 403, 'TOTP_REQUIRED_SETUP');
      await expectError(await client.post('/admin/v1/staff/invitations', {}), 403, 'TOTP_REQUIRED_SETUP');
      // the frame's names still load on the set-up page
      expect((await client.get('/admin/v1/places')).status).toBe(200);
      await expectError(
        await client.post('/admin/v1/me/password', {
          currentPassword: PASSWORD,
          newPassword: 'x'.repeat(12),
        }),
        403,
        'TOTP_REQUIRED_SETUP',
      );
      expect((await client.patch('/admin/v1/me', { language: 'uk' })).status).toBe(200);

      const setup = await expectContract(await client.post('/admin/v1/me/totp/setup'), ZTotpSetup);
      nextStep();
      await expectContract(
        await client.post('/admin/v1/me/totp/enable', { code: totpCodeAt(setup.secret, clock.now()) }),
        ZMemberResponse,
      );
      expect((await me(client)).mustSetUpTotp).toBe(false);
      expect((await client.get('/admin/v1/staff')).status).toBe(200);
      nextStep();
      await expectError(
        await client.post('/admin/v1/me/totp/disable', { code: totpCodeAt(setup.secret, clock.now()) }),
        403,
        'FORBIDDEN',
      );
      expect((await client.post('/admin/v1/auth/sign-out')).status).toBe(200);
    } finally {
      await writeBackofficeSettings(api.database.db, { requireTotp: false }, new Date());
    }
    expect((await ownerClient.get('/admin/v1/staff')).status).toBe(200);
  });
});
