import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentType } from './checkout-form';
import { eachTestANewVisitor, loadPage } from './checkout-test-kit';

const BRAND_TYPES: PaymentType[] = ['GOOGLE_PAY', 'APPLE_PAY', 'ONLINE', 'CASH'];

// nothing in the wallets' check waits on a timer, so the clock stays real
eachTestANewVisitor({ clock: 'real' });

/** Checkout's payment choices as a page load in a browser with (or without) the wallets. */
async function openCheckout() {
  const {
    modules: [checkout, wallets],
  } = await loadPage('en', () => Promise.all([import('./checkout-store'), import('./use-wallets')]));
  return renderHook(() => ({
    offered: wallets.useWallets(BRAND_TYPES),
    chosen: checkout.useCheckout().form.payment,
  }));
}

describe('useWallets: the payment types this browser can use (SPEC section 3)', () => {
  it('offers Google Pay where the Payment Request API exists, Apple Pay where Safari can pay', async () => {
    vi.stubGlobal('PaymentRequest', class {});
    vi.stubGlobal('ApplePaySession', { canMakePayments: () => true });
    const { result } = await openCheckout();

    expect(result.current.offered).toEqual(['GOOGLE_PAY', 'APPLE_PAY', 'ONLINE', 'CASH']);
  });

  it('leaves both out in a browser without them, or where Apple Pay refuses to answer', async () => {
    vi.stubGlobal('ApplePaySession', {
      canMakePayments: () => {
        throw new Error('InvalidAccessError: not from a secure context');
      },
    });
    expect('PaymentRequest' in window).toBe(false);
    const { result } = await openCheckout();

    expect(result.current.offered).toEqual(['ONLINE', 'CASH']);
  });

  it('moves a chosen wallet this browser cannot use to the first type it can', async () => {
    // the form kept from a visit on the customer's phone
    window.localStorage.setItem('checkout_form', JSON.stringify({ payment: 'APPLE_PAY' }));
    vi.stubGlobal('PaymentRequest', class {});
    const { result } = await openCheckout();

    expect(result.current.offered).toEqual(['GOOGLE_PAY', 'ONLINE', 'CASH']);
    expect(result.current.chosen).toBe('GOOGLE_PAY');
  });

  it('keeps a choice this browser can use', async () => {
    window.localStorage.setItem('checkout_form', JSON.stringify({ payment: 'CASH' }));
    const { result } = await openCheckout();

    expect(result.current.chosen).toBe('CASH');
  });
});
