import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LogMailer, MailSendError, SmtpMailer, createMailer, type EmailMessage } from './mailer.js';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.js';

const message = (over: Partial<EmailMessage> = {}): EmailMessage => ({
  to: 'olena@example.com',
  fromName: 'Sushi Moon',
  replyTo: 'hello@sushimoon.example',
  subject: 'Замовлення №12 у Sushi Moon: чек',
  html: '<p>Дякуємо за замовлення!</p>',
  text: 'Дякуємо за замовлення!\n',
  ...over,
});

const failureOf = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MailSendError);
  return err as MailSendError;
};

describe('SMTP mailer against a local SMTP server', () => {
  let smtp: TestSmtpServer;
  let mailer: SmtpMailer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    mailer = new SmtpMailer(smtp.url, 'orders@food.example', { connection: 2000, socket: 5000 });
  });
  afterAll(async () => {
    await mailer?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.refuseRecipient.clear();
    smtp.refuseData = null;
  });

  it("delivers HTML and text with the brand's sender name, Reply-To, Message-ID and extra headers", async () => {
    const sent = await mailer.send(
      message({
        messageId: '<receipt.abc@food.example>',
        headers: { 'List-Unsubscribe': '<https://api.example.com/u?token=x>' },
      }),
    );
    expect(sent.messageId).toBe('<receipt.abc@food.example>');
    expect(smtp.received).toHaveLength(1);
    const [{ envelope, parsed }] = smtp.received as [(typeof smtp.received)[0]];
    expect(envelope).toEqual({ from: 'orders@food.example', to: ['olena@example.com'] });
    expect(parsed.from?.value).toEqual([{ name: 'Sushi Moon', address: 'orders@food.example' }]);
    expect(parsed.subject).toBe('Замовлення №12 у Sushi Moon: чек');
    expect(parsed.replyTo?.text).toBe('hello@sushimoon.example');
    expect(parsed.messageId).toBe('<receipt.abc@food.example>');
    expect(parsed.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <https://api.example.com/u?token=x>',
    );
    expect(parsed.html).toContain('<p>Дякуємо за замовлення!</p>');
    expect(parsed.text).toBe('Дякуємо за замовлення!\n');
  });

  it('surfaces a refused recipient (5xx) as a permanent failure, naming the recipient', async () => {
    smtp.refuseRecipient.set('gone@example.com', { code: 550, text: 'No such user here' });
    const err = await failureOf(mailer.send(message({ to: 'gone@example.com' })));
    expect(err).toMatchObject({ isPermanent: true, isRecipientRejected: true, responseCode: 550 });
    expect(err.message).toContain('No such user here');
    expect(smtp.received).toHaveLength(0);
  });

  it('surfaces a deferred recipient (4xx, greylisting or a full mailbox) as transient, to retry', async () => {
    smtp.refuseRecipient.set('busy@example.com', { code: 450, text: 'Mailbox busy, try later' });
    const err = await failureOf(mailer.send(message({ to: 'busy@example.com' })));
    expect(err).toMatchObject({ isPermanent: false, isRecipientRejected: false, responseCode: 450 });
  });

  it('surfaces a message refused at DATA (5xx) as permanent, without blaming the address', async () => {
    smtp.refuseData = { code: 554, text: 'Message rejected as spam' };
    const err = await failureOf(mailer.send(message()));
    expect(err).toMatchObject({ isPermanent: true, isRecipientRejected: false, responseCode: 554 });
  });

  it('surfaces a server that cannot be reached, or a refused login, as transient', async () => {
    const nowhere = new SmtpMailer('smtp://u:p@127.0.0.1:1', 'orders@food.example', {
      connection: 2000,
      socket: 2000,
    });
    const down = await failureOf(nowhere.send(message()));
    expect(down.isPermanent).toBe(false);
    await nowhere.close();

    const wrong = new SmtpMailer(smtp.url.replace(':secret@', ':wrong@'), 'orders@food.example');
    const refused = await failureOf(wrong.send(message()));
    // 535 is a 5xx, but it is our setting, not the message: once fixed, a retry delivers
    expect(refused).toMatchObject({ isPermanent: false, responseCode: 535 });
    await wrong.close();
    expect(smtp.received).toHaveLength(0);
  });
});

describe('log mailer (SMTP_URL unset)', () => {
  const captured = () => {
    const lines: Array<Record<string, unknown>> = [];
    const log = pino(
      { level: 'info' },
      { write: (l: string) => lines.push(JSON.parse(l) as Record<string, unknown>) },
    );
    return { log, lines };
  };

  it('is what the demo gets, and writes the text with its links to the log', async () => {
    const { log, lines } = captured();
    const mailer = createMailer({ MAIL_FROM: 'noreply@localhost', isProduction: false }, log);
    expect(mailer.name).toBe('log');
    await mailer.send(
      message({ text: 'Confirm: http://localhost:4000/site/v1/emailSubscriptions/confirm?token=t\n' }),
    );
    expect(lines[0]!.msg).toContain('e-mail to olena@example.com: Замовлення №12 у Sushi Moon: чек');
    expect(lines[0]!.msg).toContain('confirm?token=t');
  });

  it('in production logs who and what about, not the content', async () => {
    const { log, lines } = captured();
    await new LogMailer(log, true).send(message({ text: 'вул. Хрещатик, 22, кв. 5' }));
    expect(lines[0]!.msg).toBe('e-mail to olena@example.com: Замовлення №12 у Sushi Moon: чек');
    expect(JSON.stringify(lines)).not.toContain('Хрещатик');
  });

  it('makes an SMTP mailer when SMTP_URL is set', async () => {
    const { log } = captured();
    const mailer = createMailer(
      { SMTP_URL: 'smtp://u:p@127.0.0.1:1', MAIL_FROM: 'a@b.c', isProduction: true },
      log,
    );
    expect(mailer.name).toBe('smtp');
    await mailer.close();
  });
});
