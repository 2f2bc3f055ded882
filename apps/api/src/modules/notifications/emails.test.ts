import type { TReceipt } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import { messageBrandOf } from './brand.js';
import { renderReceiptEmail } from './receipt-email.js';
import { renderStatusEmail } from './status-email.js';
import { renderSubscriptionConfirmEmail } from './subscription-email.js';

const HOSTILE = '<script>alert("x")</script>';

const brand = messageBrandOf(
  {
    brand: {
      name: 'Sushi Moon',
      shortName: 'SM',
      languages: ['uk', 'ru'],
      defaultLanguage: 'uk',
      env: {},
      ui: {
        colors: { primary: '#c8102e', primaryText: '#ffffff', text: 'red;x:url(evil)' },
        images: { LOGO: 'logo.sm-ua' },
      },
      supportContact: { phone: '+380443332727', email: 'hello@sushimoon.example' },
      customerSupportPhone: null,
    },
    network: {
      currencyCode: 'UAH',
      currencySymbol: '₴',
      currencyShortName: { uk: 'грн', ru: 'грн', en: 'UAH' },
    },
  },
  { storefrontUrl: 'https://example.com', imageUrl: (k) => `https://api.example.com/images/${k}` },
);

const line = (over: Partial<TReceipt['lines'][number]>): TReceipt['lines'][number] => ({
  productId: 1,
  name: 'Dragon',
  imageUrl: null,
  isGone: false,
  count: 1,
  price: 35900,
  oldPrice: null,
  amount: 35900,
  parentProductId: null,
  options: [],
  ...over,
});

const receipt: TReceipt = {
  orderId: '0b7c3c3e-8d1f-4c55-9a51-3f1f0b1f2c3d',
  localId: 1042,
  statusId: 0,
  type: 'DELIVERY',
  address: { city: 'Київ', street: 'вул. Хрещатик', house: '22', apartment: `5 ${HOSTILE}` },
  outlet: { name: 'Хрещатик', address: 'вул. Хрещатик, 1', phone: '+380441110001' },
  createdAt: '2026-07-14T15:50:00.000Z',
  deliverAt: null,
  expectedAt: '2026-07-14T16:40:00.000Z',
  timeZone: 'Europe/Kyiv',
  lines: [
    line({
      productId: 10,
      name: 'Піца «Маргарита»',
      count: 2,
      price: 25900,
      amount: 51800,
      options: [
        { groupName: 'Розмір', name: '40 см', price: 6000 },
        { groupName: 'Борт', name: 'сирний', price: 3000 },
      ],
    }),
    line({ productId: 20, name: 'Соус & спеції', count: 3, price: 1500, amount: 4500, parentProductId: 10 }),
    line({ productId: 30, name: HOSTILE, count: 1, price: 9900, amount: 9900 }),
  ],
  promoCode: 'DEMO10',
  comment: `Домофон не працює ${HOSTILE}`,
  productsAmount: 66200,
  discountAmount: 6620,
  bonusAmount: 1000,
  deliveryPrice: 0,
  amount: 58580,
  currencyCode: 'UAH',
  payment: {
    type: 'CASH',
    chosenType: 'CASH',
    changeFrom: 100000,
    state: 'NOT_REQUIRED',
    isPaid: false,
    paymentUrl: null,
    refundedAmount: 0,
  },
  awaitingPayment: false,
};
const orderUrl = `https://kyiv.example.com/order-confirmed/${receipt.orderId}`;

describe('receipt e-mail', () => {
  const uk = renderReceiptEmail({ brand, language: 'uk', receipt, orderUrl });

  it('has the order number, lines with options and quantities, addons under their dish, and the money', () => {
    expect(uk.subject).toBe('Замовлення №1042 у Sushi Moon: чек');
    expect(uk.text).toContain('Піца «Маргарита» × 2 — 518\u00a0грн\n  Розмір: 40 см, Борт: сирний');
    expect(uk.text).toContain('  + Соус & спеції × 3 — 45\u00a0грн');
    expect(uk.text).toContain('Страви: 662\u00a0грн');
    expect(uk.text).toContain('Доставка: безкоштовно');
    expect(uk.text).toContain('Знижка за промокодом DEMO10: −66,20\u00a0грн');
    expect(uk.text).toContain('Оплачено бонусами: −10\u00a0грн');
    expect(uk.text).toContain('До сплати: 585,80\u00a0грн');
    expect(uk.text).toContain('Оплата: Готівкою (при отриманні, решта з 1\u00a0000\u00a0грн)');
    // the HTML's line breaks and indentation are white space a browser shows as one space
    const shown = uk.html.replace(/[ \t\r\n]+/g, ' ');
    expect(shown).toContain(
      'Піца «Маргарита» × 2<br /><span style="color:#5f6068;font-size:13px">Розмір: 40 см, Борт: сирний</span>',
    );
    expect(shown).toContain('+ Соус &amp; спеції × 3');
    expect(shown).toContain('585,80\u00a0грн');
  });

  it("shows where and when on the outlet's clock, and links to the order's page", () => {
    // 16:40Z in July is 19:40 in Kyiv
    expect(uk.text).toContain('Доставка: вул. Хрещатик, 22, кв. 5');
    expect(uk.text).toContain('Орієнтовний час доставки: 14 липня, 19:40');
    expect(uk.text).toContain(`Переглянути замовлення: ${orderUrl}`);
    expect(uk.html).toContain(`href="${orderUrl}"`);
    const pickup = renderReceiptEmail({
      brand,
      language: 'en',
      receipt: { ...receipt, type: 'PICKUP', address: null },
      orderUrl,
    });
    expect(pickup.text).toContain('Pickup: Хрещатик, вул. Хрещатик, 1');
    expect(pickup.text).toContain('Ready at: 14 July, 19:40');
    expect(pickup.text).not.toContain('Delivery:');
  });

  it('escapes every customer-supplied string in the HTML, and keeps bad brand colours out', () => {
    expect(uk.html).not.toContain('<script>');
    expect(uk.html.match(/&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;/g)).toHaveLength(3);
    expect(uk.html).toContain('Соус &amp; спеції');
    expect(uk.html).not.toContain('url(evil)');
    expect(uk.html).toContain('background:#c8102e');
  });

  it('speaks Russian and English, and names a paid wallet', () => {
    const ru = renderReceiptEmail({ brand, language: 'ru', receipt, orderUrl });
    expect(ru.subject).toBe('Заказ №1042 в Sushi Moon: чек');
    expect(ru.text).toContain('К оплате: 585,80\u00a0грн');
    const paid = {
      ...receipt.payment,
      type: 'ONLINE',
      chosenType: 'GOOGLE_PAY',
      changeFrom: null,
      isPaid: true,
    };
    const en = renderReceiptEmail({
      brand,
      language: 'en',
      receipt: { ...receipt, payment: paid },
      orderUrl,
    });
    expect(en.subject).toBe('Your Sushi Moon order #1042: receipt');
    expect(en.text).toContain('Payment: Google Pay (paid)');
    expect(en.text).toContain('Total: 585.80\u00a0₴');
    expect(en.html).toContain('<html lang="en">');
  });
});

