/**
 * Sign-in texts that cost money (issue 16, items 7 and 8): the send quotas hold exactly under
 * concurrency, the text speaks the brand's language, numbers outside the brand's countries get
 * nothing, and a daily cap per brand stops a pumping run and says so once in the log.
 */
import { Writable } from 'node:stream';
import { ZDevSms } from '@food/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { brands, signInCodes } from '../src/db/schema.js';
import { systemClock } from '../src/lib/clock.js';
import { uniqueClientIp, uniquePhone } from './customer-fixtures.js';
import { RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

let seq = 0;
const pid3 = String(process.pid % 1000).padStart(3, '0');
/** a fresh UAE mobile number (50…) */
const uniqueUaePhone = () => `+97150${pid3}${String(++seq).padStart(4, '0')}`;
/** a fresh UK mobile number (7400…) */
const uniqueUkPhone = () => `+447400${pid3}${String(++seq).padStart(3, '0')}`;

const sendCode = (api: TestApi, rn: number, recipient: string, ip = uniqueClientIp()) =>
  api.post(
    '/customer/mobile/v1/SendCode',
    { retailNetworkId: rn, recipient, source: 'WEB' },
    { headers: { 'x-forwarded-for': ip } },
  );

const inbox = (api: TestApi, recipient: string) =>
  api.get(`/customer/dev/sms?recipient=${encodeURIComponent(recipient)}`);

const codesTo = (api: TestApi, phone: string) =>
  api.database.db.select().from(signInCodes).where(eq(signInCodes.phone, phone));

describe.each(databaseKinds())('sign-in send limits, texts and countries on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
    // the UAE brand also texts British numbers (brand env), the Ukrainian one does not
    await api.database.db
      .update(brands)
      .set({ env: sql`env || '{"SMS_EXTRA_COUNTRIES": "gb, PL"}'::jsonb` })
      .where(eq(brands.retailNetworkId, RN.smAe));
  });
  afterAll(() => api?.close());
  afterEach(() => vi.restoreAllMocks());

  it('lets exactly 20 of 60 simultaneous sends from one address through', async () => {
    const ip = uniqueClientIp();
    const phones = Array.from({ length: 60 }, () => uniquePhone());
    const answers = await Promise.all(phones.map((phone) => sendCode(api, RN.smUa, phone, ip)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    const refused = answers.find((r) => r.status === 429)!;
    await expectError(refused, 429, 'SEND_LIMIT_REACHED');
    const [row] = await api.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(signInCodes)
      .where(sql`${signInCodes.clientIp} = ${ip}::inet`);
    expect(row!.n).toBe(20);
  });

  it('counts an IPv6 client by its /64, so fresh addresses of one network buy nothing', async () => {
    const net = `2001:db8:${(seq % 65000).toString(16)}:${process.pid.toString(16).slice(-4)}`;
    for (let i = 1; i <= 20; i++) {
      expect((await sendCode(api, RN.smUa, uniquePhone(), `${net}::${i.toString(16)}`)).status).toBe(200);
    }
    await expectError(
      await sendCode(api, RN.smUa, uniquePhone(), `${net}:1:2:3:4`),
      429,
      'SEND_LIMIT_REACHED',
    );
    // the next /64 is someone else
    expect(
      (await sendCode(api, RN.smUa, uniquePhone(), `${net.replace(/:[0-9a-f]+$/, ':ffff')}::1`)).status,
    ).toBe(200);
  });

  it('refuses a forwarded client address that is not an IP with a 400, not a 500', async () => {
    const phone = uniquePhone();
    await expectError(await sendCode(api, RN.smUa, phone, 'not-an-address'), 400, 'VALIDATION_ERROR');
    expect(await codesTo(api, phone)).toEqual([]);
  });

  it('texts the UAE brand in English and the Ukrainian one in Ukrainian, with the brand and code', async () => {
    const uae = uniqueUaePhone();
    expect((await sendCode(api, RN.smAe, uae)).status).toBe(200);
    const en = await expectContract(await inbox(api, uae), ZDevSms);
    expect(en.text).toBe(`${en.code} is your SM sign-in code. Do not share it with anyone.`);

    const ua = uniquePhone();
    expect((await sendCode(api, RN.smUa, ua)).status).toBe(200);
    const uk = await expectContract(await inbox(api, ua), ZDevSms);
    expect(uk.text).toBe(`${uk.code} — код для входу в SM. Нікому його не повідомляйте.`);
  });

  it("refuses numbers outside the brand's countries with a 400 naming the country, and sends nothing", async () => {
    const uk = uniqueUkPhone();
    const err = await expectError(await sendCode(api, RN.smUa, uk), 400, 'PHONE_COUNTRY_NOT_SERVED');
    expect(err.message).toMatch(/only to numbers of Ukraine; .* is a number of United Kingdom/);
    expect(err.details).toEqual([{ country: 'GB', servedCountries: ['UA'] }]);
    await expectError(await inbox(api, uk), 404, 'SMS_NOT_FOUND');
    expect(await codesTo(api, uk)).toEqual([]);
    // a UAE number on the Ukrainian brand is refused too, a Ukrainian one on the UAE brand likewise
    await expectError(await sendCode(api, RN.smUa, uniqueUaePhone()), 400, 'PHONE_COUNTRY_NOT_SERVED');
    const ua = await expectError(
      await sendCode(api, RN.smAe, uniquePhone()),
      400,
      'PHONE_COUNTRY_NOT_SERVED',
    );
    expect(ua.details).toEqual([{ country: 'UA', servedCountries: ['AE', 'GB', 'PL'] }]);
    // the brand env's extra countries are served
    expect((await sendCode(api, RN.smAe, uk)).status).toBe(200);
    expect((await expectContract(await inbox(api, uk), ZDevSms)).text).toMatch(/is your SM sign-in code/);
  });
});

