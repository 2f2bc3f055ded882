import { describe, expect, it } from 'vitest';
import { isHeld } from '../orders/index.js';
import { nextStatuses, refuseMove } from './move-rules.js';

const cash = { localId: 7, statusId: 0, paymentKind: 0, isPaid: false };
const unpaidOnline = { localId: 8, statusId: 0, paymentKind: 4, isPaid: false };
const paidOnline = { ...unpaidOnline, isPaid: true };
const staff = { detailsRequired: true };
const apiKey = { detailsRequired: false };

describe('holds', () => {
  it('holds an active online order until it is paid, and nothing else', () => {
    expect(isHeld(unpaidOnline)).toBe(true);
    expect(isHeld(paidOnline)).toBe(false);
    expect(isHeld(cash)).toBe(false);
    // a cancelled unpaid order waits for nothing any more
    expect(isHeld({ ...unpaidOnline, statusId: 4 })).toBe(false);
  });

  it('offers a held order only cancellation', () => {
    expect(nextStatuses(unpaidOnline)).toEqual([4]);
    expect(nextStatuses(paidOnline)).toEqual([1, 4]);
    expect(nextStatuses({ ...cash, statusId: 3 })).toEqual([]);
  });
});

describe('status moves', () => {
  it('accepts with a preparation time and cancels with a reason', () => {
    expect(refuseMove(cash, { statusId: 1, prepMinutes: 15 }, staff)).toBeNull();
    expect(refuseMove(cash, { statusId: 4, reason: 'Out of rice' }, staff)).toBeNull();
    expect(refuseMove({ ...cash, statusId: 1 }, { statusId: 2 }, staff)).toBeNull();
  });

  it('refuses to cook a held order, whoever asks', () => {
    for (const policy of [staff, apiKey])
      expect(refuseMove(unpaidOnline, { statusId: 1, prepMinutes: 15 }, policy)).toMatchObject({
        code: 'ORDER_NOT_PAID',
        details: [{ statusId: 0, allowed: [4] }],
      });
    expect(refuseMove(paidOnline, { statusId: 1, prepMinutes: 15 }, staff)).toBeNull();
    expect(refuseMove(unpaidOnline, { statusId: 4, reason: 'Not paid' }, staff)).toBeNull();
  });

  it('asks staff for the preparation time and the reason; an API key may leave them out', () => {
    expect(refuseMove(cash, { statusId: 1 }, staff)?.code).toBe('PREP_MINUTES_REQUIRED');
    expect(refuseMove(cash, { statusId: 4 }, staff)?.code).toBe('REASON_REQUIRED');
    expect(refuseMove(cash, { statusId: 4, reason: '' }, staff)?.code).toBe('REASON_REQUIRED');
    expect(refuseMove(cash, { statusId: 1 }, apiKey)).toBeNull();
    expect(refuseMove(cash, { statusId: 4 }, apiKey)).toBeNull();
  });

  it('takes a preparation time only when accepting', () => {
    expect(refuseMove({ ...cash, statusId: 1 }, { statusId: 2, prepMinutes: 10 }, apiKey)?.code).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('refuses jumps and steps back, naming the current status and the allowed moves', () => {
    expect(refuseMove(cash, { statusId: 3 }, staff)).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      details: [{ statusId: 0, allowed: [1, 4] }],
    });
    expect(refuseMove({ ...cash, statusId: 2 }, { statusId: 1, prepMinutes: 5 }, staff)?.code).toBe(
      'INVALID_STATUS_TRANSITION',
    );
    expect(refuseMove({ ...cash, statusId: 4 }, { statusId: 1, prepMinutes: 5 }, staff)?.code).toBe(
      'INVALID_STATUS_TRANSITION',
    );
    expect(refuseMove(cash, { statusId: 0 }, staff)?.code).toBe('INVALID_STATUS_TRANSITION');
  });

  it('tells the second of two staff making the same move that the order changed', () => {
    expect(refuseMove({ ...cash, statusId: 1 }, { statusId: 1, prepMinutes: 15 }, staff)).toMatchObject({
      code: 'ORDER_CHANGED',
      details: [{ statusId: 1, allowed: [2, 4] }],
    });
    expect(refuseMove({ ...cash, statusId: 4 }, { statusId: 4, reason: 'x' }, staff)?.code).toBe(
      'ORDER_CHANGED',
    );
  });
});
