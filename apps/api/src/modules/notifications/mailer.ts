/**
 * Where e-mails go (ARCHITECTURE.md "Modes and providers"): SMTP when SMTP_URL is set, through
 * nodemailer's pooled transport (a few connections kept open, so a burst of receipts does not
 * pay a TLS handshake each); else the log, as SMS_PROVIDER=log does for texts.
 *
 * A failure says whether sending again can help (the job queue retries those, with back-off):
 * - permanent: the server refused this recipient (5xx to RCPT TO) or this message (5xx to DATA);
 * - transient: everything else: 4xx (greylisting, a full mailbox, a rate limit), a connection
 *   or TLS failure, a timeout, and a refused login or sender (5xx to AUTH or MAIL FROM). The
 *   last two are our settings, not the message: once an operator fixes them, a retry delivers.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';

export interface EmailMessage {
  to: string;
  /** the brand's name; the address is MAIL_FROM */
  fromName: string;
  /** where replies go: the brand's support address */
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  /** e.g. List-Unsubscribe */
  headers?: Record<string, string>;
  /**
   * the Message-ID, `<…@…>`: the same for every attempt of one message, so a mail that went out
   * just before a crash and is sent again is recognisably the same message
   */
  messageId?: string;
}

export interface SentEmail {
  messageId: string;
}

export interface Mailer {
  readonly name: 'smtp' | 'log';
  send(message: EmailMessage): Promise<SentEmail>;
  close(): Promise<void>;
}

export class MailSendError extends Error {
  constructor(
    message: string,
    /** sending it again cannot help: the queue gives up on it */
    readonly isPermanent: boolean,
    /** the server refused the recipient's address (a bounce: the address is wrong or gone) */
    readonly isRecipientRejected = false,
    readonly responseCode?: number,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

/** What nodemailer's error says (smtp-connection `_formatError`): a code, the reply and the step. */
function mailSendErrorOf(err: unknown): MailSendError {
  const e = (err ?? {}) as { message?: string; code?: string; responseCode?: number; command?: string };
  const rc = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const step = e.command ?? '';
  const isFinal = rc !== undefined && rc >= 500 && rc < 600 && (step === 'RCPT TO' || step === 'DATA');
  return new MailSendError(
    `SMTP ${isFinal ? 'refused' : 'failed'}${step ? ` at ${step}` : ''}: ${e.message ?? String(err)}`,
    isFinal,
    isFinal && step === 'RCPT TO',
    rc,
  );
}

export class SmtpMailer implements Mailer {
  readonly name = 'smtp' as const;
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly fromAddress: string,
    timeoutsMs = { connection: 10_000, socket: 30_000 },
  ) {
    this.transport = createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 3,
      connectionTimeout: timeoutsMs.connection,
      greetingTimeout: timeoutsMs.connection,
      socketTimeout: timeoutsMs.socket,
      // the pool would re-send a message whose connection dropped by itself; the queue does that
      maxRequeues: 0,
    });
  }

  async send(m: EmailMessage): Promise<SentEmail> {
    try {
      const info = await this.transport.sendMail({
        from: { name: m.fromName, address: this.fromAddress },
        to: m.to,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        subject: m.subject,
        html: m.html,
        text: m.text,
        ...(m.headers ? { headers: m.headers } : {}),
        ...(m.messageId ? { messageId: m.messageId } : {}),
      });
      return { messageId: info.messageId };
    } catch (err) {
      throw mailSendErrorOf(err);
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/**
 * SMTP_URL unset: each e-mail is logged instead of sent. Outside production the text part goes
 * in too, so a developer can follow a confirmation link; in production (DEMO=true) only who
 * and what about, since a receipt carries a customer's address and phone.
 */
export class LogMailer implements Mailer {
  readonly name = 'log' as const;
  private sent = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly isProduction: boolean,
  ) {}

  async send(m: EmailMessage): Promise<SentEmail> {
    const messageId = m.messageId ?? `<log-${Date.now()}-${++this.sent}@localhost>`;
    const mail = { to: m.to, subject: m.subject, messageId };
    if (this.isProduction) this.log.info({ mail }, `e-mail to ${m.to}: ${m.subject}`);
    else this.log.info({ mail }, `e-mail to ${m.to}: ${m.subject}\n${m.text}`);
    return { messageId };
  }

  async close(): Promise<void> {}
}

export function createMailer(
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string; isProduction: boolean },
  log: FastifyBaseLogger,
): Mailer {
  return config.SMTP_URL
    ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : new LogMailer(log, config.isProduction);
}