describe.each(databaseKinds())('the daily SMS cap per brand on %s', (kind) => {
  let api: TestApi;
  const logged: Array<{ level: number; msg: string; retailNetworkId?: number }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  });
  beforeAll(async () => {
    api = await startTestApi(kind, { SMS_DAILY_CAP_PER_BRAND: '3' }, { logger: { level: 'warn', stream } });
  });
  afterAll(() => api?.close());
  afterEach(() => vi.restoreAllMocks());

  const pauseLines = () => logged.filter((l) => l.msg.includes('sign-in SMS paused'));

  it('refuses sends past the cap with a 503, sends nothing, and logs it once', async () => {
    for (let i = 0; i < 3; i++) expect((await sendCode(api, RN.smUa, uniquePhone())).status).toBe(200);
    const refusedPhones = [uniquePhone(), uniquePhone(), uniquePhone()];
    for (const phone of refusedPhones) {
      const err = await expectError(await sendCode(api, RN.smUa, phone), 503, 'SMS_DAILY_CAP_REACHED');
      expect(err.message).toMatch(/paused; try later or call support/);
      expect(err.details).toEqual([{ supportPhone: expect.stringMatching(/^\+380/) }]);
      await expectError(await inbox(api, phone), 404, 'SMS_NOT_FOUND');
      expect(await codesTo(api, phone)).toEqual([]);
    }
    expect(pauseLines()).toHaveLength(1);
    expect(pauseLines()[0]).toMatchObject({ level: 50, retailNetworkId: RN.smUa });

    // another brand has its own cap
    expect((await sendCode(api, RN.smAe, uniqueUaePhone())).status).toBe(200);

    // a day later the early codes have left the count: sending resumes; a new pause is news again
    vi.spyOn(systemClock, 'now').mockReturnValue(new Date(Date.now() + 24 * 3600_000 + 60_000));
    for (let i = 0; i < 3; i++) expect((await sendCode(api, RN.smUa, uniquePhone())).status).toBe(200);
    await expectError(await sendCode(api, RN.smUa, uniquePhone()), 503, 'SMS_DAILY_CAP_REACHED');
    expect(pauseLines()).toHaveLength(2);
  });
});
