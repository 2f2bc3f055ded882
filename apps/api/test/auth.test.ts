import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { customers } from '../src/db/schema.js';
import { systemClock } from '../src/lib/clock.js';
import {
  SESSION_TTL_MS,
  readSession,
  requireSameUser,
  requireSession,
  revokeSession,
  type SessionDeps,
} from '../src/lib/session.js';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ZDevSms, ZSendCodeResponse, ZUser, ZValidateCodeResponse } from '@food/contracts';
import { brands, jobs, signInCodes } from '../src/db/schema.js';
import { createSignedInCustomer, uniqueClientIp, uniquePhone } from './customer-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const fakeRequest = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
  ({ headers, cookies }) as unknown as FastifyRequest;

describe.each(databaseKinds())('sessions on %s', (kind) => {
  let api: TestApi;
  let deps: SessionDeps;
  beforeAll(async () => {
    api = await startTestApi(kind);
    deps = { database: api.database, clock: systemClock };
  });
  afterAll(() => api?.close());
  afterEach(() => vi.restoreAllMocks());

  it('reads the session from a Bearer header or the session cookie', async () => {
    const { customer, token, sessionId } = await createSignedInCustomer(api.database.db);
    const expected = { customerId: customer.id, sessionId };
    expect(await readSession(deps, fakeRequest({ authorization: `Bearer ${token}` }))).toEqual(expected);
    expect(await readSession(deps, fakeRequest({}, { session: token }))).toEqual(expected);
    expect(await requireSession(deps, fakeRequest({}, { session: token }))).toEqual(expected);
  });

  it('refuses missing, malformed, unknown, expired and revoked tokens', async () => {
    const { token, sessionId } = await createSignedInCustomer(api.database.db);
    expect(await readSession(deps, fakeRequest({}))).toBeNull();
    expect(await readSession(deps, fakeRequest({ authorization: 'Bearer not-a-token' }))).toBeNull();
    expect(await readSession(deps, fakeRequest({ authorization: `Basic ${token}` }))).toBeNull();
    const other = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await readSession(deps, fakeRequest({ authorization: `Bearer ${other}` }))).toBeNull();
    await expect(requireSession(deps, fakeRequest({}))).rejects.toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
    });

    const later = new Date(Date.now() + SESSION_TTL_MS + 1000);
    vi.spyOn(systemClock, 'now').mockReturnValue(later);
    expect(await readSession(deps, fakeRequest({ authorization: `Bearer ${token}` }))).toBeNull();
    vi.restoreAllMocks();

    await revokeSession(api.database.db, sessionId, new Date());
    expect(await readSession(deps, fakeRequest({ authorization: `Bearer ${token}` }))).toBeNull();
  });

  it('drops the session of a blocked customer', async () => {
    const { customer, token } = await createSignedInCustomer(api.database.db);
    await api.database.db.update(customers).set({ isBlocked: true }).where(eq(customers.id, customer.id));
    expect(await readSession(deps, fakeRequest({ authorization: `Bearer ${token}` }))).toBeNull();
  });

  it('lets a customer act only as themselves', async () => {
    const session = { customerId: '6f1c1e0e-3c1a-4d8e-9a5b-0a0b0c0d0e0f', sessionId: 'x' };
    expect(() => requireSameUser(session, '6F1C1E0E-3C1A-4D8E-9A5B-0A0B0C0D0E0F')).not.toThrow();
    expect(() => requireSameUser(session, '00000000-0000-4000-8000-000000000000')).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'FORBIDDEN' }),
    );
  });
});

