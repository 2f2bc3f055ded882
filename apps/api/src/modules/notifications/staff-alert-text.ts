/**
 * The staff new-order alert (issue 21 item 5): what the kitchen needs to start, in one glance:
 * the outlet, the order's number, delivery or pickup, when it is wanted (on the outlet's clock),
 * the total, how many dishes, how it is paid, and a link to the back office's board. As Telegram
 * HTML (only <b> and <a>: Telegram's HTML is a small subset) and as an e-mail (HTML + text).
 * Never the customer's name, phone or address: a chat may have more members than the kitchen.
 */
import type { MessageBrand } from './brand.js';
import { formatAmount, formatDateTime } from './format.js';
import { html, safeHref } from './html.js';
import type { MessageLanguage } from './language.js';
import { button, emailFrame, textOf, type RenderedEmail } from './layout.js';

export interface StaffAlertOrder {
  localId: number;
  outletName: string;
  isPickup: boolean;
  /** the chosen time of an ON_TIME order; null: as soon as possible */
  deliverAt: Date | null;
  /** the time the customer was shown */
  expectedAt: Date | null;
  /** the outlet's IANA zone */
  timeZone: string;
  /** minor units */
  amount: number;
  /** dishes, each counted by its quantity (addons under a dish are not dishes) */
  itemsCount: number;
  /** paid online (and the money is in), or paid on receipt */
  isPaid: boolean;
  /** the order on the back office's board */
  boardUrl: string;
  isTest?: boolean;
}

interface Words {
  title: (n: number) => string;
  test: string;
  delivery: string;
  pickup: string;
  asap: (expected: string | null) => string;
  at: (time: string) => string;
  total: string;
  items: (n: number) => string;
  paid: string;
  onReceipt: string;
  open: string;
  testNote: string;
}

/** Ukrainian and Russian plurals: one, few (2–4, not 12–14), many. */
const slavicPlural = (n: number, one: string, few: string, many: string): string => {
  const ten = n % 10;
  const hundred = n % 100;
  if (ten === 1 && hundred !== 11) return one;
  if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return few;
  return many;
};

const STAFF_ALERT_WORDS: Record<MessageLanguage, Words> = {
  uk: {
    title: (n) => `Нове замовлення №${n}`,
    test: 'Тестове сповіщення',
    delivery: 'Доставка',
    pickup: 'Самовивіз',
    asap: (e) => (e ? `Якнайшвидше (орієнтовно ${e})` : 'Якнайшвидше'),
    at: (t) => `На ${t}`,
    total: 'Сума',
    items: (n) => `${n} ${slavicPlural(n, 'страва', 'страви', 'страв')}`,
    paid: 'оплачено онлайн',
    onReceipt: 'оплата при отриманні',
    open: 'Відкрити в бек-офісі',
    testNote: 'Так виглядатиме сповіщення про нове замовлення. Справжнього замовлення немає.',
  },
  ru: {
    title: (n) => `Новый заказ №${n}`,
    test: 'Тестовое уведомление',
    delivery: 'Доставка',
    pickup: 'Самовывоз',
    asap: (e) => (e ? `Как можно скорее (ориентировочно ${e})` : 'Как можно скорее'),
    at: (t) => `К ${t}`,
    total: 'Сумма',
    items: (n) => `${n} ${slavicPlural(n, 'блюдо', 'блюда', 'блюд')}`,
    paid: 'оплачен онлайн',
    onReceipt: 'оплата при получении',
    open: 'Открыть в бэк-офисе',
    testNote: 'Так будет выглядеть уведомление о новом заказе. Настоящего заказа нет.',
  },
  en: {
    title: (n) => `New order #${n}`,
    test: 'Test alert',
    delivery: 'Delivery',
    pickup: 'Pickup',
    asap: (e) => (e ? `As soon as possible (about ${e})` : 'As soon as possible'),
    at: (t) => `For ${t}`,
    total: 'Total',
    items: (n) => `${n} ${n === 1 ? 'dish' : 'dishes'}`,
    paid: 'paid online',
    onReceipt: 'paid on receipt',
    open: 'Open in the back office',
    testNote: 'This is how a new-order alert looks. There is no real order.',
  },
};

/** The lines both forms share, as plain text (each is escaped where it is put into HTML). */
function factsOf(o: StaffAlertOrder, brand: MessageBrand, language: MessageLanguage) {
  const w = STAFF_ALERT_WORDS[language];
  const when = o.deliverAt
    ? w.at(formatDateTime(o.deliverAt, o.timeZone, language))
    : w.asap(o.expectedAt ? formatDateTime(o.expectedAt, o.timeZone, language) : null);
  return {
    w,
    title: o.isTest ? `${w.test}: ${w.title(o.localId)}` : w.title(o.localId),
    kind: o.isPickup ? w.pickup : w.delivery,
    when,
    total: `${w.total}: ${formatAmount(o.amount, language, brand.currency)} (${o.isPaid ? w.paid : w.onReceipt})`,
    items: w.items(o.itemsCount),
  };
}

/** Telegram's HTML: `<b>`, `<a href>`, text escaped; lines joined by newlines (no <br> there). */
export function renderStaffAlertTelegram(
  o: StaffAlertOrder,
  brand: MessageBrand,
  language: MessageLanguage,
): string {
  const f = factsOf(o, brand, language);
  return [
    html`<b>${f.title}</b>`,
    o.isTest ? html`<i>${f.w.testNote}</i>` : null,
    html`${o.outletName}`,
    html`${f.kind} · ${f.when}`,
    html`${f.items} · ${f.total}`,
    html`<a href="${safeHref(o.boardUrl)}">${f.w.open}</a>`,
  ]
    .filter((l) => l !== null)
    .map(String)
    .join('\n');
}

export function renderStaffAlertEmail(
  o: StaffAlertOrder,
  brand: MessageBrand,
  language: MessageLanguage,
): RenderedEmail {
  const f = factsOf(o, brand, language);
  const subject = `${f.title} · ${o.outletName}`;
  const body = html`<h1 style="margin:0 0 12px;font-size:22px">${f.title}</h1>
    ${o.isTest ? html`<p style="margin:0 0 12px;font-style:italic">${f.w.testNote}</p>` : null}
    <p style="margin:0 0 4px"><b>${o.outletName}</b></p>
    <p style="margin:0 0 4px">${f.kind} · ${f.when}</p>
    <p style="margin:0">${f.items} · ${f.total}</p>
    ${button(brand, o.boardUrl, f.w.open)}`;
  return {
    subject,
    html: emailFrame({
      brand,
      language,
      title: subject,
      preheader: `${f.kind} · ${f.when}`,
      body,
      footer: html``,
    }),
    text: textOf([
      f.title,
      o.isTest ? f.w.testNote : null,
      '',
      o.outletName,
      `${f.kind} · ${f.when}`,
      `${f.items} · ${f.total}`,
      '',
      `${f.w.open}: ${o.boardUrl}`,
    ]),
  };
}
