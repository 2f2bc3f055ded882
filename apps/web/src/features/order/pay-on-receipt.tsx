'use client';

import type { TPaymentStatus } from '@food/contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/lib/api/browser-client';
import { payOnReceipt } from '@/features/checkout/checkout-api';
import { brandPaymentTypes } from '@/features/checkout/checkout-form';
import { parseMoney } from '@/features/checkout/checkout-rules';
import { CardIcon, CashIcon } from '@/features/checkout/icons';
import { TextField } from '@/features/checkout/ui/field';
import form from '@/features/checkout/ui/form.module.css';
import sheet from '@/features/shell/sheet.module.css';
import { useSite } from '@/features/shell/site-context';
import { markPaidOnReceipt } from './placed-orders';
import styles from './order.module.css';

type ReceiptType = 'CASH' | 'CARD';

/**
 * Issue 17, item 9: after a declined card the customer may pay the same order on receipt, in
 * cash (with the sum to give change from) or by card to the courier, among the brand's types.
 * The API switches the order (only while it is unpaid and not yet taken by the restaurant).
 */
export function PayOnReceipt({
  orderId,
  onSwitched,
}: {
  orderId: string;
  onSwitched: (status: TPaymentStatus) => void;
}) {
  const t = useTranslations('checkout.paymentFailure');
  const tp = useTranslations('checkout.payment');
  const site = useSite();
  const offered = brandPaymentTypes(site.env).filter((p): p is ReceiptType => p === 'CASH' || p === 'CARD');
  const [isOpen, setOpen] = useState(false);
  const [type, setType] = useState<ReceiptType | null>(null);
  const [cashFrom, setCashFrom] = useState('');
  const [cashError, setCashError] = useState<string | undefined>();
  const [state, setState] = useState<'idle' | 'saving' | 'error'>('idle');
  if (!offered.length) return null;
  const chosen = type ?? offered[0]!;

  if (!isOpen)
    return (
      <button
        type="button"
        className={sheet.secondary}
        data-testid="pay-on-receipt"
        onClick={() => setOpen(true)}
      >
        {t('payOnReceipt')}
      </button>
    );

  const confirm = async () => {
    const change = chosen === 'CASH' && cashFrom.trim() ? parseMoney(cashFrom) : null;
    if (chosen === 'CASH' && cashFrom.trim() && change === null) return setCashError('cashInvalid');
    setCashError(undefined);
    setState('saving');
    try {
      const status = await payOnReceipt(orderId, chosen, change);
      markPaidOnReceipt(orderId, chosen, change);
      onSwitched(status);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'CHANGE_TOO_SMALL') {
        setState('idle');
        return setCashError('cashTooSmall');
      }
      console.error('payment: could not switch to paying on receipt', err);
      setState('error');
    }
  };

  return (
    <div className={styles.receipt}>
      <fieldset className={form.options}>
        <legend className={styles.receiptLegend}>{t('receiptLegend')}</legend>
        {offered.map((p) => (
          <label key={p} className={form.option} data-testid={`pay-on-receipt-${p}`}>
            <input
              type="radio"
              name="pay-on-receipt"
              value={p}
              checked={chosen === p}
              onChange={() => setType(p)}
            />
            <span className={form.optionIcon} aria-hidden="true">
              {p === 'CASH' ? <CashIcon /> : <CardIcon />}
            </span>
            <span className={form.optionText}>
              <span className={form.optionTitle}>{tp(`types.${p}.title`)}</span>
              <span className={form.optionMeta}>{tp(`types.${p}.text`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {chosen === 'CASH' && (
        <TextField
          label={tp('cashFrom')}
          value={cashFrom}
          onValue={setCashFrom}
          testId="pay-on-receipt-change"
          inputMode="decimal"
          autoComplete="off"
          maxLength={10}
          hint={tp('cashHint')}
          error={cashError}
        />
      )}
      {state === 'error' && (
        <p className={sheet.text} role="alert">
          {t('receiptFailed')}
        </p>
      )}
      <button
        type="button"
        className={sheet.primary}
        data-testid="pay-on-receipt-confirm"
        disabled={state === 'saving'}
        aria-busy={state === 'saving'}
        onClick={confirm}
      >
        {state === 'saving' ? t('receiptSaving') : t('receiptConfirm')}
      </button>
    </div>
  );
}
