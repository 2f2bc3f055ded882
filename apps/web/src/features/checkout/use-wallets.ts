'use client';

import { useEffect, useState } from 'react';
import type { PaymentType } from './checkout-form';
import { checkoutActions, readCheckout } from './checkout-store';

interface ApplePayWindow {
  ApplePaySession?: { canMakePayments?: () => boolean };
}

/**
 * The brand's payment types this browser can use (SPEC section 3, core state's apple/google pay
 * support flags): Apple Pay where Safari offers it, Google Pay where the Payment Request API
 * exists. Known only after hydration; a chosen type that is not offered falls back to the first.
 */
export function useWallets(types: readonly PaymentType[]): PaymentType[] {
  const [support, setSupport] = useState<{ apple: boolean; google: boolean } | null>(null);
  useEffect(() => {
    const w = window as unknown as ApplePayWindow;
    let apple: boolean;
    try {
      apple = Boolean(w.ApplePaySession?.canMakePayments?.());
    } catch {
      apple = false;
    }
    setSupport({ apple, google: 'PaymentRequest' in window });
  }, []);
  const offered = types.filter(
    (t) => (t !== 'APPLE_PAY' || support?.apple === true) && (t !== 'GOOGLE_PAY' || support?.google === true),
  );
  const key = offered.join(',');
  useEffect(() => {
    if (support === null || !key) return;
    const list = key.split(',') as PaymentType[];
    if (!list.includes(readCheckout().form.payment)) checkoutActions.setForm({ payment: list[0]! });
  }, [key, support]);
  return offered;
}
