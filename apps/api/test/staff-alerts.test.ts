/**
 * Staff new-order alerts (issue 21 item 5) through the real server: an outlet's Telegram chats and
 * e-mail addresses set in the back office, orders placed through the API, the job queue's worker
 * sending to a local fake of the Telegram Bot API and a local SMTP server. Online orders alert
 * once paid (or switched to paying on receipt), as the board chimes only for workable orders.
 */
import {
  ZOrderCreated,
  ZStaffAlertSettingsView,
  ZStaffAlertTestResult,
  type TOrderCreated,
} from '@food/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, backofficeSettings, jobs } from '../src/db/schema.js';
import { startTestSmtpServer, type TestSmtpServer } from '../src/modules/notifications/test-smtp-server.js';
import { startFakeTelegram, type FakeTelegram } from '../src/modules/notifications/telegram-fake-server.js';
import { OUTLET, P, pickupBody } from './checkout-fixtures.js';
import { RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { ORDER_CREATE, PAYMENT_TEST_ENV, paymentSteps } from './payment-fixtures.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

const TOKEN = '7000000001:AAtest-token-for-staff-alerts_0123';
const CHAT = '-1001234567890';
const KITCHEN = 'kitchen@example.com';
const alertsOf = (outletId: number) => `/admin/v1/outlets/${outletId}/staff-alerts`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.each(databaseKinds())('staff new-order alerts on %s', (kind) => {
  let api: TestApi;
  let smtp: TestSmtpServer;
  let telegram: FakeTelegram;
  let owner: TestStaff;
  const steps = paymentSteps(() => api);
  let pickupSeq = 0;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    telegram = await startFakeTelegram(TOKEN);
    api = await startTestApi(kind, {
      ...PAYMENT_TEST_ENV,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'orders@sushi.example',
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_API_URL: telegram.url,
      JOBS_POLL_MS: '100',
      PUBLIC_API_URL: 'https://api.sushi.example',
    });
    // the worker starts at ready (app.ts onReady); listen() made the app ready
    owner = await createStaff(api, 'OWNER');
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    await telegram?.close();
  });
  beforeEach(() => {
    telegram.messages.length = 0;
    telegram.refuse.clear();
  });

  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));
  const staffJobs = (orderId: string) =>
    api.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'staff_alert'), like(jobs.key, `${orderId}:%`)));
  /** a cash pickup at the outlet: workable at once */
  const cashPickup = async (outletId: number, headers: Record<string, string> = {}) =>
    expectContract(
      await api.post(
        ORDER_CREATE,
        pickupBody(outletId, [{ productId: P.dragon, count: 2 }], {
          customerComment: `pickup ${++pickupSeq}`,
        }),
        { headers },
      ),
      ZOrderCreated,
      201,
    );
  const configure = async (outletId: number, body: unknown) =>
    expectContract(await owner.put(alertsOf(outletId), body), ZStaffAlertSettingsView);

  it('an outlet with nothing set: the view says so, and which channels this server has', async () => {
    const view = await expectContract(await owner.get(alertsOf(OUTLET.poznyaky)), ZStaffAlertSettingsView);
    expect(view).toEqual({
      outletId: OUTLET.poznyaky,
      telegramChatIds: [],
      emails: [],
      language: null,
      isTelegramOn: true,
      isEmailOn: true,
    });
  });

  it('a cash order at an outlet with Telegram and e-mail set: one message in the chat, one mail, sent once', async () => {
    const saved = await configure(OUTLET.khreshchatyk, {
      telegramChatIds: [` ${CHAT} `],
      emails: ['Kitchen@Example.com'],
      language: 'en',
    });
    expect(saved).toMatchObject({ telegramChatIds: [CHAT], emails: [KITCHEN], language: 'en' });
    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'outlet.staff_alerts'), eq(auditLog.outletId, OUTLET.khreshchatyk)));
    expect(audit?.after).toMatchObject({ emails: [KITCHEN] });

    const mailsBefore = mailsTo(KITCHEN).length;
    const key = `staff-alert-${Date.now()}`;
    const created: TOrderCreated = await cashPickup(OUTLET.khreshchatyk, { 'idempotency-key': key });
    await until(
      () => telegram.messages.length === 1 && mailsTo(KITCHEN).length === mailsBefore + 1,
      'both alerts',
    );

    const [message] = telegram.messages;
    expect(message).toMatchObject({ chatId: CHAT, parseMode: 'HTML', token: TOKEN });
    expect(message!.text).toContain(`<b>New order #${created.localId}</b>`);
    expect(message!.text).toContain('Pickup · As soon as possible');
    expect(message!.text).toContain('2 dishes');
    expect(message!.text).toContain(
      `href="https://api.sushi.example/admin/?outlet=${OUTLET.khreshchatyk}&amp;order=${created.orderId}"`,
    );
    const mail = mailsTo(KITCHEN).at(-1)!;
    expect(mail.parsed.subject).toMatch(new RegExp(`^New order #${created.localId} · `));
    expect(mail.parsed.text).toContain('paid on receipt');
    expect(mail.parsed.html).toContain(`New order #${created.localId}`);

    // the same request again (a retry of the checkout): the same order, no second alert
    const replay = await api.post(
      ORDER_CREATE,
      pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 2 }], {
        customerComment: `pickup ${pickupSeq}`,
      }),
      { headers: { 'idempotency-key': key } },
    );
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as TOrderCreated).orderId).toBe(created.orderId);
    await sleep(400);
    expect(telegram.messages).toHaveLength(1);
    expect(mailsTo(KITCHEN)).toHaveLength(mailsBefore + 1);
    const rows = await staffJobs(created.orderId);
    expect(rows.map((r) => [r.key, r.state]).sort()).toEqual([
      [`${created.orderId}:staff:email:${KITCHEN}`, 'DONE'],
      [`${created.orderId}:staff:telegram:${CHAT}`, 'DONE'],
    ]);
  });

  it('an outlet with no alerts set: no job, nothing sent', async () => {
    const mailsBefore = smtp.received.length;
    const created = await cashPickup(OUTLET.poznyaky);
    await sleep(400);
    expect(await staffJobs(created.orderId)).toEqual([]);
    expect(telegram.messages).toEqual([]);
    expect(smtp.received).toHaveLength(mailsBefore);
  });

  it('an online order alerts only once it is paid, and a second paid callback adds nothing', async () => {
    await configure(OUTLET.khreshchatyk, { telegramChatIds: [CHAT], emails: [], language: 'uk' });
    const created = await steps.order();
    expect(created.paymentUrl).toBeTruthy();
    await sleep(300);
    expect(await staffJobs(created.orderId)).toEqual([]);
    expect(telegram.messages).toEqual([]);

    expect(await steps.pay(created.paymentUrl!, '4242424242424242')).toContain('payment=success');
    await until(() => telegram.messages.length === 1, 'the alert after payment');
    expect(telegram.messages[0]!.text).toContain(`Нове замовлення №${created.localId}`);
    expect(telegram.messages[0]!.text).toContain('оплачено онлайн');
    // the bank's page posted again: the attempt is PAID already, nothing more
    await steps.pay(created.paymentUrl!, '4242424242424242').catch(() => undefined);
    await sleep(300);
    expect(telegram.messages).toHaveLength(1);
  });

  it('a declined online order switched to cash alerts then', async () => {
    const created = await steps.order();
    expect(await steps.pay(created.paymentUrl!, '4000000000000002')).toContain('payment=failed');
    await sleep(200);
    expect(telegram.messages).toEqual([]);
    const switched = await api.post('/payment/v1/changePaymentType', {
      orderId: created.orderId,
      paymentType: 'CASH',
    });
    expect(switched.status).toBe(200);
    await until(() => telegram.messages.length === 1, 'the alert after switching');
    expect(telegram.messages[0]!.text).toContain('оплата при отриманні');
  });

  it('a chat that blocked the bot: that job is DEAD at once, the mail still goes', async () => {
    telegram.refuse.set(CHAT, { status: 403, description: 'Forbidden: bot was blocked by the user' });
    await configure(OUTLET.khreshchatyk, { telegramChatIds: [CHAT], emails: [KITCHEN], language: null });
    const mailsBefore = mailsTo(KITCHEN).length;
    const created = await cashPickup(OUTLET.khreshchatyk);
    await until(async () => {
      const rows = await staffJobs(created.orderId);
      return rows.length === 2 && rows.every((r) => r.state === 'DONE' || r.state === 'DEAD');
    }, 'both jobs ended');
    const rows = await staffJobs(created.orderId);
    const tg = rows.find((r) => r.key.includes(':telegram:'))!;
    expect(tg).toMatchObject({ state: 'DEAD', attempts: 1 });
    expect(tg.lastError).toContain('blocked');
    expect(rows.find((r) => r.key.includes(':email:'))!.state).toBe('DONE');
    expect(mailsTo(KITCHEN)).toHaveLength(mailsBefore + 1);
    // no language set: the brand's default (Ukrainian for the sushi brand)
    expect(mailsTo(KITCHEN).at(-1)!.parsed.subject).toContain(`Нове замовлення №${created.localId}`);
  });

  it('the test button: a sample alert to each saved target, with what each did, audited', async () => {
    telegram.refuse.set('@blocked_channel', { status: 400, description: 'Bad Request: chat not found' });
    await configure(OUTLET.khreshchatyk, {
      telegramChatIds: [CHAT, '@blocked_channel'],
      emails: [KITCHEN],
      language: 'ru',
    });
    const mailsBefore = mailsTo(KITCHEN).length;
    const answer = await expectContract(
      await owner.post(`${alertsOf(OUTLET.khreshchatyk)}/test`),
      ZStaffAlertTestResult,
    );
    expect(answer.results).toEqual([
      { channel: 'telegram', target: CHAT, outcome: 'SENT', error: null },
      {
        channel: 'telegram',
        target: '@blocked_channel',
        outcome: 'FAILED',
        error: expect.stringContaining('chat not found'),
      },
      { channel: 'email', target: KITCHEN, outcome: 'SENT', error: null },
    ]);
    expect(telegram.messages).toHaveLength(1);
    expect(telegram.messages[0]!.text).toContain('Тестовое уведомление');
    expect(mailsTo(KITCHEN)).toHaveLength(mailsBefore + 1);
    const audits = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.kind, 'outlet.staff_alerts_test'));
    expect(audits).toHaveLength(1);
  });

  it('who may: owners, the brand’s managers, the outlet’s own staff; nobody else; CSRF on writes', async () => {
    const body = { telegramChatIds: [], emails: ['chef@example.com'], language: null };
    const manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
    const own = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.poznyaky] });
    const other = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.obolon] });
    expect((await manager.put(alertsOf(OUTLET.poznyaky), body)).status).toBe(200);
    expect((await own.get(alertsOf(OUTLET.poznyaky))).status).toBe(200);
    expect((await own.put(alertsOf(OUTLET.poznyaky), body)).status).toBe(200);
    expect((await own.post(`${alertsOf(OUTLET.poznyaky)}/test`)).status).toBe(200);
    await expectError(await other.get(alertsOf(OUTLET.poznyaky)), 403, 'FORBIDDEN');
    // a stranger's bad body is a 403, not a validation message
    await expectError(await other.put(alertsOf(OUTLET.poznyaky), { emails: 'x' }), 403, 'FORBIDDEN');
    await expectError(await manager.get(alertsOf(OUTLET.pizzaKyiv)), 403, 'FORBIDDEN');
    await expectError(await own.post(`${alertsOf(OUTLET.pizzaKyiv)}/test`), 403, 'FORBIDDEN');
    expect((await fetch(api.url + alertsOf(OUTLET.poznyaky))).status).toBe(401);
    const noCsrf = await fetch(api.url + alertsOf(OUTLET.poznyaky), {
      method: 'PUT',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(noCsrf.status).toBe(403);
    await expectError(await owner.get(alertsOf(999_999)), 404, 'RESTAURANT_NOT_FOUND');
  });

  it('bad input is a 400 and changes nothing', async () => {
    const before = await configure(OUTLET.lviv, {
      telegramChatIds: ['@lviv_kitchen'],
      emails: ['lviv@example.com'],
      language: 'uk',
    });
    const stored = async () =>
      (
        await api.database.db
          .select({ value: backofficeSettings.value })
          .from(backofficeSettings)
          .where(eq(backofficeSettings.key, `staffAlerts:outlet:${OUTLET.lviv}`))
      )[0]?.value;
    const storedBefore = await stored();
    const bad: unknown[] = [
      { telegramChatIds: ['kitchen'], emails: [], language: null },
      { telegramChatIds: ['@abc'], emails: [], language: null },
      { telegramChatIds: ['12.5'], emails: [], language: null },
      { telegramChatIds: [], emails: ['not-an-address'], language: null },
      { telegramChatIds: [], emails: ['a@example.com', 'A@example.com'], language: null },
      { telegramChatIds: ['1', '2', '3', '4', '5', '6'], emails: [], language: null },
      { telegramChatIds: [], emails: [], language: 'de' },
      { telegramChatIds: [], emails: [], language: null, extra: true },
      { emails: [] },
    ];
    for (const body of bad)
      await expectError(await owner.put(alertsOf(OUTLET.lviv), body), 400, 'VALIDATION_ERROR');
    await expectError(await owner.put('/admin/v1/outlets/abc/staff-alerts', before), 400, 'VALIDATION_ERROR');
    expect(await stored()).toEqual(storedBefore);
    const view = await expectContract(await owner.get(alertsOf(OUTLET.lviv)), ZStaffAlertSettingsView);
    expect(view).toEqual(before);
  });

  it('the outlet’s alert targets are not in the storefront’s public outlet config', async () => {
    const res = await api.get(`/catalog/v1/restaurants/${OUTLET.khreshchatyk}/config?rn=${RN.smUa}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(KITCHEN);
    expect(text).not.toContain(CHAT);
  });
});

describe('staff alerts without a Telegram bot token', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', { JOBS_POLL_MS: '100' });
  });
  afterAll(() => api?.close());

  it('the view says Telegram is off, the test says OFF, and an order enqueues e-mail jobs only', async () => {
    const owner = await createStaff(api, 'OWNER');
    const view = await expectContract(
      await owner.put(alertsOf(OUTLET.khreshchatyk), {
        telegramChatIds: [CHAT],
        emails: [KITCHEN],
        language: 'en',
      }),
      ZStaffAlertSettingsView,
    );
    expect(view).toMatchObject({ isTelegramOn: false, isEmailOn: false });
    const test = await expectContract(
      await owner.post(`${alertsOf(OUTLET.khreshchatyk)}/test`),
      ZStaffAlertTestResult,
    );
    expect(test.results.map((r) => r.outcome)).toEqual(['OFF', 'SENT']);
    const res = await api.post(
      ORDER_CREATE,
      pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 1 }]),
    );
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as TOrderCreated;
    const rows = await api.database.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(and(eq(jobs.kind, 'staff_alert'), like(jobs.key, `${orderId}:%`)));
    expect(rows).toEqual([{ key: `${orderId}:staff:email:${KITCHEN}` }]);
  });
});
