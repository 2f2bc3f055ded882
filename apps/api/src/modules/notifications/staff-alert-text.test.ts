import { describe, expect, it } from 'vitest';
import { messageBrandOf } from './brand.js';
import { renderStaffAlertEmail, renderStaffAlertTelegram, type StaffAlertOrder } from './staff-alert-text.js';

const brand = messageBrandOf(
  {
    brand: {
      name: 'Sushi Moon',
      shortName: 'SM',
      languages: ['uk', 'en'],
      defaultLanguage: 'uk',
      env: {},
      ui: { colors: { primary: '#c8102e' }, images: { LOGO: 'logo.sm-ua' } },
      supportContact: null,
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

const order: StaffAlertOrder = {
  localId: 1042,
  outletName: 'Хрещатик <b>&</b>',
  isPickup: false,
  deliverAt: null,
  // 16:40 UTC in July is 19:40 in Kyiv (UTC+3)
  expectedAt: new Date('2026-07-14T16:40:00.000Z'),
  timeZone: 'Europe/Kyiv',
  amount: 123450,
  itemsCount: 3,
  isPaid: false,
  boardUrl: 'https://api.example.com/admin/?outlet=1001&order=0b7c',
};

describe('staff new-order alert', () => {
  it('Telegram HTML in Ukrainian: number, outlet escaped, time on the outlet clock, money, dishes, link', () => {
    const text = renderStaffAlertTelegram(order, brand, 'uk');
    expect(text).toBe(
      [
        '<b>Нове замовлення №1042</b>',
        'Хрещатик &lt;b&gt;&amp;&lt;/b&gt;',
        'Доставка · Якнайшвидше (орієнтовно 14 липня, 19:40)',
        '3 страви · Сума: 1\u00a0234,50\u00a0грн (оплата при отриманні)',
        '<a href="https://api.example.com/admin/?outlet=1001&amp;order=0b7c">Відкрити в бек-офісі</a>',
      ].join('\n'),
    );
  });

  it('a pickup for a chosen time, in English and Russian, on another zone', () => {
    const atTime = { ...order, isPickup: true, isPaid: true, itemsCount: 1, timeZone: 'Asia/Dubai' };
    const chosen = { ...atTime, deliverAt: new Date('2026-07-14T16:00:00.000Z') };
    const en = renderStaffAlertTelegram(chosen, brand, 'en');
    expect(en).toContain('Pickup · For 14 July, 20:00');
    expect(en).toContain('1 dish · Total: 1,234.50\u00a0₴ (paid online)');
    const ru = renderStaffAlertTelegram({ ...chosen, itemsCount: 5 }, brand, 'ru');
    expect(ru).toContain('Самовывоз · К 14 июля, 20:00');
    expect(ru).toContain('5 блюд');
  });

  it('the e-mail has the same facts in HTML and text, the subject names the outlet', () => {
    const mail = renderStaffAlertEmail({ ...order, outletName: 'Поділ' }, brand, 'uk');
    expect(mail.subject).toBe('Нове замовлення №1042 · Поділ');
    expect(mail.text).toContain('Доставка · Якнайшвидше (орієнтовно 14 липня, 19:40)');
    expect(mail.text).toContain(
      'Відкрити в бек-офісі: https://api.example.com/admin/?outlet=1001&order=0b7c',
    );
    expect(mail.html).toContain('Нове замовлення №1042');
    expect(mail.html).toContain('href="https://api.example.com/admin/?outlet=1001&amp;order=0b7c"');
    expect(mail.html).not.toContain('<b>&</b>');
  });

  it('a test alert says it is one', () => {
    const text = renderStaffAlertTelegram({ ...order, isTest: true }, brand, 'en');
    expect(text.split('\n')[0]).toBe('<b>Test alert: New order #1042</b>');
    expect(text).toContain('There is no real order.');
  });
});
