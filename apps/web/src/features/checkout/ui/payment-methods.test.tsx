import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandPaymentTypes } from '@food/domain/payment';
import type { PaymentType } from '../checkout-form';
import { eachTestANewVisitor, loadPage, localeMessages } from '../checkout-test-kit';

eachTestANewVisitor({ clock: 'real' });

const en = localeMessages('en') as { checkout: { payment: { none: string } } };

/** Checkout's payment section for a brand whose config answered `env` (PAYMENT_TYPES). */
async function showPayment(env: Record<string, string>) {
  const {
    wrapper,
    modules: [methods],
  } = await loadPage('en', () => Promise.all([import('./payment-methods')]));
  const offered: PaymentType[] = brandPaymentTypes(env);
  render(<methods.PaymentMethods types={offered} offered={offered} errors={{}} />, { wrapper });
}

describe('PaymentMethods: what checkout offers to pay with (issue 21, payments per brand)', () => {
  it('shows the types the config answered, each a radio', async () => {
    await showPayment({ PAYMENT_TYPES: 'ONLINE,CASH' });

    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'ONLINE',
      'CASH',
    ]);
    expect(screen.queryByTestId('payment-none')).toBeNull();
  });

  it('offers no online payment for an online-only brand without a provider, and says so', async () => {
    // the config's answer for such a brand (not an empty list, which is "none listed": ONLINE)
    await showPayment({ PAYMENT_TYPES: 'NONE' });

    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByTestId('payment-ONLINE')).toBeNull();
    expect(screen.getByTestId('payment-none').textContent).toBe(en.checkout.payment.none);
  });
});
