/**
 * Throttling of back-office passwords over real HTTP (issue 18 item 2, staff/sign-in-throttle.ts):
 * growing waits with Retry-After after repeated wrong passwords, counted per (e-mail, address)
 * and per address (IPv6 per /64), and never a lockout of the member from their own address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, expectError, startTestApi, type TestApi } from './harness.js';
import { PASSWORD, createMember, postSignIn, signIn, uniqueIp } from './staff-sign-in-fixtures.js';

describe.each(databaseKinds())('sign-in throttling on %s', (kind) => {
  let api: TestApi;
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };

  beforeAll(async () => {
    api = await startTestApi(kind, {}, { clock });
  });
  afterAll(async () => {
    await api?.close();
  });

  const fail = async (email: string, ip: string, times: number) => {
    for (let i = 0; i < times; i++)
      await expectError(await postSignIn(api, email, 'not the password', ip), 401, 'INVALID_CREDENTIALS');
  };

  it('makes a guesser wait after five wrong passwords, longer each time, right password or not', async () => {
    const owner = await createMember(api, 'OWNER');
    const stranger = uniqueIp();
    await fail(owner.email, stranger, 5);
    const held = await postSignIn(api, owner.email, 'not the password', stranger);
    const error = await expectError(held, 429, 'TOO_MANY_SIGN_IN_ATTEMPTS');
    const first = Number(held.headers.get('retry-after'));
    expect(first).toBeGreaterThan(20);
    expect(first).toBeLessThanOrEqual(30);
    expect(error.details).toEqual([{ retryAfterSeconds: first }]);
    // while held, even the right password is not tried (so guessing gains nothing)
    await expectError(await postSignIn(api, owner.email, PASSWORD, stranger), 429);

    offsetMs += 31_000;
    await fail(owner.email, stranger, 1);
    const longer = await postSignIn(api, owner.email, PASSWORD, stranger);
    await expectError(longer, 429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(first);
  });

  it('never slows the owner at their own address for a stranger’s failures on their e-mail', async () => {
    const owner = await createMember(api, 'OWNER');
    const stranger = uniqueIp();
    await fail(owner.email, stranger, 5);
    for (let i = 0; i < 10; i++)
      await expectError(await postSignIn(api, owner.email, 'guess', stranger), 429);
    const { body } = await signIn(api, owner.email, PASSWORD, uniqueIp());
    expect(body.secondFactorRequired).toBe(false);
  });

  it('counts IPv6 per /64: another address of the same /64 is held, the next /64 is not', async () => {
    const member = await createMember(api, 'BRAND_MANAGER', { retailNetworkIds: [1] });
    await fail(member.email, '2001:db8:aa:bb::1', 5);
    await expectError(await postSignIn(api, member.email, PASSWORD, '2001:db8:aa:bb:ffff:1:2:3'), 429);
    await signIn(api, member.email, PASSWORD, '2001:db8:aa:bc::1');
  });

  it('slows an address spraying many e-mails, but lets a member who signs in from there through', async () => {
    const office = uniqueIp();
    const colleague = await createMember(api, 'OUTLET_STAFF', { outletIds: [1001] });
    await signIn(api, colleague.email, PASSWORD, office); // the office is a known address for them
    for (let i = 0; i < 20; i++) await fail(`sprayed${i}@example.com`, office, 1);
    await expectError(
      await postSignIn(api, 'sprayed-next@example.com', 'guess', office),
      429,
      'TOO_MANY_SIGN_IN_ATTEMPTS',
    );
    const newcomer = await createMember(api, 'OUTLET_STAFF', { outletIds: [1001] });
    await expectError(await postSignIn(api, newcomer.email, PASSWORD, office), 429);
    await signIn(api, colleague.email, PASSWORD, office);
  });

  it('counts guesses at the second factor like wrong passwords', async () => {
    const member = await createMember(
      api,
      'OUTLET_STAFF',
      { outletIds: [1001] },
      {
        totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        totpEnabledAt: new Date(),
      },
    );
    const ip = uniqueIp();
    const { client } = await signIn(api, member.email, PASSWORD, ip);
    // six digits that are not the code of any nearby step (checked against the clock)
    const { matchTotpStep } = await import('../src/modules/staff/totp.js');
    let wrong = 100000;
    while (matchTotpStep('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', String(wrong), clock.now()) !== null) wrong++;
    for (let i = 0; i < 5; i++)
      await expectError(
        await client.post('/admin/v1/auth/totp', { code: String(wrong) }),
        400,
        'TOTP_INCORRECT',
      );
    const held = await client.post('/admin/v1/auth/totp', { code: String(wrong) });
    await expectError(held, 429, 'TOO_MANY_SIGN_IN_ATTEMPTS');
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
