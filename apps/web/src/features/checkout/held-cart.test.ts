import { describe, expect, it } from 'vitest';
import { heldCartOutcome } from './held-cart';

describe('a cart held for an order paid online', () => {
  it('is emptied once the order is paid, or paid on receipt instead', () => {
    expect(heldCartOutcome('PAID', 0)).toBe('clear');
    expect(heldCartOutcome('PAID', 1)).toBe('clear');
    expect(heldCartOutcome('NOT_REQUIRED', 0)).toBe('clear');
  });

  it('is kept while the payment is open or declined', () => {
    expect(heldCartOutcome('PENDING', 0)).toBe('keep');
    expect(heldCartOutcome('FAILED', 0)).toBe('keep');
  });

  it('goes back to the customer when the order was cancelled, paid or not', () => {
    expect(heldCartOutcome('NOT_REQUIRED', 4)).toBe('release');
    expect(heldCartOutcome('FAILED', 4)).toBe('release');
  });
});
