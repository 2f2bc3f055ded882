/**
 * Notifications through the real parts (issue 21 items 2 and 3): an order placed through the API,
 * its receipt read as the storefront reads it, the brand's rows from the database, e-mails
 * delivered to a local SMTP server and status texts posted to a local fake of TurboSMS's API.
 */
import { ZReceipt, type TReceipt } from '@food/contracts';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../src/lib/clock.js';
import { createMediaUrls } from '../src/lib/media-url.js';
import { TenantRegistry } from '../src/lib/tenant.js';
import { startFakeHttpApi, type FakeHttpApi } from '../src/modules/auth/sms/fake-http-api.js';
import { TurboSmsProvider } from '../src/modules/auth/sms/turbosms-provider.js';
import {
  MailSendError,
  NotificationService,
  createMailer,
  verifyEmailToken,
  type Mailer,
  type OrderNotice,
} from '../src/modules/notifications/index.js';
import { startTestSmtpServer, type TestSmtpServer } from '../src/modules/notifications/test-smtp-server.js';
import { P } from './checkout-fixtures.js';
import { BR, RN, databaseKinds, expectContract, startTestApi, type TestApi } from './harness.js';
import { PAYMENT_TEST_ENV, paymentSteps } from './payment-fixtures.js';

const SECRET = 's'.repeat(32);

