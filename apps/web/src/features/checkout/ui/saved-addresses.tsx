'use client';

import { useTranslations } from 'next-intl';
import { addressLine, usableAddresses } from '@/features/account/address-rules';
import { HomeIcon } from '@/features/shell/icons';
import { useUser } from '@/features/shell/use-user';
import { checkoutActions, useCheckout } from '../checkout-store';
import { addressFieldsOf, isSavedAddressInForm } from '../saved-address';
import styles from './form.module.css';

/**
 * A signed-in customer's saved delivery addresses (issue 17, item 7), by city then latitude
 * (SPEC section 5). Picking one fills the address fields; the map then checks it as it checks a
 * typed address (its zone and price, or the other city it is in). Radio buttons, so arrows move
 * between them; none is checked while the form holds another address.
 */
export function SavedAddresses() {
  const t = useTranslations('checkout.address');
  const user = useUser();
  const { form } = useCheckout();
  const saved = usableAddresses(user?.addresses ?? []);
  if (!saved.length) return null;
  return (
    <fieldset className={styles.options} data-testid="saved-addresses">
      <legend className={styles.label}>{t('saved')}</legend>
      {saved.map((a) => (
        <label key={a.id} className={styles.option} data-testid="saved-address">
          <input
            type="radio"
            name="savedAddress"
            value={a.id}
            checked={isSavedAddressInForm(a, form.address)}
            onChange={() => checkoutActions.setAddress(addressFieldsOf(a))}
          />
          <span className={styles.optionIcon} aria-hidden="true">
            <HomeIcon size={20} />
          </span>
          <span className={styles.optionText}>
            <span className={styles.optionTitle}>
              {addressLine({ ...a, city: null }, t('apartmentShort'))}
            </span>
            <span className={styles.optionMeta}>{a.city}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
