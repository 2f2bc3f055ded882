import { isGsm7 } from './sms-encoding.js';
import { SmsSendError, type SmsMessage, type SmsProvider } from './sms-provider.js';

export interface VonageOptions {
  apiKey: string;
  apiSecret: string;
  /** a sender number or an alphanumeric sender id, as the destination country allows */
  from: string;
  /** https://rest.nexmo.com; tests point it at a local server */
  apiUrl: string;
  timeoutMs?: number;
}

/**
 * Vonage's statuses for a number that cannot get this text: 6 Invalid Message (an unrecognised
 * number prefix), 7 Number Barred, 33 Number De-activated. The others (1 Throttled, 4 Invalid
 * Credentials, 5 Internal Error, 9 Partner Quota Violation…) are ours or passing.
 */
const RECIPIENT_ERRORS = new Set(['6', '7', '33']);

interface VonageAnswer {
  messages?: Array<{ status?: string; 'error-text'?: string; 'message-id'?: string }>;
}

/**
 * Vonage SMS API, the international provider (the UAE brand and numbers abroad): `POST
 * /sms/json`, form fields from, to (digits, no plus), text and type, HTTP Basic auth with the
 * API key and secret. One endpoint for every country, and each answer says synchronously per
 * message whether it was accepted (`status` "0") or why not. Cyrillic or any other non-GSM text
 * must be sent as `type=unicode`, else the handset shows question marks.
 */
export class VonageSmsProvider implements SmsProvider {
  readonly name = 'vonage' as const;

  constructor(private readonly options: VonageOptions) {}

  async send({ recipient, text, sender }: SmsMessage): Promise<void> {
    const { apiKey, apiSecret, from, apiUrl, timeoutMs = 10_000 } = this.options;
    let res: Response;
    try {
      res = await fetch(`${apiUrl.replace(/\/$/, '')}/sms/json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          from: sender ?? from,
          to: recipient.replace(/^\+/, ''),
          text,
          type: isGsm7(text) ? 'text' : 'unicode',
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new SmsSendError(`Vonage unreachable: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as VonageAnswer | null;
    const messages = body?.messages ?? [];
    const failed = messages.find((m) => m.status !== '0');
    if (res.ok && messages.length > 0 && !failed) return;
    throw new SmsSendError(
      `Vonage answered ${res.status}${failed ? ` (status ${failed.status}: ${failed['error-text'] ?? 'no text'})` : ''}`,
      failed?.status !== undefined && RECIPIENT_ERRORS.has(failed.status),
    );
  }
}
