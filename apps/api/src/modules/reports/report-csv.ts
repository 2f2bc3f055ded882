/**
 * A report as a CSV file for Excel (issue 23 item 1): UTF-8 with a byte-order mark (Excel reads
 * UTF-8 only with it), CRLF line ends, every field quoted when it holds a quote, comma or line
 * break (RFC 4180), a leading =, +, - or @ of a text field defused with an apostrophe (OWASP:
 * CSV injection; a promo code or a cancellation reason is typed by people), headers in the
 * reader's language. Money in major units with the currency's decimals (exact: written from the
 * integer minor units, never through a float).
 */
import type { TLanguage, TReport, TReportName } from '@food/contracts';
import { decimalAmount } from '@food/domain/money';

type Labels = Record<string, string>;

const LABELS: Record<TLanguage, Labels> = {
  en: {
    'key:summary': 'Currency',
    'key:delivery-types': 'How it reached the customer',
    'key:payment-types': 'Payment type',
    'key:channels': 'Channel',
    'key:cancellations': 'Reason',
    'key:promo-codes': 'Promo code',
    'key:dishes': 'Dish id',
    'key:hours': 'Hour (outlet clock)',
    'key:delivery-times': 'How it reached the customer',
    'key:customers': 'Customers',
    'key:speed': 'Page type',
    label: 'Dish',
    currency: 'Currency',
    previous: '{name}, previous period',
    period: 'Period',
    previousPeriod: 'Previous period',
    timeZone: 'Time zone',
    orders: 'Orders',
    revenue: 'Revenue',
    averageCheck: 'Average check',
    deliveryOrders: 'Delivery orders',
    pickupOrders: 'Pickup orders',
    cancelled: 'Cancelled',
    cancelledShare: 'Cancelled, %',
    promoOrders: 'Orders with a promo code',
    promoDiscount: 'Promo code discount',
    amount: 'Amount',
    discount: 'Discount given',
    quantity: 'Quantity',
    promisedMinutes: 'Promised, min (average)',
    actualMinutes: 'Done in, min (average)',
    medianActualMinutes: 'Done in, min (median)',
    lateOrders: 'Late',
    lateShare: 'Late, %',
    customers: 'Customers',
    lcpP75: 'LCP p75, ms',
    lcpLoads: 'LCP page loads',
    inpP75: 'INP p75, ms',
    inpLoads: 'INP page loads',
    delivery: 'Delivery',
    pickup: 'Pickup',
    new: 'New',
    returning: 'Returning',
    guest: 'Guests (no account)',
    web: 'Website',
    phone: 'Phone',
    api: 'API',
    noReason: 'No reason given',
  },
  uk: {
    'key:summary': 'Валюта',
    'key:delivery-types': 'Як отримано',
    'key:payment-types': 'Спосіб оплати',
    'key:channels': 'Канал',
    'key:cancellations': 'Причина',
    'key:promo-codes': 'Промокод',
    'key:dishes': 'Код страви',
    'key:hours': 'Година (час закладу)',
    'key:delivery-times': 'Як отримано',
    'key:customers': 'Клієнти',
    'key:speed': 'Тип сторінки',
    label: 'Страва',
    currency: 'Валюта',
    previous: '{name}, попередній період',
    period: 'Період',
    previousPeriod: 'Попередній період',
    timeZone: 'Часовий пояс',
    orders: 'Замовлення',
    revenue: 'Виручка',
    averageCheck: 'Середній чек',
    deliveryOrders: 'Доставка, замовлень',
    pickupOrders: 'Самовивіз, замовлень',
    cancelled: 'Скасовано',
    cancelledShare: 'Скасовано, %',
    promoOrders: 'Замовлень із промокодом',
    promoDiscount: 'Знижка за промокодами',
    amount: 'Сума',
    discount: 'Надана знижка',
    quantity: 'Кількість',
    promisedMinutes: 'Обіцяно, хв (середнє)',
    actualMinutes: 'Виконано за, хв (середнє)',
    medianActualMinutes: 'Виконано за, хв (медіана)',
    lateOrders: 'Із запізненням',
    lateShare: 'Із запізненням, %',
    customers: 'Клієнтів',
    lcpP75: 'LCP p75, мс',
    lcpLoads: 'LCP, завантажень',
    inpP75: 'INP p75, мс',
    inpLoads: 'INP, завантажень',
    delivery: 'Доставка',
    pickup: 'Самовивіз',
    new: 'Нові',
    returning: 'Постійні',
    guest: 'Гості (без акаунта)',
    web: 'Сайт',
    phone: 'Телефон',
    api: 'API',
    noReason: 'Причину не вказано',
  },
  ru: {
    'key:summary': 'Валюта',
    'key:delivery-types': 'Как получен',
    'key:payment-types': 'Способ оплаты',
    'key:channels': 'Канал',
    'key:cancellations': 'Причина',
    'key:promo-codes': 'Промокод',
    'key:dishes': 'Код блюда',
    'key:hours': 'Час (время заведения)',
    'key:delivery-times': 'Как получен',
    'key:customers': 'Клиенты',
    'key:speed': 'Тип страницы',
    label: 'Блюдо',
    currency: 'Валюта',
    previous: '{name}, предыдущий период',
    period: 'Период',
    previousPeriod: 'Предыдущий период',
    timeZone: 'Часовой пояс',
    orders: 'Заказы',
    revenue: 'Выручка',
    averageCheck: 'Средний чек',
    deliveryOrders: 'Доставка, заказов',
    pickupOrders: 'Самовывоз, заказов',
    cancelled: 'Отменено',
    cancelledShare: 'Отменено, %',
    promoOrders: 'Заказов с промокодом',
    promoDiscount: 'Скидка по промокодам',
    amount: 'Сумма',
    discount: 'Предоставленная скидка',
    quantity: 'Количество',
    promisedMinutes: 'Обещано, мин (среднее)',
    actualMinutes: 'Выполнено за, мин (среднее)',
    medianActualMinutes: 'Выполнено за, мин (медиана)',
    lateOrders: 'С опозданием',
    lateShare: 'С опозданием, %',
    customers: 'Клиентов',
    lcpP75: 'LCP p75, мс',
    lcpLoads: 'LCP, загрузок',
    inpP75: 'INP p75, мс',
    inpLoads: 'INP, загрузок',
    delivery: 'Доставка',
    pickup: 'Самовывоз',
    new: 'Новые',
    returning: 'Постоянные',
    guest: 'Гости (без аккаунта)',
    web: 'Сайт',
    phone: 'Телефон',
    api: 'API',
    noReason: 'Причина не указана',
  },
};

