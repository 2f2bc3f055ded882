'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CheckoutSteps } from '@/features/checkout/ui/steps';
import { AlertIcon, CheckIcon, ClockIcon } from '@/features/checkout/icons';
import { useLocalizedHref } from '@/features/shell/links';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import { useUser } from '@/features/shell/use-user';
import { OrderPrediction } from '@/features/orders-live/order-prediction';
import { OrderPushCard } from '@/features/pwa/order-push-card';
import { OrderView } from './order-view';
import { heroState, orderViewOf, shownOrderStatus } from './order-view-model';
import { PaymentFailureModal } from './payment-failure-modal';
import { useOrderTracking } from './use-order-tracking';
import layout from '@/features/checkout/ui/layout.module.css';
import styles from './order.module.css';

/**
 * The confirmation (step 3): the order's number, its status, what was ordered, totals, where and
 * when it arrives and whether it is paid, kept up to date while the payment settles. A declined or
 * cancelled payment opens the payment-failure modal with 'pay again'.
 */
export function OrderConfirmedView({ orderId }: { orderId: string }) {
  const t = useTranslations('checkout.confirmed');
  const href = useLocalizedHref();
  const site = useSite();
  const user = useUser();
  const { placed, receipt, problem, isLoaded, applyPayment } = useOrderTracking(orderId);
  const model = orderViewOf(receipt, placed);
  const paymentState = receipt?.payment.state ?? null;
  // a cancelled order is not paid for any more: no 'pay again', no failure modal; one paid online
  // is not 'accepted' before it is paid (issue 17, item 9)
  const hero = heroState(paymentState, model.statusId, placed?.isOnline ?? null);
  const statusShown = shownOrderStatus(hero, model.statusId);
  const [isFailureOpen, setFailureOpen] = useState(false);
  const [wasFailureShown, setFailureShown] = useState(false);

  useEffect(() => {
    if (hero === 'failed' && !wasFailureShown) {
      setFailureShown(true);
      setFailureOpen(true);
    }
  }, [hero, wasFailureShown]);

  if (problem === 'notFound' || (problem && !placed && !receipt)) {
    return (
      <div className={`container ${layout.page}`}>
        <CheckoutSteps current={3} />
        <div className={styles.hero}>
          <span className={`${styles.badge} ${styles.badgeWarn}`}>
            <AlertIcon size={32} />
          </span>
          <h1 className={styles.title}>{t(problem === 'signIn' ? 'signInTitle' : 'notFoundTitle')}</h1>
          <p className={styles.lead}>{t(problem === 'signIn' ? 'signInText' : 'notFoundText')}</p>
          <RouterLink href={href('/')} className={styles.primary}>
            {t('toMenu')}
          </RouterLink>
        </div>
      </div>
    );
  }

  const isPaid = paymentState === 'PAID';
  const isRefunded = paymentState === 'REFUNDED' || paymentState === 'PARTIALLY_REFUNDED';
  const isWaiting = hero === 'waiting';
  const isFailed = hero === 'failed';
  const isWarning = isFailed || hero === 'cancelled';
  const heroKey = (
    {
      cancelled: 'titleCancelled',
      failed: 'titleFailed',
      waiting: 'titleWaiting',
      done: 'title',
    } as const
  )[hero];

  return (
    <div className={`container ${layout.page}`}>
      <CheckoutSteps current={3} />
      <div className={styles.hero} aria-busy={!isLoaded}>
        <span
          className={`${styles.badge} ${isWarning ? styles.badgeWarn : isWaiting ? styles.badgeWait : ''}`}
        >
          {isWarning ? (
            <AlertIcon size={32} />
          ) : isWaiting ? (
            <ClockIcon size={32} />
          ) : (
            <CheckIcon size={32} />
          )}
        </span>
        <h1 className={styles.title}>{t(heroKey)}</h1>
        <p className={styles.number}>
          {t('number')}{' '}
          <span data-testid="order-number" className={styles.numberValue}>
            {model.localId ?? '…'}
          </span>
        </p>
        <div className={styles.pills} role="status" aria-live="polite">
          {statusShown !== null && (
            <span className={styles.pill} data-testid="order-status">
              {t.has(`status.${statusShown}`) ? t(`status.${statusShown}`) : t('status.unknown')}
            </span>
          )}
          {/* an unpaid cancelled order has nothing left to pay: no payment state beside it */}
          {paymentState && (isPaid || isRefunded || hero !== 'cancelled') && (
            <span
              className={`${styles.pill} ${isPaid || isRefunded ? styles.pillOk : isFailed ? styles.pillWarn : ''}`}
              data-testid="payment-state"
              data-status={paymentState}
            >
              {t(`payment.${paymentState}`)}
            </span>
          )}
        </div>
        {model.refundedAmount > 0 && (
          <p className={styles.lead} data-testid="order-refund">
            {t('refundedText', { amount: formatPrice(model.refundedAmount, site.locale, site.currency) })}
          </p>
        )}
        {isWaiting && receipt?.payment.paymentUrl && (
          <a href={receipt.payment.paymentUrl} className={styles.primary}>
            {t('continuePayment')}
          </a>
        )}
        {isFailed && (
          <button type="button" className={styles.primary} onClick={() => setFailureOpen(true)}>
            {t('payAgain')}
          </button>
        )}
        {/* issue 6: the short prediction of /orders/v1/prediction, in the page's language */}
        {!isWarning && <OrderPrediction />}
        {/* asked after the order, never on arrival (issue 21 item 4) */}
        {!isWarning && !isWaiting && <OrderPushCard orderId={orderId} statusId={model.statusId} />}
      </div>
      <OrderView model={model} />
      <div className={styles.actions}>
        <RouterLink href={href('/')} className={styles.secondary}>
          {t('toMenu')}
        </RouterLink>
        {user && (
          <RouterLink href={href('/account/orders')} className={styles.secondary}>
            {t('toOrders')}
          </RouterLink>
        )}
      </div>
      <PaymentFailureModal
        orderId={orderId}
        localId={model.localId}
        open={isFailureOpen}
        onOpenChange={setFailureOpen}
        showOrderLink={false}
        onPaidOnReceipt={applyPayment}
      />
    </div>
  );
}
