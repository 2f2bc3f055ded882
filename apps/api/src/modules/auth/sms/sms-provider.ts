import type { FastifyBaseLogger } from 'fastify';

/** Where sign-in codes are sent. `log` (the default) is for development; `twilio` sends texts. */
export interface SmsMessage {
  /** E.164, with the leading + */
  recipient: string;
  text: string;
  /** the sign-in code inside `text`, for the development inbox only */
  code: string;
}

export interface SmsProvider {
  readonly name: 'log' | 'twilio';
  /** `log` is the request's logger */
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(
    message: string,
    /** the recipient cannot get texts (a provider's "invalid number"): the customer's mistake */
    readonly isRecipientRejected = false,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
