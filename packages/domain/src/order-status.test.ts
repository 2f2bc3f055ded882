import { describe, expect, it } from 'vitest';
import {
  ACTIVE_ORDER_STATUSES,
  CANCEL_REASON_CODES,
  allowedNextStatuses,
  canChangeStatus,
  cancelReasonCodeOf,
  isActiveStatus,
  isFinalStatus,
  isKnownStatus,
} from './order-status';

describe('order statuses (SPEC sections 4 and 9)', () => {
  it('0, 1 and 2 are active; completed, cancelled, unknown and missing are not', () => {
    expect(ACTIVE_ORDER_STATUSES).toEqual([0, 1, 2]);
    for (const s of [0, 1, 2]) expect(isActiveStatus(s)).toBe(true);
    for (const s of [3, 4, 5, -1]) expect(isActiveStatus(s)).toBe(false);
    expect(isActiveStatus(null)).toBe(false);
    expect(isActiveStatus(undefined)).toBe(false);
  });

  it('knows 0 to 4 only ("other status values are not shown")', () => {
    for (const s of [0, 1, 2, 3, 4]) expect(isKnownStatus(s)).toBe(true);
    for (const s of [5, -1, 1.5, 99]) expect(isKnownStatus(s)).toBe(false);
  });
});

describe('order status transitions', () => {
  it('moves an active order one step forward: 0 → 1 → 2 → 3', () => {
    expect(canChangeStatus(0, 1)).toBe(true);
    expect(canChangeStatus(1, 2)).toBe(true);
    expect(canChangeStatus(2, 3)).toBe(true);
  });

  it('cancels any active order', () => {
    for (const from of [0, 1, 2]) expect(canChangeStatus(from, 4)).toBe(true);
  });

  it('refuses skips, steps back, staying put and unknown statuses', () => {
    expect(canChangeStatus(0, 2)).toBe(false);
    expect(canChangeStatus(0, 3)).toBe(false);
    expect(canChangeStatus(2, 1)).toBe(false);
    expect(canChangeStatus(1, 1)).toBe(false);
    expect(canChangeStatus(7, 1)).toBe(false);
    expect(canChangeStatus(1, 7)).toBe(false);
    expect(allowedNextStatuses(7)).toEqual([]);
  });

  it('never changes a completed or cancelled order', () => {
    for (const to of [0, 1, 2, 3, 4]) {
      expect(canChangeStatus(3, to)).toBe(false);
      expect(canChangeStatus(4, to)).toBe(false);
    }
    expect(isFinalStatus(3)).toBe(true);
    expect(isFinalStatus(4)).toBe(true);
    expect(isFinalStatus(0)).toBe(false);
    expect(allowedNextStatuses(0)).toEqual([1, 4]);
  });
});

describe('cancellation reason codes', () => {
  it('tells the API’s own reasons (codes, translated where shown) from what staff wrote', () => {
    expect(cancelReasonCodeOf('NOT_PAID_IN_TIME')).toBe('NOT_PAID_IN_TIME');
    expect(cancelReasonCodeOf(' NOT_PAID_IN_TIME ')).toBe('NOT_PAID_IN_TIME');
    expect(cancelReasonCodeOf('Not paid in time')).toBeNull();
    expect(cancelReasonCodeOf('Out of salmon')).toBeNull();
    expect(cancelReasonCodeOf('')).toBeNull();
    expect(cancelReasonCodeOf(null)).toBeNull();
    expect(CANCEL_REASON_CODES).toContain('NOT_PAID_IN_TIME');
  });
});
