'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { checkoutActions, useCheckout } from '../checkout-store';
import { CloseIcon, TagIcon } from '../icons';
import styles from './summary.module.css';

const REASONS = [
  'NOT_FOUND',
  'EXPIRED',
  'NOT_STARTED',
  'MIN_AMOUNT',
  // a code's limits (API order-service/pricing/promo.ts); NOT_FIRST_ORDER also for referral codes
  'ALREADY_USED',
  'USES_EXHAUSTED',
  'NOT_FIRST_ORDER',
  // every dish is lowered by a promotion that takes no code (API pricing/automatic-discounts.ts)
  'NOT_COMBINABLE',
  // a code limited to other cities; a gift dish that cannot be given now (API pricing/promo.ts)
  'NOT_IN_CITY',
  'GIFT_UNAVAILABLE',
  // a friend's referral code (API bonus/referral-rules.ts)
  'SIGN_IN_REQUIRED',
  'OWN_CODE',
] as const;

/**
 * The promo code (SPEC sections 3 and 4): applying stores the value and the applied flag and
 * recalculates; the answer says whether it worked. An applied code can be taken off.
 */
export function PromoField() {
  const t = useTranslations('checkout.promo');
  const { promo, calc, isCalculating } = useCheckout();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const messageId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim()) checkoutActions.applyPromo(draft);
  };

  const reasonKey = (r: string | null | undefined) => REASONS.find((known) => known === r) ?? 'NOT_FOUND';

  if (promo.applied && promo.status === 'valid') {
    const kind = calc?.promoCode.kind;
    // kept applied for a smaller cart (MIN_AMOUNT: adding a dish brings it back), but never silently
    const notNow =
      calc && !calc.promoCode.isSuccess && !isCalculating ? reasonKey(calc.promoCode.reason) : null;
    return (
      <div className={styles.promoBlock}>
        <div className={styles.promoApplied} role="status" data-testid="promo-applied">
          <TagIcon size={18} />
          <span className={styles.promoCode}>{calc?.promoCode.code ?? promo.value.toUpperCase()}</span>
          <span className={styles.promoNote}>
            {kind === 'FREE_DELIVERY'
              ? t('freeDelivery')
              : kind === 'GIFT' && calc?.promoCode.gift
                ? t('gift', { name: calc.promoCode.gift.name })
                : kind === 'REFERRAL'
                  ? t('referral')
                  : t('applied')}
          </span>
          <button
            type="button"
            className={styles.promoRemove}
            aria-label={t('remove', { code: promo.value })}
            onClick={() => {
              checkoutActions.removePromo();
              setDraft('');
            }}
          >
            <CloseIcon size={16} />
          </button>
        </div>
        {notNow && (
          <p className={styles.promoError} role="alert" data-testid="promo-message">
            {t(`reasons.${notNow}`, { code: promo.value })}
          </p>
        )}
      </div>
    );
  }

  const reason = promo.status === 'invalid' ? reasonKey(promo.reason) : null;
  const isChecking = promo.status === 'checking' && isCalculating;
  // a code kept from before a reload is checked again: it shows while the answer comes
  const shown = draft || (promo.status === 'checking' ? promo.value : '');
  return (
    <form className={styles.promo} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        {t('label')}
      </label>
      <input
        id={inputId}
        className={styles.promoInput}
        data-testid="promo-input"
        placeholder={t('placeholder')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        value={shown}
        aria-invalid={reason ? true : undefined}
        aria-describedby={reason ? messageId : undefined}
        onChange={(e) => setDraft(e.target.value)}
      />
      <button type="submit" className={styles.promoApply} data-testid="promo-apply" disabled={isChecking}>
        {isChecking ? t('checking') : t('apply')}
      </button>
      {reason && (
        <p id={messageId} className={styles.promoError} role="alert" data-testid="promo-message">
          {t(`reasons.${reason}`, { code: promo.value })}
        </p>
      )}
    </form>
  );
}