/** A stand-in for Twilio and Google's siteverify, answering their documented shapes. */
async function startFakeProviders() {
  const sms: Array<{ path: string; auth: string; form: URLSearchParams }> = [];
  const captcha: URLSearchParams[] = [];
  let twilioAnswer: { status: number; body: unknown } | null = null;
  const readBody = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    return new URLSearchParams(text);
  };
  const server: Server = createServer(async (req, res) => {
    const form = await readBody(req);
    res.setHeader('content-type', 'application/json');
    if (req.url === '/recaptcha/api/siteverify') {
      captcha.push(form);
      const token = form.get('response');
      res.end(
        JSON.stringify(
          token === 'human'
            ? { success: true, score: 0.9, action: 'login' }
            : token === 'bot'
              ? { success: true, score: 0.1, action: 'login' }
              : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
      return;
    }
    sms.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', form });
    const answer = twilioAnswer ?? {
      status: 201,
      body: {
        sid: 'SM' + '0'.repeat(32),
        status: 'queued',
        to: form.get('To'),
        body: form.get('Body'),
        error_code: null,
      },
    };
    res.statusCode = answer.status;
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    sms,
    captcha,
    answerTwilioWith: (a: typeof twilioAnswer) => (twilioAnswer = a),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds())('sign-in by phone code on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
    // brand 2 (pc-ua) has reCAPTCHA on, but this server has no secret for it
    await api.database.db
      .update(brands)
      .set({ env: sql`env || '{"USE_RECAPTCHA": true}'::jsonb` })
      .where(eq(brands.retailNetworkId, 2));
  });
  afterAll(() => api?.close());
  afterEach(() => vi.restoreAllMocks());

  const client = (ip = uniqueClientIp()) => {
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      api.post(path, body, { headers: { 'x-forwarded-for': ip, ...headers } });
    return {
      send: (recipient: string, rn = 1) =>
        post('/customer/mobile/v1/SendCode', { retailNetworkId: rn, recipient, source: 'WEB' }),
      validate: (recipient: string, code: string | number, rn = 1) =>
        post('/customer/v1/ValidateCode', { retailNetworkId: rn, recipient, code, source: 'WEB' }),
      post,
    };
  };
  const lastCode = async (recipient: string) =>
    (
      await expectContract(
        await api.get(`/customer/dev/sms?recipient=${encodeURIComponent(recipient)}`),
        ZDevSms,
      )
    ).code;
  const moveClock = (ms: number) => {
    const at = new Date(Date.now() + ms);
    vi.spyOn(systemClock, 'now').mockReturnValue(at);
  };

  it('signs a new customer in: code by SMS, session cookie and token, user with a referral code', async () => {
    const phone = uniquePhone();
    const c = client();
    const spelled = `${phone.slice(0, 3)} (${phone.slice(3, 6)}) ${phone.slice(6, 9)}-${phone.slice(9)}`;
    const sent = await expectContract(await c.send(spelled), ZSendCodeResponse);
    expect(sent).toEqual({
      isSuccess: true,
      recipient: phone,
      resendAfterSeconds: 60,
      expiresInSeconds: 300,
    });

    const sms = await expectContract(
      await api.get(`/customer/dev/sms?recipient=${encodeURIComponent(phone)}`),
      ZDevSms,
    );
    expect(sms.recipient).toBe(phone);
    expect(sms.code).toMatch(/^[1-9]\d{5}$/);
    expect(sms.text).toContain(sms.code);
    // the code is stored hashed only
    const [row] = await api.database.db.select().from(signInCodes).where(eq(signInCodes.phone, phone));
    expect(row!.codeHash).not.toContain(sms.code);

    const res = await c.validate(phone.slice(1), Number(sms.code));
    const cookie = res.headers.get('set-cookie') ?? '';
    const body = await expectContract(res, ZValidateCodeResponse);
    expect(body.isNewUser).toBe(true);
    expect(body.user).toMatchObject({ phone, firstName: '', addresses: [] });
    expect(body.user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(cookie).toMatch(new RegExp(`^session=${body.token};`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    // the cookie alone opens the account; so does the Bearer token
    const viaCookie = await api.get(`/customer/v1/get/${body.user.id}`, {
      headers: { cookie: `session=${body.token}` },
    });
    expect((await expectContract(viaCookie, ZUser)).id).toBe(body.user.id);
    const viaBearer = await api.get(`/customer/v1/get/${body.user.id}`, {
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(viaBearer.status).toBe(200);

    // a second sign-in of the same phone is the same customer, not a new one
    moveClock(61_000);
    await expectContract(await client().send(phone), ZSendCodeResponse);
    const again = await expectContract(
      await client().validate(phone, await lastCode(phone)),
      ZValidateCodeResponse,
    );
    expect(again.isNewUser).toBe(false);
    expect(again.user.id).toBe(body.user.id);
    expect(again.token).not.toBe(body.token);
  });

  it('logout ends the session at once and clears the cookie', async () => {
    const phone = uniquePhone();
    const c = client();
    await c.send(phone);
    const { token, user } = await expectContract(
      await c.validate(phone, await lastCode(phone)),
      ZValidateCodeResponse,
    );
    const auth = { authorization: `Bearer ${token}` };
    const out = await api.post('/customer/v1/logout', {}, { headers: auth });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/i);
    await expectError(await api.get(`/customer/v1/get/${user.id}`, { headers: auth }), 401, 'UNAUTHORIZED');
    // logging out without a session is harmless
    expect((await api.post('/customer/v1/logout', {})).status).toBe(200);
  });

  it('refuses a wrong code, counts tries, and kills the code after five', async () => {
    const phone = uniquePhone();
    const c = client();
    await c.send(phone);
    const code = await lastCode(phone);
    const wrong = String(code === '999999' ? 111111 : Number(code) + 1);
    for (let i = 1; i <= 5; i++) {
      const err = await expectError(await c.validate(phone, wrong), 400, 'CODE_INCORRECT');
      expect(err.details).toEqual([{ remainingAttempts: 5 - i }]);
    }
    // even the right code is dead now
    await expectError(await c.validate(phone, code), 429, 'CODE_ATTEMPTS_EXCEEDED');
    // a new code (after the resend wait) works
    moveClock(61_000);
    await c.send(phone);
    expect((await c.validate(phone, await lastCode(phone))).status).toBe(200);
  });

  it('holds under a brute-force burst: parallel guesses spend the five tries once, parallel sends text once', async () => {
    const phone = uniquePhone();
    const c = client();
    const sends = await Promise.all(Array.from({ length: 6 }, () => c.send(phone)));
    expect(sends.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    const code = await lastCode(phone);
    const wrong = String(code === '999999' ? 111111 : Number(code) + 1);
    const guesses = await Promise.all(Array.from({ length: 20 }, () => c.validate(phone, wrong)));
    const codes = await Promise.all(
      guesses.map(async (r) => ((await r.json()) as { error: { code: string } }).error.code),
    );
    expect(codes.filter((x) => x === 'CODE_INCORRECT')).toHaveLength(5);
    expect(codes.filter((x) => x === 'CODE_ATTEMPTS_EXCEEDED')).toHaveLength(15);
    // the right code no longer opens anything
    await expectError(await c.validate(phone, code), 429, 'CODE_ATTEMPTS_EXCEEDED');
  });

  it('lets a code live five minutes and be used once', async () => {
    const phone = uniquePhone();
    const c = client();
    await c.send(phone);
    const code = await lastCode(phone);
    moveClock(5 * 60_000 + 1_000);
    await expectError(await c.validate(phone, code), 400, 'CODE_EXPIRED');

    moveClock(7 * 60_000);
    await c.send(phone);
    const fresh = await lastCode(phone);
    moveClock(7 * 60_000 + 4 * 60_000 + 50_000);
    expect((await c.validate(phone, fresh)).status).toBe(200);
    const reused = await expectError(await c.validate(phone, fresh), 400, 'CODE_EXPIRED');
    expect(reused.message).toMatch(/already used/);
    // and a phone that was never sent a code
    await expectError(await c.validate(uniquePhone(), '123456'), 400, 'CODE_EXPIRED');
  });

  it('makes a resend wait 60 seconds, and only the newest code signs in', async () => {
    const phone = uniquePhone();
    const c = client();
    await c.send(phone);
    const first = await lastCode(phone);
    moveClock(30_000);
    const early = await c.send(phone);
    expect(early.headers.get('retry-after')).toBe('30');
    const err = await expectError(early, 429, 'RESEND_TOO_SOON');
    expect(err.details).toEqual([{ retryAfterSeconds: 30 }]);
    expect(await lastCode(phone)).toBe(first);

    moveClock(60_000);
    expect((await c.send(phone)).status).toBe(200);
    const second = await lastCode(phone);
    if (first !== second) await expectError(await c.validate(phone, first), 400, 'CODE_INCORRECT');
    expect((await c.validate(phone, second)).status).toBe(200);
  });

  it("does not let a stranger spending a phone's quota lock its owner out (modules/auth/README.md)", async () => {
    const phone = uniquePhone();
    const stranger = client();
    // the stranger asks as often as the phone's growing wait lets them: after 1, 1, 2 and 4 minutes
    let t = 0;
    for (const wait of [0, 60, 60, 120, 240]) {
      t += wait * 1000;
      moveClock(t);
      expect((await stranger.send(phone)).status).toBe(200);
    }
    moveClock(t + 60_000);
    const slowed = await expectError(await stranger.send(phone), 429, 'RESEND_TOO_SOON');
    expect(slowed.details).toEqual([{ retryAfterSeconds: 7 * 60 }]);
    // five codes from one address to one phone: that address is done with it for the hour
    moveClock(t + 8 * 60_000);
    const spent = await expectError(await stranger.send(phone), 429, 'SEND_LIMIT_REACHED');
    expect(spent.details).toEqual([{ retryAfterSeconds: 3600 - (t / 1000 + 8 * 60) }]);

    // the owner, from their own address, gets a code at once and signs in
    const owner = client();
    expect((await owner.send(phone)).status).toBe(200);
    expect((await owner.validate(phone, await lastCode(phone))).status).toBe(200);

    // strangers with more addresses push the phone to 10 codes in the hour: from then on every
    // address waits 10 minutes after the latest code, never longer
    for (let i = 0; i < 4; i++) expect((await client().send(phone)).status).toBe(200);
    const busy = await expectError(await client().send(phone), 429, 'RESEND_TOO_SOON');
    expect(busy.details).toEqual([{ retryAfterSeconds: 600 }]);
    moveClock(t + 18 * 60_000);
    expect((await owner.send(phone)).status).toBe(200);
    expect((await owner.validate(phone, await lastCode(phone))).status).toBe(200);
    // and the hour passes: the stranger's address may ask again
    moveClock(3600_000 + 1_000);
    expect((await stranger.send(phone)).status).toBe(200);
  });

  it('limits codes per client address per hour, whatever the phone', async () => {
    const c = client();
    for (let i = 0; i < 20; i++) expect((await c.send(uniquePhone())).status).toBe(200);
    await expectError(await c.send(uniquePhone()), 429, 'SEND_LIMIT_REACHED');
    // another address is not affected
    expect((await client().send(uniquePhone())).status).toBe(200);
  });

  it('answers a blocked number with 403 and the support phone, and nothing is sent', async () => {
    const { customer } = await createSignedInCustomer(api.database.db, { isBlocked: true });
    const err = await expectError(await client().send(customer.phone), 403, 'NUMBER_BLOCKED');
    expect(err.details).toEqual([{ supportPhone: expect.stringMatching(/^\+380/) }]);
    await expectError(
      await api.get(`/customer/dev/sms?recipient=${encodeURIComponent(customer.phone)}`),
      404,
      'SMS_NOT_FOUND',
    );
  });

  it('refuses bad input with a 400 and sends nothing', async () => {
    const c = client();
    for (const recipient of ['12345', 'not a phone', '+380441234567']) {
      await expectError(await c.send(recipient), 400, 'INVALID_PHONE');
    }
    await expectError(
      await c.post('/customer/mobile/v1/SendCode', { retailNetworkId: 1 }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(await c.send(uniquePhone(), 99), 400, 'UNKNOWN_RETAIL_NETWORK');
    await expectError(await c.validate(uniquePhone(), 'abc'), 400, 'VALIDATION_ERROR');
    await expectError(await c.validate(uniquePhone(), -1), 400, 'VALIDATION_ERROR');
    await expectError(
      await c.post('/customer/v1/ValidateCode', '{"retailNetworkId":1,'),
      400,
      'INVALID_JSON',
    );
  });

  it('with reCAPTCHA on and no secret configured, fails closed', async () => {
    const c = client();
    await expectError(await c.send(uniquePhone(), 2), 400, 'RECAPTCHA_FAILED');
    await expectError(
      await c.post(
        '/customer/v1/SendCode',
        { retailNetworkId: 2, recipient: uniquePhone() },
        { 'x-recaptcha-token': 'human' },
      ),
      503,
      'RECAPTCHA_UNAVAILABLE',
    );
    // a brand with reCAPTCHA off takes /v1/SendCode without the header too
    expect(
      (await c.post('/customer/v1/SendCode', { retailNetworkId: 1, recipient: uniquePhone() })).status,
    ).toBe(200);
  });
});

describe.each(databaseKinds())('SMS and reCAPTCHA providers on %s', (kind) => {
  let api: TestApi;
  let fake: Awaited<ReturnType<typeof startFakeProviders>>;
  beforeAll(async () => {
    fake = await startFakeProviders();
    api = await startTestApi(kind, {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: fake.url,
      RECAPTCHA_SECRET: 'recaptcha-secret',
      RECAPTCHA_VERIFY_URL: `${fake.url}/recaptcha/api/siteverify`,
    });
    await api.database.db
      .update(brands)
      .set({ env: sql`env || '{"USE_RECAPTCHA": true}'::jsonb` })
      .where(eq(brands.retailNetworkId, 2));
  });
  afterAll(async () => {
    await api?.close();
    await fake?.close();
  });

  const send = (rn: number, recipient: string, headers: Record<string, string> = {}) =>
    api.post(
      '/customer/v1/SendCode',
      { retailNetworkId: rn, recipient },
      { headers: { 'x-forwarded-for': uniqueClientIp(), ...headers } },
    );

  it('sends the code through Twilio, and the development inbox does not exist', async () => {
    const phone = uniquePhone();
    expect((await send(1, phone)).status).toBe(200);
    const call = fake.sms.at(-1)!;
    expect(call.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json');
    expect(call.auth).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef0123456789abcdef:secret-token').toString('base64')}`,
    );
    expect(call.form.get('To')).toBe(phone);
    expect(call.form.get('From')).toBe('+15005550006');
    const code = /(\d{6})/.exec(call.form.get('Body')!)![1]!;
    const res = await api.post('/customer/v1/ValidateCode', {
      retailNetworkId: 1,
      recipient: phone,
      code: Number(code),
    });
    expect(res.status).toBe(200);
    await expectError(
      await api.get(`/customer/dev/sms?recipient=${encodeURIComponent(phone)}`),
      404,
      'ROUTE_NOT_FOUND',
    );
  });

  it('maps Twilio failures: a number it refuses is a 400 and no code; an outage is retried by the job queue', async () => {
    const phone = uniquePhone();
    const codesOf = (p: string) =>
      api.database.db
        .select()
        .from(signInCodes)
        .where(and(eq(signInCodes.phone, p)));
    fake.answerTwilioWith({
      status: 400,
      body: {
        code: 21211,
        message: "The 'To' number is not a valid phone number.",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      },
    });
    await expectError(await send(1, phone), 400, 'INVALID_PHONE');
    // the refused code is gone, so it holds no one to the resend wait, and nothing is queued
    expect(await codesOf(phone)).toEqual([]);
    expect(await api.database.db.select().from(jobs).where(eq(jobs.kind, 'sign_in_sms'))).toEqual([]);

    // an outage: the customer is answered at once, the code is kept and the queue tries again
    fake.answerTwilioWith({
      status: 500,
      body: { code: 20500, message: 'Internal Server Error', status: 500 },
    });
    const other = uniquePhone();
    const sent = await expectContract(await send(1, other), ZSendCodeResponse);
    expect(sent.recipient).toBe(other);
    const [code] = await codesOf(other);
    expect(code).toBeDefined();
    const jobOf = async () =>
      (
        await api.database.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, 'sign_in_sms'), eq(jobs.key, code!.id)))
      )[0];
    expect(await jobOf()).toMatchObject({ state: 'PENDING', attempts: 0 });

    // Twilio is back: at the first retry, 3 s after the failure, the text arrives and signs in
    fake.answerTwilioWith(null);
    const before = fake.sms.length;
    const deadline = Date.now() + 15_000;
    while ((await jobOf())?.state !== 'DONE' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const job = await jobOf();
    expect(job).toMatchObject({ state: 'DONE', attempts: 1, lastError: null });
    // the payload held the code: emptied once the job ended
    expect(job!.payload).toEqual({});
    const calls = fake.sms.slice(before).filter((c) => c.form.get('To') === other);
    expect(calls).toHaveLength(1);
    const texted = /(\d{6})/.exec(calls[0]!.form.get('Body')!)![1]!;
    const res = await api.post('/customer/v1/ValidateCode', {
      retailNetworkId: 1,
      recipient: other,
      code: texted,
    });
    expect(res.status).toBe(200);
  });

  it('does not send a queued code that was used or replaced meanwhile, and deletes one it could never send', async () => {
    const jobOf = async (codeId: string) =>
      (
        await api.database.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, 'sign_in_sms'), eq(jobs.key, codeId)))
      )[0];
    const waitForJob = async (codeId: string, state: string) => {
      const deadline = Date.now() + 15_000;
      while ((await jobOf(codeId))?.state !== state && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      return jobOf(codeId);
    };
    fake.answerTwilioWith({
      status: 503,
      body: { code: 20503, message: 'Service Unavailable', status: 503 },
    });
    const phone = uniquePhone();
    expect((await send(1, phone)).status).toBe(200);
    const [code] = await api.database.db.select().from(signInCodes).where(eq(signInCodes.phone, phone));
    // the customer got the code some other way and signed in: the retry has nothing left to send
    await api.database.db.update(signInCodes).set({ usedAt: new Date() }).where(eq(signInCodes.id, code!.id));
    fake.answerTwilioWith(null);
    const before = fake.sms.length;
    expect(await waitForJob(code!.id, 'DONE')).toMatchObject({ attempts: 1, lastError: null });
    expect(fake.sms.slice(before).filter((c) => c.form.get('To') === phone)).toEqual([]);

    // a number the provider refuses on the retry: DEAD at once, and the code is gone
    fake.answerTwilioWith({
      status: 503,
      body: { code: 20503, message: 'Service Unavailable', status: 503 },
    });
    const other = uniquePhone();
    expect((await send(1, other)).status).toBe(200);
    const [second] = await api.database.db.select().from(signInCodes).where(eq(signInCodes.phone, other));
    fake.answerTwilioWith({
      status: 400,
      body: { code: 21614, message: "'To' number is not a valid mobile number", status: 400 },
    });
    const dead = await waitForJob(second!.id, 'DEAD');
    expect(dead!.lastError).toMatch(/^PermanentJobError: the provider refuses the number/);
    expect(dead!.payload).toEqual({});
    expect(await api.database.db.select().from(signInCodes).where(eq(signInCodes.phone, other))).toEqual([]);
    fake.answerTwilioWith(null);
  });

  it('checks the x-recaptcha-token with the verifier when the brand has reCAPTCHA on', async () => {
    const before = fake.sms.length;
    await expectError(await send(2, uniquePhone()), 400, 'RECAPTCHA_FAILED');
    await expectError(
      await send(2, uniquePhone(), { 'x-recaptcha-token': 'forged' }),
      400,
      'RECAPTCHA_FAILED',
    );
    await expectError(await send(2, uniquePhone(), { 'x-recaptcha-token': 'bot' }), 400, 'RECAPTCHA_FAILED');
    await expectError(
      await api.post('/customer/mobile/v1/SendCode', { retailNetworkId: 2, recipient: uniquePhone() }),
      400,
      'RECAPTCHA_FAILED',
    );
    expect(fake.sms.length).toBe(before);
    expect((await send(2, uniquePhone(), { 'x-recaptcha-token': 'human' })).status).toBe(200);
    expect(fake.sms.length).toBe(before + 1);
    expect(fake.captcha.at(-1)!.get('secret')).toBe('recaptcha-secret');
    expect(fake.captcha.at(-1)!.get('response')).toBe('human');
  });
});
