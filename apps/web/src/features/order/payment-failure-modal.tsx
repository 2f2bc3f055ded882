'use client';

import type { TPaymentStatus } from '@food/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { RouterLink } from '@/features/shell/router-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { payAgain } from '@/features/checkout/checkout-api';
import { checkoutActions } from '@/features/checkout/checkout-store';
import { AlertIcon } from '@/features/checkout/icons';
import { SheetClose } from '@/features/shell/sheet-close';
import sheet from '@/features/shell/sheet.module.css';
import { useSite } from '@/features/shell/site-context';
import { localizedPath } from '@/lib/routing/locale-path';
import { PayOnReceipt } from './pay-on-receipt';

/**
 * The payment-failure modal (SPEC section 2): the order exists but is not paid. 'Pay again' opens
 * a new attempt at the provider (POST /payment/v1/pay) and goes there; or the customer pays the
 * same order on receipt, in cash or by card (issue 17, item 9); the order can also be looked at
 * as it is.
 */
export function PaymentFailureModal({
  orderId,
  localId,
  open,
  onOpenChange,
  showOrderLink,
  onPaidOnReceipt,
}: {
  orderId: string;
  localId: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  showOrderLink: boolean;
  /** the confirmation page shows the new state; checkout goes to the confirmation page */
  onPaidOnReceipt?: (status: TPaymentStatus) => void;
}) {
  const t = useTranslations('checkout.paymentFailure');
  const site = useSite();
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'starting' | 'error'>('idle');
  const confirmed = localizedPath(site.locale, `/order-confirmed/${encodeURIComponent(orderId)}`, site);

  const retry = async () => {
    setState('starting');
    try {
      const { paymentUrl } = await payAgain(
        orderId,
        `${window.location.origin}${localizedPath(site.locale, '/order-confirmed/{orderId}', site)}`,
      );
      window.location.assign(paymentUrl);
    } catch (err) {
      console.error('payment: could not start again', err);
      setState('error');
    }
  };

  const paidOnReceipt = (status: TPaymentStatus) => {
    // the order is placed now: the cart held for it goes, as after any order (held-cart.ts)
    checkoutActions.settleHeldCart(status.orderId, status.status, status.orderStatusId);
    onOpenChange(false);
    if (onPaidOnReceipt) onPaidOnReceipt(status);
    else router.push(confirmed);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={sheet.overlay} />
        <Dialog.Content className={sheet.sheet} data-testid="payment-failure">
          <div className={sheet.badge}>
            <AlertIcon size={28} />
          </div>
          <Dialog.Title className={sheet.title}>{t('title')}</Dialog.Title>
          <Dialog.Description className={sheet.text}>
            {localId !== null ? t('textNumbered', { number: localId }) : t('text')}
          </Dialog.Description>
          {state === 'error' && (
            <p className={sheet.text} role="alert">
              {t('startFailed')}
            </p>
          )}
          <div className={sheet.actions}>
            <button
              type="button"
              className={sheet.primary}
              data-testid="pay-again"
              disabled={state === 'starting'}
              onClick={retry}
            >
              {state === 'starting' ? t('starting') : t('payAgain')}
            </button>
            <PayOnReceipt orderId={orderId} onSwitched={paidOnReceipt} />
            {showOrderLink ? (
              <RouterLink href={confirmed} className={sheet.secondary} onClick={() => onOpenChange(false)}>
                {t('toOrder')}
              </RouterLink>
            ) : (
              <Dialog.Close className={sheet.secondary}>{t('later')}</Dialog.Close>
            )}
          </div>
          <SheetClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