describe('status e-mails', () => {
  const at = (statusId: number, over: Partial<TReceipt> = {}) =>
    renderStatusEmail({
      brand,
      language: 'uk',
      receipt: { ...receipt, statusId, ...over },
      orderUrl,
      reason: null,
    });

  it('tells each change, with the expected time while there is one to wait for', () => {
    expect(at(0)).toBeNull();
    expect(at(9)).toBeNull();
    expect(at(1)!.subject).toBe('Замовлення №1042 прийнято — Sushi Moon');
    expect(at(1)!.text).toContain('Очікуйте: 14 липня, 19:40');
    expect(at(2)!.subject).toBe('Замовлення №1042 в дорозі — Sushi Moon');
    expect(at(2, { type: 'PICKUP' })!.subject).toBe('Замовлення №1042 готове — Sushi Moon');
    expect(at(2, { type: 'PICKUP' })!.text).not.toContain('Очікуйте');
    expect(at(3)!.subject).toBe('Замовлення №1042 доставлено — Sushi Moon');
    expect(at(3, { type: 'PICKUP' })!.subject).toBe('Замовлення №1042 видано — Sushi Moon');
  });

  it('gives the reason of a cancellation, escaped, and the refund when one was made', () => {
    const cancelled = renderStatusEmail({
      brand,
      language: 'ru',
      receipt: { ...receipt, statusId: 4, payment: { ...receipt.payment, refundedAmount: 58580 } },
      orderUrl,
      reason: `Нет курьеров ${HOSTILE}`,
    })!;
    expect(cancelled.subject).toBe('Заказ №1042 отменён — Sushi Moon');
    expect(cancelled.text).toContain(`Причина: Нет курьеров ${HOSTILE}`);
    expect(cancelled.html).toContain('Нет курьеров &lt;script&gt;');
    expect(cancelled.html).not.toContain('<script>');
    expect(cancelled.text).toContain('Возврат 585,80\u00a0грн на карту оформлен.');
  });

  it('gives the unpaid-order sweep’s reason code in words, in every language', () => {
    const words = {
      uk: 'замовлення не оплатили вчасно',
      ru: 'заказ не оплатили вовремя',
      en: 'the order was not paid in time',
    };
    for (const language of ['uk', 'ru', 'en'] as const) {
      const mail = renderStatusEmail({
        brand,
        language,
        receipt: { ...receipt, statusId: 4 },
        orderUrl,
        reason: 'NOT_PAID_IN_TIME',
      })!;
      expect(mail.text).toContain(words[language]);
      expect(mail.html).toContain(words[language]);
      expect(mail.text).not.toContain('NOT_PAID_IN_TIME');
    }
  });
});

describe('subscription confirmation e-mail', () => {
  it('has the confirm button and an unsubscribe link, in the language asked', () => {
    const mail = renderSubscriptionConfirmEmail({
      brand,
      language: 'ru',
      confirmUrl: 'https://api.example.com/site/v1/emailSubscriptions/confirm?token=a.b',
      unsubscribeUrl: 'https://api.example.com/site/v1/emailSubscriptions/unsubscribe?token=c.d',
    });
    expect(mail.subject).toBe('Подтвердите подписку на новости Sushi Moon');
    expect(mail.html).toContain(
      'href="https://api.example.com/site/v1/emailSubscriptions/confirm?token=a.b"',
    );
    expect(mail.html).toContain(
      'href="https://api.example.com/site/v1/emailSubscriptions/unsubscribe?token=c.d"',
    );
    expect(mail.text).toContain(
      'Подтвердить подписку: https://api.example.com/site/v1/emailSubscriptions/confirm?token=a.b',
    );
  });
});
