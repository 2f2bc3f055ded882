import { describe, expect, it } from 'vitest';
import { amountText, heldOf, mayRefund, parseAmount } from './refund-rules';

const refund = (amount: number, status: 'PENDING' | 'SUCCEEDED' | 'FAILED') =>
  ({
    id: String(amount),
    amount,
    status,
    provider: 'test',
    failureReason: null,
    reason: null,
    createdAt: '',
    updatedAt: '',
  }) as const;

describe('heldOf', () => {
  it('is what was paid less every refund asked for, a refused one too; nothing for an unpaid order', () => {
    expect(heldOf({ isPaid: true, amount: 45_000, refunds: [] })).toBe(45_000);
    expect(
      heldOf({
        isPaid: true,
        amount: 45_000,
        refunds: [refund(5_000, 'SUCCEEDED'), refund(1_000, 'FAILED')],
      }),
    ).toBe(39_000);
    expect(heldOf({ isPaid: false, amount: 45_000, refunds: [] })).toBe(0);
  });
});

describe('parseAmount', () => {
  it('reads hryvnias and dirhams with a point or a comma, and whole yen', () => {
    expect(parseAmount('12.50', 'UAH')).toBe(1_250);
    expect(parseAmount(' 12,5 ', 'AED')).toBe(1_250);
    expect(parseAmount('1 200', 'UAH')).toBe(120_000);
    expect(parseAmount('300', 'JPY')).toBe(300);
  });

  it('refuses letters, a third decimal, yen decimals, zero and negatives', () => {
    for (const [text, currency] of [
      ['abc', 'UAH'],
      ['1.005', 'UAH'],
      ['1.5', 'JPY'],
      ['0', 'UAH'],
      ['0.00', 'AED'],
      ['-5', 'UAH'],
      ['', 'UAH'],
    ] as const)
      expect(parseAmount(text, currency)).toBeNull();
  });

  it('writes minor units back as the field shows them', () => {
    expect(amountText(1_250, 'UAH')).toBe('12.50');
    expect(amountText(300, 'JPY')).toBe('300');
    expect(parseAmount(amountText(45_005, 'AED'), 'AED')).toBe(45_005);
  });
});

describe('mayRefund', () => {
  it('lets owners and brand managers give money back, not outlet staff', () => {
    expect([mayRefund('OWNER'), mayRefund('BRAND_MANAGER'), mayRefund('OUTLET_STAFF')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
