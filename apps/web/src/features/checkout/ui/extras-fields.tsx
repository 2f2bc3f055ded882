'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useCart } from '@/features/cart/cart-store';
import { useUser } from '@/features/shell/use-user';
import { personsCount } from '../checkout-rules';
import { checkoutActions, useCheckout } from '../checkout-store';
import type { FormErrors } from '../form-validation';
import { CheckField, TextField } from './field';
import { QtyStepper } from './qty-stepper';
import styles from './form.module.css';

const MAX_PERSONS = 20;

/**
 * The rest of the form: persons (cutlery sets; the largest count of the cart's dishes unless the
 * customer changes it), bonuses for a signed-in customer with a confirmed balance, comments for
 * the kitchen and the courier, and "don't call me back".
 */
export function ExtrasFields({ errors, useBonuses }: { errors: FormErrors; useBonuses: boolean }) {
  const t = useTranslations('checkout.extras');
  const { form, calc } = useCheckout();
  const cart = useCart();
  const user = useUser();
  const persons = form.personsCount ?? Math.max(1, personsCount(cart));
  const balance = calc?.bonuses.balance ?? 0;
  const isDelivery = form.method === 'DELIVERY';

  return (
    <>
      <div className={styles.inline}>
        <span id="persons-label" className={styles.label}>
          {t('persons')}
        </span>
        <QtyStepper
          size="s"
          testIdPrefix="persons"
          count={persons}
          min={1}
          max={MAX_PERSONS}
          onPlus={() => checkoutActions.setForm({ personsCount: persons + 1 })}
          onMinus={() => checkoutActions.setForm({ personsCount: persons - 1 })}
          labels={{
            group: t('persons'),
            plus: t('morePersons'),
            minus: t('fewerPersons'),
            count: t('personsCount', { count: persons }),
          }}
        />
      </div>
      {useBonuses && user && balance > 0 && (
        <div className={styles.bonuses}>
          <CheckField
            label={t('useBonuses', { balance, max: calc?.bonuses.maxUsable ?? 0 })}
            checked={form.bonuses.applied}
            onChecked={(applied) =>
              checkoutActions.setForm({
                bonuses: {
                  applied,
                  value: applied ? Math.min(balance, calc?.bonuses.maxUsable ?? balance) : 0,
                },
              })
            }
            testId="bonuses-apply"
          />
          {form.bonuses.applied && (
            <TextField
              name="bonuses"
              label={t('bonusesValue')}
              value={String(form.bonuses.value)}
              onValue={(v) =>
                checkoutActions.setForm({
                  bonuses: {
                    applied: true,
                    value: Math.max(0, Math.floor(Number(v.replace(/\D/g, '')) || 0)),
                  },
                })
              }
              inputMode="numeric"
              error={errors.bonuses}
            />
          )}
        </div>
      )}
      <CheckField
        label={t('comment')}
        checked={form.orderComment.isActive}
        onChecked={(isActive) =>
          checkoutActions.setForm({ orderComment: { ...form.orderComment, isActive } })
        }
      />
      {form.orderComment.isActive && (
        <CommentBox
          label={t('commentLabel')}
          value={form.orderComment.value}
          onValue={(value) => checkoutActions.setForm({ orderComment: { ...form.orderComment, value } })}
        />
      )}
      {isDelivery && (
        <CheckField
          label={t('courierComment')}
          checked={form.courierComment.isActive}
          onChecked={(isActive) =>
            checkoutActions.setForm({ courierComment: { ...form.courierComment, isActive } })
          }
        />
      )}
      {isDelivery && form.courierComment.isActive && (
        <CommentBox
          label={t('courierCommentLabel')}
          value={form.courierComment.value}
          onValue={(value) => checkoutActions.setForm({ courierComment: { ...form.courierComment, value } })}
        />
      )}
      <CheckField
        label={t('dontCallMe')}
        checked={form.dontCallMe}
        onChecked={(dontCallMe) => checkoutActions.setForm({ dontCallMe })}
        testId="dont-call-me"
      />
      <CheckField
        label={t('smsStatus')}
        checked={form.smsStatus}
        onChecked={(smsStatus) => checkoutActions.setForm({ smsStatus })}
        testId="sms-status"
      />
    </>
  );
}

function CommentBox({
  label,
  value,
  onValue,
}: {
  label: string;
  value: string;
  onValue: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        className={`${styles.input} ${styles.textarea}`}
        value={value}
        maxLength={500}
        rows={3}
        placeholder={label}
        onChange={(e) => onValue(e.target.value)}
      />
    </div>
  );
}
