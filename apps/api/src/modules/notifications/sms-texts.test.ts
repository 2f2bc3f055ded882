import { describe, expect, it } from 'vitest';
import { smsSize } from '../auth/index.js';
import { MESSAGE_LANGUAGES } from './language.js';
import { MAX_SMS_PARTS, statusSmsText, type SmsNotice } from './sms-texts.js';

const base = {
  shortName: 'SM',
  type: 'DELIVERY' as const,
  localId: 1234,
  expected: '19:40',
  supportPhone: '+380443332727',
};

describe('order status texts', () => {
  it('says the status and the expected time in each language, the brand first', () => {
    expect(statusSmsText({ ...base, language: 'uk', notice: 'accepted' })).toBe(
      'SM: замовлення №1234 прийнято, доставимо до 19:40.',
    );
    expect(statusSmsText({ ...base, language: 'ru', notice: 'accepted', type: 'PICKUP' })).toBe(
      'SM: заказ №1234 принят, будет готов к 19:40.',
    );
    expect(statusSmsText({ ...base, language: 'en', notice: 'accepted', expected: '28.11 00:30' })).toBe(
      'SM: order #1234 accepted, expected by 28.11 00:30.',
    );
    expect(statusSmsText({ ...base, language: 'uk', notice: 'onTheWay' })).toBe(
      'SM: замовлення №1234 вже в дорозі. Смачного!',
    );
    expect(statusSmsText({ ...base, language: 'en', notice: 'readyForPickup' })).toBe(
      'SM: order #1234 is ready, we are waiting for you.',
    );
    expect(statusSmsText({ ...base, language: 'uk', notice: 'cancelled', reason: 'Немає кур’єрів' })).toBe(
      'SM: замовлення №1234 скасовано. Причина: Немає кур’єрів. Довідки: +380443332727',
    );
  });

  it('keeps every status but a cancellation in one part, even with a long number and a date', () => {
    for (const language of MESSAGE_LANGUAGES) {
      for (const notice of ['accepted', 'onTheWay', 'readyForPickup'] as SmsNotice[]) {
        for (const type of ['DELIVERY', 'PICKUP'] as const) {
          const text = statusSmsText({
            ...base,
            shortName: 'PizzaCorner',
            localId: 9_999_999,
            expected: '28.11 00:30',
            language,
            notice,
            type,
          });
          expect(smsSize(text).parts, text).toBe(1);
          // English never costs the UCS-2 rate
          if (language === 'en') expect(smsSize(text).encoding).toBe('GSM-7');
          else expect(smsSize(text).encoding).toBe('UCS-2');
        }
      }
    }
  });

  it('shortens a long cancellation reason to fit two parts, keeping the support number whole', () => {
    const long =
      'На жаль, ми не можемо доставити замовлення через сильну негоду та відсутність вільних кур’єрів у вашому районі найближчі дві години';
    for (const language of MESSAGE_LANGUAGES) {
      const text = statusSmsText({ ...base, language, notice: 'cancelled', reason: `${long}\n${long}` });
      expect(smsSize(text).parts).toBeLessThanOrEqual(MAX_SMS_PARTS);
      expect(smsSize(text).parts).toBe(2);
      expect(text).toContain('...');
      expect(text.endsWith('+380443332727')).toBe(true);
      expect(text).not.toContain('\n');
    }
    // the API's own reason (the unpaid-order sweep's code) in the text's language, one part in English
    expect(statusSmsText({ ...base, language: 'uk', notice: 'cancelled', reason: 'NOT_PAID_IN_TIME' })).toBe(
      'SM: замовлення №1234 скасовано. Причина: не оплачено вчасно. Довідки: +380443332727',
    );
    expect(statusSmsText({ ...base, language: 'ru', notice: 'cancelled', reason: 'NOT_PAID_IN_TIME' })).toBe(
      'SM: заказ №1234 отменён. Причина: не оплачен вовремя. Справки: +380443332727',
    );
    const en = statusSmsText({ ...base, language: 'en', notice: 'cancelled', reason: 'NOT_PAID_IN_TIME' });
    expect(en).toBe('SM: order #1234 is cancelled. Reason: not paid in time. Help: +380443332727');
    expect(smsSize(en)).toMatchObject({ encoding: 'GSM-7', parts: 1 });
    // without a reason or a phone it is a short sentence
    expect(statusSmsText({ ...base, supportPhone: null, language: 'en', notice: 'cancelled' })).toBe(
      'SM: order #1234 is cancelled.',
    );
  });
});
