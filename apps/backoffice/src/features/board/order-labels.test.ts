import { describe, expect, it } from 'vitest';
import type { BoardOrder } from './board-rules';
import { boardMessages } from './messages';
import { actionKeyOf, cancelReasonOf, optionsTextOf, paymentLabelOf, statusKeyOf } from './order-labels';

const pay = (over: Partial<BoardOrder>) =>
  paymentLabelOf({
    paymentState: 'NOT_REQUIRED',
    paymentKind: 0,
    changeFrom: null,
    refundedAmount: 0,
    ...over,
  });

describe('payment words', () => {
  it('names online states', () => {
    expect(pay({ paymentState: 'PAID', paymentKind: 4 })).toEqual({ key: 'payPaid', tone: 'success' });
    expect(pay({ paymentState: 'PENDING', paymentKind: 4 })).toEqual({ key: 'payPending', tone: 'warning' });
    expect(pay({ paymentState: 'FAILED', paymentKind: 4 })).toEqual({ key: 'payFailed', tone: 'danger' });
    expect(pay({ paymentState: 'REFUNDED', paymentKind: 4 }).key).toBe('payRefunded');
    expect(pay({ paymentState: 'PARTIALLY_REFUNDED', refundedAmount: 5000 })).toEqual({
      key: 'payPartlyRefunded',
      tone: 'info',
      amount: 5000,
    });
  });

  it('names payment on receipt, with the change to bring', () => {
    expect(pay({ paymentKind: 0 }).key).toBe('payCash');
    expect(pay({ paymentKind: 0, changeFrom: 100000 })).toEqual({
      key: 'payCashChange',
      tone: 'neutral',
      amount: 100000,
    });
    expect(pay({ paymentKind: 1 }).key).toBe('payCard');
    expect(pay({ paymentKind: 4 }).key).toBe('payNone');
  });
});

describe('status and action words', () => {
  it('says ready for pickup rather than on the way for a pickup order', () => {
    expect(statusKeyOf({ statusId: 2, deliveryType: 1 })).toBe('statusReady');
    expect(statusKeyOf({ statusId: 2, deliveryType: 0 })).toBe('statusOnTheWay');
    expect(statusKeyOf({ statusId: 4, deliveryType: 0 })).toBe('statusCancelled');
  });

  it('words the next step by how the order leaves', () => {
    expect(actionKeyOf('accept', 0)).toBe('accept');
    expect(actionKeyOf('ready', 1)).toBe('readyPickup');
    expect(actionKeyOf('ready', 0)).toBe('readyDelivery');
    expect(actionKeyOf('complete', 1)).toBe('completePickup');
    expect(actionKeyOf('complete', 0)).toBe('completeDelivery');
  });
});

describe("a dish's options", () => {
  it('prints them in order under the dish, nothing without options', () => {
    const option = (name: string) => ({ groupId: 1, optionId: 2, groupName: 'Size', name, price: 0 });
    expect(optionsTextOf({ options: [option('40 cm'), option('Thin')] })).toBe('40 cm · Thin');
    expect(optionsTextOf({ options: [] })).toBe('');
    expect(optionsTextOf({})).toBe('');
  });
});

describe('cancellation reasons', () => {
  it('puts the API’s own reason codes in words in every language, and shows staff’s as written', () => {
    const said = cancelReasonOf('NOT_PAID_IN_TIME');
    expect(said).toEqual({ key: 'reasonNotPaidInTime' });
    const key = (said as { key: keyof (typeof boardMessages)['en'] }).key;
    expect([boardMessages.en[key], boardMessages.uk[key], boardMessages.ru[key]]).toEqual([
      'not paid in time',
      'не оплачено вчасно',
      'не оплачен вовремя',
    ]);
    expect(cancelReasonOf('Out of salmon')).toEqual({ text: 'Out of salmon' });
  });
});