describe.each(databaseKinds())('notifications on %s', (kind) => {
  let api: TestApi;
  let smtp: TestSmtpServer;
  let turbo: FakeHttpApi;
  let mailer: Mailer;
  let notifications: NotificationService;
  let receipt: TReceipt;

  beforeAll(async () => {
    api = await startTestApi(kind, PAYMENT_TEST_ENV);
    smtp = await startTestSmtpServer();
    turbo = await startFakeHttpApi();
    const log = pino({ level: 'silent' });
    mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'orders@food.example', isProduction: false }, log);
    notifications = new NotificationService({
      tenants: new TenantRegistry(api.database.db, 0),
      imageUrl: createMediaUrls('http://127.0.0.1:4000').imageUrl,
      mailer,
      sms: new TurboSmsProvider({ token: 'turbo-token', sender: 'FoodDemo', apiUrl: turbo.url }),
      log,
      clock: systemClock,
      config: {
        STOREFRONT_URL: 'http://localhost:3000',
        PUBLIC_API_URL: 'http://127.0.0.1:4000',
        MAIL_FROM: 'orders@food.example',
      },
      tokenSecret: SECRET,
    });
    const created = await paymentSteps(() => api).order({
      products: [
        { productId: P.dragon, count: 2 },
        { productId: P.unagi, count: 1 },
      ],
      customerComment: 'Дзвінок не працює <b>стукайте</b>',
    });
    receipt = await expectContract(await api.get(`/orders/v1/receipt/${created.orderId}?lang=ru`), ZReceipt);
  });
  afterAll(async () => {
    await mailer?.close();
    await smtp?.close();
    await turbo?.close();
    await api?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    turbo.requests.length = 0;
  });

  const notice = (over: Partial<TReceipt> = {}): OrderNotice => ({
    retailNetworkId: RN.smUa,
    businessRegionId: BR.kyiv,
    receipt: { ...receipt, ...over },
    language: 'ru',
    isCustomerOrder: false,
  });

  it("e-mails the receipt of a placed order in the customer's language, from the brand", async () => {
    const sent = await notifications.sendReceiptEmail({ ...notice(), to: 'olena@example.com' });
    expect(sent.messageId).toBe(`<receipt.${receipt.orderId}@food.example>`);
    expect(smtp.received).toHaveLength(1);
    const { envelope, parsed } = smtp.received[0]!;
    expect(envelope.to).toEqual(['olena@example.com']);
    expect(parsed.from?.value).toEqual([{ name: 'Sushi Moon', address: 'orders@food.example' }]);
    expect(parsed.replyTo?.text).toBe('hello@sushimoon.example');
    expect(parsed.subject).toBe(`Заказ №${receipt.localId} в Sushi Moon: чек`);
    // a receipt is transactional: no unsubscribe header
    expect(parsed.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(false);
    const orderUrl = `http://kyiv.localhost:3000/ru/order-confirmed/${receipt.orderId}`;
    for (const line of receipt.lines) {
      expect(parsed.text).toContain(`${line.name} × ${line.count}`);
      expect(parsed.html).toContain(line.name);
    }
    expect(parsed.text).toContain(`Посмотреть заказ: ${orderUrl}`);
    expect(parsed.html).toContain(`href="${orderUrl}"`);
    expect(parsed.text).toContain('Комментарий: Дзвінок не працює <b>стукайте</b>');
    expect(parsed.html).toContain('Дзвінок не працює &lt;b&gt;стукайте&lt;/b&gt;');
    expect(parsed.html).not.toContain('<b>стукайте');
  });

  it("falls back to the brand's default language when it does not speak the customer's", async () => {
    await notifications.sendReceiptEmail({ ...notice(), language: 'en', to: 'olena@example.com' });
    expect(smtp.received[0]!.parsed.subject).toBe(`Замовлення №${receipt.localId} у Sushi Moon: чек`);
  });

  it('e-mails a status change, and sends nothing for a status without a message', async () => {
    const accepted = await notifications.sendStatusEmail({
      ...notice({ statusId: 1 }),
      to: 'olena@example.com',
      isCustomerOrder: true,
    });
    expect(accepted?.messageId).toBe(`<status-1.${receipt.orderId}@food.example>`);
    const { parsed } = smtp.received[0]!;
    expect(parsed.subject).toBe(`Заказ №${receipt.localId} принят — Sushi Moon`);
    expect(parsed.text).toContain(`http://kyiv.localhost:3000/ru/account/orders/${receipt.orderId}`);
    expect(parsed.text).toMatch(/Ожидайте: \d{1,2} [а-я]+, \d{2}:\d{2}/);

    expect(
      await notifications.sendStatusEmail({ ...notice({ statusId: 0 }), to: 'olena@example.com' }),
    ).toBeNull();
    expect(smtp.received).toHaveLength(1);
  });

  it('surfaces a refused address as a permanent failure for the queue', async () => {
    smtp.refuseRecipient.set('gone@example.com', { code: 550, text: 'No such user' });
    const failure = notifications.sendReceiptEmail({ ...notice(), to: 'gone@example.com' });
    await expect(failure).rejects.toBeInstanceOf(MailSendError);
    await expect(failure).rejects.toMatchObject({
      isPermanent: true,
      isRecipientRejected: true,
    });
  });

  it('texts a status change through the SMS provider, in the language and within one part', async () => {
    turbo.answer = () => ({
      status: 200,
      body: { response_code: 800, response_status: 'SUCCESS_MESSAGE_ACCEPTED' },
    });
    const sent = await notifications.sendStatusSms({ ...notice({ statusId: 1 }), phone: '+380501234567' });
    expect(sent!.text).toMatch(
      new RegExp(`^SM: заказ №${receipt.localId} принят, доставим к (\\d\\d\\.\\d\\d )?\\d\\d:\\d\\d\\.$`),
    );
    expect(turbo.requests).toHaveLength(1);
    expect(turbo.requests[0]!.headers.authorization).toBe('Bearer turbo-token');
    expect(JSON.parse(turbo.requests[0]!.body)).toEqual({
      recipients: ['380501234567'],
      sms: { sender: 'FoodDemo', text: sent!.text },
    });
    // delivered (3) is not texted
    expect(
      await notifications.sendStatusSms({ ...notice({ statusId: 3 }), phone: '+380501234567' }),
    ).toBeNull();
    expect(turbo.requests).toHaveLength(1);
  });

  it('sends the double opt-in mail with signed links and one-click List-Unsubscribe', async () => {
    await notifications.sendSubscriptionConfirmation({
      retailNetworkId: RN.smUa,
      email: 'Olena@Example.com',
      language: 'uk',
    });
    const { parsed } = smtp.received[0]!;
    expect(parsed.subject).toBe('Підтвердіть підписку на новини Sushi Moon');
    const header = parsed.headerLines.find((h) => h.key === 'list-unsubscribe')!.line;
    const unsubscribe =
      /<(http:\/\/127\.0\.0\.1:4000\/site\/v1\/emailSubscriptions\/unsubscribe\?token=[^>]+)>/.exec(
        header,
      )![1]!;
    expect(parsed.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const confirm = /http:\/\/127\.0\.0\.1:4000\/site\/v1\/emailSubscriptions\/confirm\?token=\S+/.exec(
      parsed.text!,
    )![0];
    const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
    expect(verifyEmailToken(SECRET, tokenOf(confirm), 'confirm-subscription', new Date())).toMatchObject({
      ok: true,
      claims: { rn: RN.smUa, email: 'olena@example.com' },
    });
    expect(verifyEmailToken(SECRET, tokenOf(unsubscribe), 'unsubscribe', new Date()).ok).toBe(true);
    expect(parsed.html).toContain(unsubscribe.replaceAll('&', '&amp;'));
  });
});
