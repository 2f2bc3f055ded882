import { describe, expect, it } from 'vitest';
import { splitRefund, totalHeld } from './refund-rules.js';

describe('splitRefund', () => {
  const one = [{ paymentId: 'a', held: 45_000 }];

  it('takes a partial or the full refund from the one paid attempt', () => {
    expect(splitRefund(1_250, one)).toEqual([{ paymentId: 'a', amount: 1_250 }]);
    expect(splitRefund(45_000, one)).toEqual([{ paymentId: 'a', amount: 45_000 }]);
  });

  it('refuses more than is held, nothing, a negative or a fractional amount', () => {
    for (const amount of [45_001, 0, -100, 12.5, Number.NaN]) expect(splitRefund(amount, one)).toBeNull();
    expect(splitRefund(1, [])).toBeNull();
  });

  it('spreads over two charged attempts oldest first, skipping one already given back', () => {
    const two = [
      { paymentId: 'old', held: 0 },
      { paymentId: 'first', held: 3_000 },
      { paymentId: 'second', held: 5_000 },
    ];
    expect(totalHeld(two)).toBe(8_000);
    expect(splitRefund(4_000, two)).toEqual([
      { paymentId: 'first', amount: 3_000 },
      { paymentId: 'second', amount: 1_000 },
    ]);
  });
});
