'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { CheckoutContext } from '../checkout-context';
import { useCheckout } from '../checkout-store';

const CheckoutModalSheets = dynamic(
  () => import('./checkout-modal-sheets').then((m) => m.CheckoutModalSheets),
  { ssr: false, loading: () => null },
);

/**
 * The modals the calculation raises (stop list, outlet not found, another city…:
 * `checkout-modal-sheets.tsx`), fetched with the first one a page raises: most visits raise none,
 * and the cart's and checkout's first load then carry no dialog library (issue 20, item 4). Once
 * fetched they stay, so a sheet can animate out.
 */
export function CheckoutModals(props: {
  ctx: CheckoutContext;
  /** puts the focus on the street field (checkout page); absent on the cart page */
  onChangeAddress?: () => void;
}) {
  const { modal } = useCheckout();
  const [raised, setRaised] = useState(false);
  if (modal !== null && !raised) setRaised(true);
  return raised ? <CheckoutModalSheets {...props} /> : null;
}
