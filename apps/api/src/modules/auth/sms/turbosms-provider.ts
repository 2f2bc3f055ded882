import { SmsSendError, type SmsMessage, type SmsProvider } from './sms-provider.js';

export interface TurboSmsOptions {
  /** the HTTP API token of the TurboSMS account (its "Bearer" token) */
  token: string;
  /** an alphanumeric sender name registered with TurboSMS */
  sender: string;
  /** https://api.turbosms.ua; tests point it at a local server */
  apiUrl: string;
  timeoutMs?: number;
}

/** 800–803: accepted or sent, whole or partly (a partial answer names each recipient's result). */
const ACCEPTED = new Set([0, 800, 801, 802, 803]);
/** 305 INVALID_PHONE (no country or operator for it), 404 NOT_ALLOWED_NUMBER_STOPLIST */
const RECIPIENT_ERRORS = new Set([305, 404]);

interface TurboSmsAnswer {
  response_code?: number;
  response_status?: string;
  response_result?: Array<{ phone?: string; response_code?: number; response_status?: string }> | null;
}

/**
 * TurboSMS (turbosms.ua), the Ukrainian brands' provider: `POST /message/send.json` with the
 * account token as a Bearer token and `{recipients: ["380…"], sms: {sender, text}}`. The HTTP
 * status is 200 for most answers; the outcome is `response_code` (800 SUCCESS_MESSAGE_ACCEPTED…)
 * and, per recipient, `response_result[].response_code` (0 OK, 305 INVALID_PHONE…).
 */
export class TurboSmsProvider implements SmsProvider {
  readonly name = 'turbosms' as const;

  constructor(private readonly options: TurboSmsOptions) {}

  async send({ recipient, text, sender }: SmsMessage): Promise<void> {
    const { token, apiUrl, timeoutMs = 10_000 } = this.options;
    // TurboSMS writes numbers without the plus
    const phone = recipient.replace(/^\+/, '');
    let res: Response;
    try {
      res = await fetch(`${apiUrl.replace(/\/$/, '')}/message/send.json`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ recipients: [phone], sms: { sender: sender ?? this.options.sender, text } }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new SmsSendError(`TurboSMS unreachable: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as TurboSmsAnswer | null;
    const code = body?.response_code;
    const mine = body?.response_result?.find((r) => r.phone === phone) ?? body?.response_result?.[0];
    const mineCode = mine?.response_code;
    if (res.ok && code !== undefined && ACCEPTED.has(code) && (mineCode === undefined || mineCode === 0))
      return;
    const [failedCode, status] =
      mineCode !== undefined && mineCode !== 0
        ? [mineCode, mine?.response_status]
        : [code, body?.response_status];
    throw new SmsSendError(
      `TurboSMS answered ${res.status}${failedCode !== undefined ? ` (${failedCode} ${status ?? 'no status'})` : ''}`,
      failedCode !== undefined && RECIPIENT_ERRORS.has(failedCode),
    );
  }
}
