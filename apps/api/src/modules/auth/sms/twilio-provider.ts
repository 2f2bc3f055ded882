import { SmsSendError, type SmsMessage, type SmsProvider } from './sms-provider.js';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** a sender number in E.164 or an alphanumeric sender id */
  from: string;
  /** https://api.twilio.com; tests point it at a local server */
  apiUrl: string;
  timeoutMs?: number;
}

/** Twilio's error codes for a number that cannot receive this text (not our fault, not retryable). */
const RECIPIENT_ERRORS = new Set([21211, 21214, 21408, 21610, 21612, 21614]);

/**
 * Twilio Programmable Messaging: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form
 * fields To, From and Body, HTTP Basic auth with the account SID and auth token. A 201 carries
 * the message resource ({sid, status, ...}); an error carries {code, message, more_info, status}.
 */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio' as const;

  constructor(private readonly options: TwilioOptions) {}

  async send({ recipient, text, sender }: SmsMessage): Promise<void> {
    const { accountSid, authToken, from, apiUrl, timeoutMs = 10_000 } = this.options;
    const url = `${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: recipient, From: sender ?? from, Body: text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new SmsSendError(`Twilio unreachable: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as {
      sid?: string;
      code?: number;
      message?: string;
    } | null;
    if (res.ok && body?.sid) return;
    const code = body?.code;
    throw new SmsSendError(
      `Twilio answered ${res.status}${code ? ` (error ${code})` : ''}: ${body?.message ?? 'no message'}`,
      code !== undefined && RECIPIENT_ERRORS.has(code),
    );
  }
}
