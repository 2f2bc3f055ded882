/**
 * The customer's messages through the real server (issue 21 items 2, 3 and 7): an order placed
 * through the checkout and moved on the board, the job queue's worker running the jobs, e-mails
 * delivered to a local SMTP server and texts posted to a local fake of TurboSMS's API. Each
 * message goes once: a repeated move, a job run again, and a repeated subscription send nothing
 * more; the customer's choices and the checkout's consent decide what goes at all.
 */
import { createHash } from 'node:crypto';
import { ZNotificationPreferences, type TOrderCreated } from '@food/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSubscriptions, jobs } from '../src/db/schema.js';
import { startFakeHttpApi, type FakeHttpApi } from '../src/modules/auth/sms/fake-http-api.js';
import { startTestSmtpServer, type TestSmtpServer } from '../src/modules/notifications/test-smtp-server.js';
import { signEmailToken } from '../src/modules/notifications/tokens.js';
import { PAYMENT_ENV, eventually, movableClock, orderSteps } from './board-fixtures.js';
import { OUTLET } from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

const SECRET = 'n'.repeat(32);
const KINDS = ['receipt_email', 'status_email', 'status_sms', 'subscription_confirmation'];
let seq = 0;
const uniqueEmail = (name: string) => `${name}-${process.pid}-${++seq}@example.com`;

