import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock.js';
import type { SmsMessage, SmsProvider } from './sms-provider.js';

export interface DevSms {
  recipient: string;
  code: string;
  text: string;
  sentAt: string;
}

/**
 * SMS_PROVIDER=log (ARCHITECTURE.md): each text goes to the log, and the last sign-in code per
 * recipient is kept in this process for `GET /customer/dev/sms`, so a developer or a browser
 * test can sign in without a phone. Bounded, so a flood of sends cannot grow it without end.
 * Texts without a code (order status texts) are logged only: one arriving between a sign-in and
 * the reading of the inbox must not hide the code.
 */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log' as const;
  private readonly inbox = new Map<string, DevSms>();

  constructor(
    private readonly clock: Clock,
    private readonly capacity = 10_000,
  ) {}

  async send({ recipient, text, code }: SmsMessage, log: FastifyBaseLogger): Promise<void> {
    if (code === undefined) {
      log.info({ sms: { recipient } }, `SMS to ${recipient}: ${text}`);
      return;
    }
    this.inbox.delete(recipient);
    if (this.inbox.size >= this.capacity) this.inbox.delete(this.inbox.keys().next().value!);
    this.inbox.set(recipient, { recipient, code, text, sentAt: this.clock.now().toISOString() });
    log.info({ sms: { recipient, code } }, `SMS to ${recipient}: ${text}`);
  }

  lastMessageTo(recipient: string): DevSms | undefined {
    return this.inbox.get(recipient);
  }
}
