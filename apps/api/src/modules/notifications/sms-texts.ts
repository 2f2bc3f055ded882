/**
 * The order status texts (issue 21 item 3): accepted with the expected time, on its way (or
 * ready, for a pickup), cancelled with the reason. In the sign-in text's style (auth/sms-texts.ts):
 * the brand's short name first, one sentence, no link. A Cyrillic text goes as UCS-2, 70
 * characters a part (67 once split), so the texts are written to fit one part and a cancellation
 * with its reason at most two; English stays in GSM-7 (no №, no curly quotes).
 */
import { cancelReasonCodeOf, type CancelReasonCode } from '@food/domain/order-status';
import { smsSize } from '../auth/index.js';
import type { MessageLanguage } from './language.js';
import type { StatusNotice } from './status-notice.js';

export type SmsNotice = Extract<StatusNotice, 'accepted' | 'onTheWay' | 'readyForPickup' | 'cancelled'>;

/** a status text costs at most this many parts */
export const MAX_SMS_PARTS = 2;

export interface StatusSmsInput {
  shortName: string;
  language: MessageLanguage;
  notice: SmsNotice;
  type: 'DELIVERY' | 'PICKUP';
  localId: number;
  /** the expected time as a text shows it (format.ts formatShortTime), null when unknown */
  expected: string | null;
  reason?: string | null;
  supportPhone?: string | null;
}

type Words = {
  accepted: (n: number, pickup: boolean, at: string | null) => string;
  onTheWay: (n: number) => string;
  readyForPickup: (n: number) => string;
  cancelled: (n: number) => string;
  reason: string;
  /** the API's own cancellation reasons (codes in `statusReason`), in words */
  cancelReasons: Record<CancelReasonCode, string>;
  support: string;
};

const WORDS: Record<MessageLanguage, Words> = {
  uk: {
    accepted: (n, pickup, at) =>
      `замовлення №${n} прийнято, ${at ? (pickup ? `буде готове до ${at}` : `доставимо до ${at}`) : 'готуємо'}.`,
    onTheWay: (n) => `замовлення №${n} вже в дорозі. Смачного!`,
    readyForPickup: (n) => `замовлення №${n} готове, чекаємо на вас.`,
    cancelled: (n) => `замовлення №${n} скасовано.`,
    reason: 'Причина',
    cancelReasons: { NOT_PAID_IN_TIME: 'не оплачено вчасно' },
    support: 'Довідки',
  },
  ru: {
    accepted: (n, pickup, at) =>
      `заказ №${n} принят, ${at ? (pickup ? `будет готов к ${at}` : `доставим к ${at}`) : 'готовим'}.`,
    onTheWay: (n) => `заказ №${n} уже в пути. Приятного аппетита!`,
    readyForPickup: (n) => `заказ №${n} готов, ждём вас.`,
    cancelled: (n) => `заказ №${n} отменён.`,
    reason: 'Причина',
    cancelReasons: { NOT_PAID_IN_TIME: 'не оплачен вовремя' },
    support: 'Справки',
  },
  en: {
    accepted: (n, pickup, at) =>
      `order #${n} accepted, ${at ? (pickup ? `ready by ${at}` : `expected by ${at}`) : 'we are cooking it'}.`,
    onTheWay: (n) => `order #${n} is on its way. Enjoy!`,
    readyForPickup: (n) => `order #${n} is ready, we are waiting for you.`,
    cancelled: (n) => `order #${n} is cancelled.`,
    reason: 'Reason',
    cancelReasons: { NOT_PAID_IN_TIME: 'not paid in time' },
    support: 'Help',
  },
};

function cancelledText(prefix: string, w: Words, o: StatusSmsInput, reason: string): string {
  return [
    `${prefix}${w.cancelled(o.localId)}`,
    reason ? `${w.reason}: ${reason}${/[.!?]$/.test(reason) ? '' : '.'}` : null,
    o.supportPhone ? `${w.support}: ${o.supportPhone}` : null,
  ]
    .filter(Boolean)
    .join(' ');
}

export function statusSmsText(o: StatusSmsInput): string {
  const w = WORDS[o.language];
  const prefix = `${o.shortName}: `;
  switch (o.notice) {
    case 'accepted':
      return `${prefix}${w.accepted(o.localId, o.type === 'PICKUP', o.expected)}`;
    case 'onTheWay':
      return `${prefix}${w.onTheWay(o.localId)}`;
    case 'readyForPickup':
      return `${prefix}${w.readyForPickup(o.localId)}`;
    case 'cancelled': {
      // the API's own reason in words, staff's on one line; shortened until the text fits, the
      // phone number kept whole
      const code = cancelReasonCodeOf(o.reason);
      let reason = (code ? w.cancelReasons[code] : (o.reason ?? '')).replace(/\s+/g, ' ').trim();
      let text = cancelledText(prefix, w, o, reason);
      while (smsSize(text).parts > MAX_SMS_PARTS && reason) {
        reason = reason.length > 4 ? `${reason.slice(0, -4).trimEnd()}...` : '';
        text = cancelledText(prefix, w, o, reason);
      }
      return text;
    }
  }
}
