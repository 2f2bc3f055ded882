'use client';

import { useTranslations } from 'next-intl';
import { checkoutActions, useCheckout } from '../checkout-store';
import type { FormErrors } from '../form-validation';
import { CheckField, TextField } from './field';
import { PhoneField } from './phone-field';
import styles from './form.module.css';

/**
 * Who orders: name, phone (required for a guest), optional email, and an order for a friend. The
 * phones are typed after the prefix of the brand's country (`phoneCountry`), as at sign-in.
 */
export function ContactFields({ errors, phoneCountry }: { errors: FormErrors; phoneCountry?: string }) {
  const t = useTranslations('checkout.contact');
  const { form } = useCheckout();
  const friend = form.orderForFriend;
  return (
    <>
      <div className={styles.grid}>
        <TextField
          name="name"
          label={t('name')}
          value={form.name}
          onValue={(name) => checkoutActions.setForm({ name })}
          testId="checkout-name"
          autoComplete="name"
          maxLength={120}
          error={errors.name}
        />
        <PhoneField
          name="phone"
          label={t('phone')}
          value={form.phone}
          onValue={(phone) => checkoutActions.setForm({ phone })}
          country={phoneCountry}
          testId="checkout-phone"
          autoComplete="tel"
          error={errors.phone}
        />
        <TextField
          name="email"
          label={t('email')}
          value={form.email}
          onValue={(email) => checkoutActions.setForm({ email })}
          testId="checkout-email"
          type="email"
          autoComplete="email"
          maxLength={200}
          error={errors.email}
          hint={t('emailHint')}
          wide
        />
      </div>
      <CheckField
        label={t('forFriend')}
        checked={friend.isActive}
        onChecked={(isActive) => checkoutActions.setForm({ orderForFriend: { ...friend, isActive } })}
        testId="order-for-friend"
      />
      {friend.isActive && (
        <div className={styles.grid}>
          <TextField
            name="friendName"
            label={t('friendName')}
            value={friend.name}
            onValue={(name) => checkoutActions.setForm({ orderForFriend: { ...friend, name } })}
            maxLength={120}
            autoComplete="off"
            error={errors.friendName}
          />
          <PhoneField
            name="friendPhone"
            label={t('friendPhone')}
            value={friend.phone}
            onValue={(phone) => checkoutActions.setForm({ orderForFriend: { ...friend, phone } })}
            country={phoneCountry}
            autoComplete="off"
            error={errors.friendPhone}
          />
        </div>
      )}
    </>
  );
}
