import type { FastifyBaseLogger } from 'fastify';

/**
 * Where texts go: sign-in codes (modules/auth) and order status texts (modules/notifications).
 * `log` (the default) is for development; `twilio`, `turbosms` (Ukraine) and `vonage`
 * (international) send them.
 */
export interface SmsMessage {
  /** E.164, with the leading + */
  recipient: string;
  text: string;
  /** the sign-in code inside `text`, for the development inbox; absent for other texts */
  code?: string;
  /**
   * the brand's own registered sender (alphanumeric name or number); absent: the provider's
   * configured sender. A name the provider has not registered for the account is refused by it.
   */
  sender?: string;
}

export interface SmsProvider {
  readonly name: 'log' | 'twilio' | 'turbosms' | 'vonage';
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