describe.each(databaseKinds())('customer notifications through the queue on %s', (kind) => {
  let api: TestApi;
  let smtp: TestSmtpServer;
  let turbo: FakeHttpApi;
  let cook: TestStaff;
  const steps = orderSteps(() => api);
  // moved on only by the last test (the unpaid-order sweep)
  const clock = movableClock();

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    turbo = await startFakeHttpApi();
    turbo.answer = () => ({
      status: 200,
      body: { response_code: 800, response_status: 'SUCCESS_MESSAGE_ACCEPTED' },
    });
    api = await startTestApi(
      kind,
      {
        ...PAYMENT_ENV,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'orders@food.example',
        SMS_PROVIDER: 'turbosms',
        TURBOSMS_TOKEN: 'turbo-token',
        TURBOSMS_SENDER: 'FoodDemo',
        TURBOSMS_API_URL: turbo.url,
        EMAIL_TOKEN_SECRET: SECRET,
        PUBLIC_API_URL: 'http://api.test',
        JOBS_POLL_MS: '100',
        UNPAID_CANCEL_CHECK_SECONDS: '1',
      },
      { clock },
    );
    cook = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.khreshchatyk] });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
    await turbo?.close();
  });

  const db = () => api.database.db;
  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));
  const textsTo = (phone: string) =>
    turbo.requests.filter((r) =>
      (JSON.parse(r.body) as { recipients: string[] }).recipients.includes(phone.replace('+', '')),
    );
  /** until the worker has run every notification job that is due */
  const settle = () =>
    eventually(async () => {
      const [row] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(and(inArray(jobs.kind, KINDS), inArray(jobs.state, ['PENDING', 'RUNNING'])));
      return row!.n === 0;
    });
  const move = (orderId: string, body: Record<string, unknown>) =>
    cook.post(`/admin/v1/orders/${orderId}/status`, body);
  const order = (
    email: string | null,
    over: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => steps.pickup(OUTLET.khreshchatyk, { ...(email ? { customerEmail: email } : {}), ...over }, headers);
  const pageTextOf = (html: string) => html.replace(/<[^>]+>/g, ' ');

  describe('the receipt', () => {
    it('mails exactly one receipt for a placed order, in the language of the page it came from', async () => {
      const to = uniqueEmail('receipt');
      const created = await order(to, { additionalInfo: { language: 'ru' } });
      await settle();
      const mails = mailsTo(to);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.parsed.subject).toBe(`Заказ №${created.localId} в Sushi Moon: чек`);
      expect(mails[0]!.parsed.messageId).toBe(`<receipt.${created.orderId}@food.example>`);
    });

    it("reads an older client's language from its return URL, and mails nothing without an address", async () => {
      const to = uniqueEmail('old-client');
      const created = await order(to, {
        payment: {
          bonusCount: 0,
          paymentType: 'CASH',
          returnUrl: 'https://kyiv.shop.example.com/ru/order-confirmed/{orderId}',
        },
      });
      const before = smtp.received.length;
      await order(null);
      await settle();
      expect(mailsTo(to).map((m) => m.parsed.subject)).toEqual([
        `Заказ №${created.localId} в Sushi Moon: чек`,
      ]);
      // the order without an e-mail: no receipt job, no mail (besides the one above)
      expect(smtp.received.length - before).toBe(1);
    });

    it('refuses a language that is not a two-letter code, writing no order', async () => {
      const res = await api.post('/order-service/api/http-order-create', {
        retailNetworkId: 1,
        outletId: OUTLET.khreshchatyk,
        products: [{ productId: 100001, count: 1 }],
        payment: { paymentType: 'CASH' },
        delivery: { type: 1, timeIndication: 'ASAP' },
        customerPhone: '+380501112233',
        additionalInfo: { language: '<script>' },
      });
      await expectError(res, 400);
    });
  });

  describe('status changes', () => {
    it('sends one status mail and, with consent, one text per change; a repeat and a job run again send nothing more', async () => {
      const to = uniqueEmail('status');
      const phone = '+380501230001';
      const created = await order(to, { customerPhone: phone, additionalInfo: { smsConsent: true } });
      await settle();
      expect(mailsTo(to)).toHaveLength(1); // the receipt

      expect((await move(created.orderId, { statusId: 1, prepMinutes: 20 })).status).toBe(200);
      await settle();
      const accepted = mailsTo(to).slice(1);
      expect(accepted).toHaveLength(1);
      expect(accepted[0]!.parsed.messageId).toBe(`<status-1.${created.orderId}@food.example>`);
      const texts = textsTo(phone);
      expect(texts).toHaveLength(1);
      expect((JSON.parse(texts[0]!.body) as { sms: { text: string } }).sms.text).toContain(
        `№${created.localId}`,
      );

      // the same move again is refused by the board and enqueues nothing
      expect((await move(created.orderId, { statusId: 1, prepMinutes: 20 })).status).toBeGreaterThanOrEqual(
        400,
      );
      // the jobs run again, as after a worker that died before writing DONE
      await db()
        .update(jobs)
        .set({ state: 'PENDING', runAt: sql`now()`, finishedAt: null })
        .where(inArray(jobs.key, [`${created.orderId}:1:email`, `${created.orderId}:1:sms`]));
      await eventually(async () => {
        const rows = await db()
          .select({ attempts: jobs.attempts, state: jobs.state })
          .from(jobs)
          .where(inArray(jobs.key, [`${created.orderId}:1:email`, `${created.orderId}:1:sms`]));
        return rows.length === 2 && rows.every((r) => r.state === 'DONE' && r.attempts === 2);
      });
      expect(mailsTo(to)).toHaveLength(2);
      expect(textsTo(phone)).toHaveLength(1);

      // a cancellation with staff's reason: mailed and texted once, with the reason
      const cancel = await move(created.orderId, { statusId: 4, reason: 'Закінчився лосось' });
      expect(cancel.status).toBe(200);
      await settle();
      const cancelled = mailsTo(to).slice(2);
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]!.parsed.text).toContain('Закінчився лосось');
      expect(textsTo(phone)).toHaveLength(2);
    });

    it('texts nothing without consent', async () => {
      const to = uniqueEmail('no-consent');
      const phone = '+380501230002';
      const created = await order(to, { customerPhone: phone });
      expect((await move(created.orderId, { statusId: 1, prepMinutes: 20 })).status).toBe(200);
      await settle();
      expect(mailsTo(to)).toHaveLength(2); // the receipt and "accepted"
      expect(textsTo(phone)).toHaveLength(0);
    });

    it("follows the signed-in customer's choices: e-mail off sends no status mail, texts on send texts", async () => {
      const phone = '+380501230003';
      const to = uniqueEmail('customer');
      const { customer, headers } = await createSignedInCustomer(db(), { phone, email: to });
      const patch = await api.post(
        `/customer/v1/notificationPreferences/${customer.id}`,
        JSON.stringify({ statusEmail: false, statusSms: true }),
        { method: 'PATCH', headers },
      );
      await expectContract(patch, ZNotificationPreferences);
      const created: TOrderCreated = await order(
        null,
        { customerUuid: customer.id, customerPhone: phone },
        headers,
      );
      await settle();
      // the receipt is not a status message: the account's address gets it
      expect(mailsTo(to)).toHaveLength(1);
      expect((await move(created.orderId, { statusId: 1, prepMinutes: 20 })).status).toBe(200);
      await settle();
      expect(mailsTo(to)).toHaveLength(1);
      expect(textsTo(phone)).toHaveLength(1);
    });

    it('sends nothing when every channel is off', async () => {
      const phone = '+380501230004';
      const to = uniqueEmail('all-off');
      const { customer, headers } = await createSignedInCustomer(db(), { phone, email: to });
      await api.post(
        `/customer/v1/notificationPreferences/${customer.id}`,
        JSON.stringify({ statusEmail: false, statusSms: false, statusPush: false }),
        { method: 'PATCH', headers },
      );
      const created = await order(null, { customerUuid: customer.id, customerPhone: phone }, headers);
      expect((await move(created.orderId, { statusId: 1, prepMinutes: 20 })).status).toBe(200);
      expect((await move(created.orderId, { statusId: 4, reason: 'Гість передумав' })).status).toBe(200);
      await settle();
      expect(mailsTo(to)).toHaveLength(1); // the receipt only
      expect(textsTo(phone)).toHaveLength(0);
    });
  });

  describe('the e-mail pop-up: double opt-in', () => {
    const subscribe = (email: string, language = 'uk') =>
      api.post('/site/v1/emailSubscriptions', { retailNetworkId: 1, email, language, consent: true });
    const rowOf = async (email: string) =>
      (
        await db()
          .select()
          .from(emailSubscriptions)
          .where(and(eq(emailSubscriptions.retailNetworkId, 1), eq(emailSubscriptions.email, email)))
      )[0]!;
    const linkIn = (text: string, path: 'confirm' | 'unsubscribe') =>
      new RegExp(`http://api\\.test(/site/v1/emailSubscriptions/${path}\\?token=[A-Za-z0-9_%.-]+)`).exec(
        text,
      )![1]!;

    it('mails one confirmation for repeated subscribing; the link confirms once and again shows the same page', async () => {
      const email = uniqueEmail('sub');
      expect((await subscribe(email.toUpperCase())).status).toBe(200);
      expect((await subscribe(email)).status).toBe(200);
      await settle();
      const mails = mailsTo(email);
      expect(mails).toHaveLength(1);
      const confirm = linkIn(mails[0]!.parsed.text!, 'confirm');

      const first = await api.get(confirm);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toContain('text/html');
      const html = await first.text();
      expect(pageTextOf(html)).toContain('Підписку підтверджено');
      // nothing runs; the page's one style is allowed by its hash, so a browser draws it
      const style = /<style>([^<]*)<\/style>/.exec(html)![1]!;
      const hash = createHash('sha256').update(style).digest('base64');
      expect(first.headers.get('content-security-policy')).toBe(
        `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
      );
      const confirmedAt = (await rowOf(email)).confirmedAt;
      expect(confirmedAt).not.toBeNull();

      const again = await api.get(confirm);
      expect(again.status).toBe(200);
      expect((await rowOf(email)).confirmedAt).toEqual(confirmedAt);
      // a confirmed address subscribing again is mailed nothing
      await subscribe(email);
      await settle();
      expect(mailsTo(email)).toHaveLength(1);
    });

    it('unsubscribes by one click (RFC 8058) after a page that only asks; repeats change nothing', async () => {
      const email = uniqueEmail('unsub');
      await subscribe(email, 'ru');
      await settle();
      const unsubscribe = linkIn(mailsTo(email)[0]!.parsed.text!, 'unsubscribe');

      const page = await api.get(unsubscribe);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<form method="post"');
      expect(pageTextOf(html)).toContain('Отписаться');
      expect((await rowOf(email)).unsubscribedAt).toBeNull();

      const oneClick = () =>
        api.post(unsubscribe, 'List-Unsubscribe=One-Click', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const done = await oneClick();
      expect(done.status).toBe(200);
      expect(pageTextOf(await done.text())).toContain('Вы отписались');
      const unsubscribedAt = (await rowOf(email)).unsubscribedAt;
      expect(unsubscribedAt).not.toBeNull();
      expect((await oneClick()).status).toBe(200);
      expect((await rowOf(email)).unsubscribedAt).toEqual(unsubscribedAt);

      // the confirmation link no longer subscribes anyone
      const confirm = await api.get(linkIn(mailsTo(email)[0]!.parsed.text!, 'confirm'));
      expect(confirm.status).toBe(400);
      expect((await rowOf(email)).confirmedAt).toBeNull();
    });

    it('answers a bad, expired or misused link with a 400 page and changes nothing', async () => {
      const email = uniqueEmail('bad');
      await subscribe(email);
      await settle();
      const confirm = linkIn(mailsTo(email)[0]!.parsed.text!, 'confirm');
      const token = decodeURIComponent(confirm.split('token=')[1]!);
      const expired = signEmailToken(
        SECRET,
        { purpose: 'confirm-subscription', rn: 1, email },
        new Date(Date.now() - 8 * 86_400_000),
      );
      const forged = signEmailToken(
        'x'.repeat(32),
        { purpose: 'confirm-subscription', rn: 1, email },
        new Date(),
      );
      const unsubscribeToken = signEmailToken(SECRET, { purpose: 'unsubscribe', rn: 1, email }, new Date());
      const base = '/site/v1/emailSubscriptions';
      for (const path of [
        `${base}/confirm`,
        `${base}/confirm?token=`,
        `${base}/confirm?token=${encodeURIComponent(token.slice(0, -2))}`,
        `${base}/confirm?token=${encodeURIComponent(expired)}`,
        `${base}/confirm?token=${encodeURIComponent(forged)}`,
        `${base}/confirm?token=${encodeURIComponent(unsubscribeToken)}`,
      ]) {
        const res = await api.get(path, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
        expect(res.status, path).toBe(400);
        expect(pageTextOf(await res.text())).toContain('This link does not work');
      }
      const misused = await api.post(
        `${base}/unsubscribe?token=${encodeURIComponent(token)}`,
        'List-Unsubscribe=One-Click',
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      );
      expect(misused.status).toBe(400);
      const row = await rowOf(email);
      expect(row.confirmedAt).toBeNull();
      expect(row.unsubscribedAt).toBeNull();
    });
  });

  describe('the unpaid-order sweep', () => {
    it('tells the customer of an online order it cancels, once, by e-mail and with consent by text', async () => {
      const to = uniqueEmail('unpaid');
      const phone = '+380501230005';
      const created = await steps.delivery({
        customerEmail: to,
        customerPhone: phone,
        additionalInfo: { smsConsent: true, language: 'en' },
      });
      await settle();
      expect(mailsTo(to)).toHaveLength(1); // the receipt, awaiting payment
      // the sweep runs every second; a day on, every limit has passed
      clock.advanceMinutes(24 * 60);
      await eventually(async () => {
        const [row] = await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(eq(jobs.key, `${created.orderId}:4:email`));
        return row!.n === 1;
      });
      await settle();
      const cancelled = mailsTo(to).slice(1);
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]!.parsed.messageId).toBe(`<status-4.${created.orderId}@food.example>`);
      // the sweep's reason is a code, said in the message's language (sm-ua has no English: Ukrainian)
      expect(cancelled[0]!.parsed.text).toContain('Причина: замовлення не оплатили вчасно');
      expect(cancelled[0]!.parsed.text).not.toContain('NOT_PAID_IN_TIME');
      const texts = textsTo(phone);
      expect(texts).toHaveLength(1);
      expect((JSON.parse(texts[0]!.body) as { sms: { text: string } }).sms.text).toContain(
        'Причина: не оплачено вчасно.',
      );
    });
  });

  describe('the preference routes', () => {
    it('answers the defaults, changes only what is given, and refuses strangers and bad input', async () => {
      const { customer, headers } = await createSignedInCustomer(db());
      const other = await createSignedInCustomer(db());
      const path = `/customer/v1/notificationPreferences/${customer.id}`;
      const patch = (body: unknown, h: Record<string, string> = headers) =>
        api.post(path, JSON.stringify(body), { method: 'PATCH', headers: h });

      await expectError(await api.get(path), 401);
      await expectError(await api.get(path, { headers: other.headers }), 403);
      await expectError(await patch({ statusSms: true }, {}), 401);
      await expectError(await patch({ statusSms: true }, other.headers), 403);
      expect(await expectContract(await api.get(path, { headers }), ZNotificationPreferences)).toEqual({
        statusEmail: true,
        statusSms: false,
        statusPush: false,
        updatedAt: null,
      });

      const changed = await expectContract(await patch({ statusSms: true }), ZNotificationPreferences);
      expect(changed).toMatchObject({ statusEmail: true, statusSms: true, statusPush: false });
      expect(changed.updatedAt).not.toBeNull();
      const pushed = await expectContract(await patch({ statusPush: true }), ZNotificationPreferences);
      expect(pushed).toMatchObject({ statusEmail: true, statusSms: true, statusPush: true });

      for (const bad of [{}, { statusSms: 'yes' }, { statusEmail: true, phone: '+380' }, null]) {
        const res = await patch(bad);
        expect(res.status, JSON.stringify(bad)).toBe(400);
      }
      expect(await expectContract(await api.get(path, { headers }), ZNotificationPreferences)).toMatchObject({
        statusEmail: true,
        statusSms: true,
        statusPush: true,
      });
    });
  });
});
