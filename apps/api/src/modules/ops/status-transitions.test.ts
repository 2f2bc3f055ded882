import { describe, expect, it } from 'vitest';
import { allowedNextStatuses, canChangeStatus, isFinalStatus } from './status-transitions.js';

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
