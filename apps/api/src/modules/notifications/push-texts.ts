/**
 * The push notification of an order's status (issue 21 item 4), in the subscription's language:
 * the title names the brand and the order number, the body the new status (with the expected
 * time once accepted). Short: a phone shows about two lines of the body.
 */
import type { MessageLanguage } from './language.js';
import type { StatusNotice } from './status-notice.js';

export interface PushTextInput {
  shortName: string;
  language: MessageLanguage;
  notice: StatusNotice;
  type: 'DELIVERY' | 'PICKUP';
  localId: number;
  /** the expected time as formatShortTime writes it; null when unknown */
  expected: string | null;
}

type Words = {
  title: (brand: string, n: number) => string;
  accepted: (pickup: boolean, at: string | null) => string;
} & Record<Exclude<StatusNotice, 'accepted'>, string>;

const WORDS: Record<MessageLanguage, Words> = {
  uk: {
    title: (brand, n) => `${brand}: замовлення №${n}`,
    accepted: (pickup, at) =>
      at ? `Прийнято. ${pickup ? 'Буде готове до' : 'Доставимо до'} ${at}.` : 'Прийнято, готуємо.',
    onTheWay: 'Вже в дорозі до вас. Смачного!',
    readyForPickup: 'Готове, чекаємо на вас.',
    delivered: 'Доставлено. Смачного!',
    pickedUp: 'Видано. Смачного!',
    cancelled: 'Скасовано. Подробиці на сторінці замовлення.',
  },
  ru: {
    title: (brand, n) => `${brand}: заказ №${n}`,
    accepted: (pickup, at) =>
      at ? `Принят. ${pickup ? 'Будет готов к' : 'Доставим к'} ${at}.` : 'Принят, готовим.',
    onTheWay: 'Уже в пути к вам. Приятного аппетита!',
    readyForPickup: 'Готов, ждём вас.',
    delivered: 'Доставлен. Приятного аппетита!',
    pickedUp: 'Выдан. Приятного аппетита!',
    cancelled: 'Отменён. Подробности на странице заказа.',
  },
  en: {
    title: (brand, n) => `${brand}: order #${n}`,
    accepted: (pickup, at) =>
      at ? `Accepted. ${pickup ? 'Ready by' : 'Expected by'} ${at}.` : 'Accepted, we are cooking it.',
    onTheWay: 'On its way to you. Enjoy!',
    readyForPickup: 'Ready, we are waiting for you.',
    delivered: 'Delivered. Enjoy!',
    pickedUp: 'Collected. Enjoy!',
    cancelled: 'Cancelled. See the order page for details.',
  },
};

export function statusPushText(o: PushTextInput): { title: string; body: string } {
  const w = WORDS[o.language];
  const body = o.notice === 'accepted' ? w.accepted(o.type === 'PICKUP', o.expected) : w[o.notice];
  return { title: w.title(o.shortName, o.localId), body };
}