/** keys of these reports are words to translate; the others are shown as they are */
const TRANSLATED_KEYS: ReadonlySet<TReportName> = new Set([
  'delivery-types',
  'delivery-times',
  'customers',
  'channels',
]);

/** One field, quoted when it must be; text that a spreadsheet would run as a formula defused. */
export function csvField(value: string | number | null, isText: boolean): string {
  if (value === null) return '';
  let text = String(value);
  if (isText && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function keyText(report: TReportName, key: string, labels: Labels): string {
  if (report === 'cancellations' && key === '') return labels.noReason!;
  if (TRANSLATED_KEYS.has(report)) return labels[key] ?? key;
  return key;
}

/** The file's body: the BOM, a header row, one row per report row. */
export function reportCsv(report: TReport, language: TLanguage): string {
  const labels = LABELS[language];
  const hasLabel = report.rows.some((r) => r.label !== null);
  const hasCurrency = report.report !== 'summary' && report.rows.some((r) => r.currency !== null);
  const header: string[] = [labels[`key:${report.report}`]!];
  if (hasLabel) header.push(labels.label!);
  if (hasCurrency) header.push(labels.currency!);
  for (const c of report.columns) header.push(labels[c.key] ?? c.key);
  for (const c of report.columns) header.push(labels.previous!.replace('{name}', labels[c.key] ?? c.key));
  const figure = (kind: string, value: number | null | undefined, currency: string | null) => {
    if (value === null || value === undefined) return '';
    return kind === 'money' && currency ? decimalAmount(value, currency) : String(value);
  };
  const lines = [header.map((h) => csvField(h, true)).join(',')];
  for (const row of report.rows) {
    const fields: string[] = [csvField(keyText(report.report, row.key, labels), true)];
    if (hasLabel) fields.push(csvField(row.label, true));
    if (hasCurrency) fields.push(csvField(row.currency, true));
    for (const source of [row.current, row.previous])
      for (const c of report.columns)
        fields.push(csvField(figure(c.kind, source[c.key], row.currency), false));
    lines.push(fields.join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
