'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { PaymentType } from '../checkout-form';
import { checkoutActions, useCheckout } from '../checkout-store';
import type { FormErrors } from '../form-validation';
import { CardIcon, CashIcon, WalletIcon } from '../icons';
import { TextField } from './field';
import styles from './form.module.css';

const ICONS: Record<PaymentType, ReactNode> = {
  ONLINE: <CardIcon />,
  CARD: <CardIcon />,
  CASH: <CashIcon />,
  GOOGLE_PAY: <WalletIcon />,
  APPLE_PAY: <WalletIcon />,
  BINANCE_PAY: <WalletIcon />,
};

/** The note that stands for the payment choice when the brand offers none (checkout-view). */
export const NO_PAYMENT_ID = 'payment-none';

/**
 * How to pay (SPEC section 3): the brand's payment types this browser can use, each a radio
 * (`payment-<TYPE>`); cash asks what the customer pays with, so the courier brings change.
 * `offered` is the brand's list before the browser's wallets are known: when it is empty (an
 * online-only brand whose payment provider is not configured, @food/domain/payment) a note says
 * so instead, and the order cannot be sent.
 */
export function PaymentMethods({
  types,
  offered,
  errors,
}: {
  types: PaymentType[];
  offered: readonly PaymentType[];
  errors: FormErrors;
}) {
  const t = useTranslations('checkout.payment');
  const { form } = useCheckout();
  if (!offered.length)
    return (
      <p id={NO_PAYMENT_ID} className={styles.error} role="status" data-testid={NO_PAYMENT_ID}>
        {t('none')}
      </p>
    );
  return (
    <>
      <fieldset className={styles.options}>
        <legend className="visually-hidden">{t('legend')}</legend>
        {types.map((type) => (
          <label key={type} className={styles.option} data-testid={`payment-${type}`}>
            <input
              type="radio"
              name="payment"
              value={type}
              checked={form.payment === type}
              onChange={() => checkoutActions.setForm({ payment: type })}
            />
            <span className={styles.optionIcon} aria-hidden="true">
              {ICONS[type]}
            </span>
            <span className={styles.optionText}>
              <span className={styles.optionTitle}>{t(`types.${type}.title`)}</span>
              <span className={styles.optionMeta}>{t(`types.${type}.text`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {form.payment === 'CASH' && (
        <TextField
          name="payCashAmount"
          label={t('cashFrom')}
          value={form.payCashAmount}
          onValue={(payCashAmount) => checkoutActions.setForm({ payCashAmount })}
          testId="checkout-cash-amount"
          inputMode="decimal"
          autoComplete="off"
          maxLength={10}
          hint={t('cashHint')}
          error={errors.payCashAmount}
        />
      )}
    </>
  );
}
