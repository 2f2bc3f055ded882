'use client';

import { useTranslations } from 'next-intl';
import type { ReceiveMethod } from '../checkout-form';
import { checkoutActions, useCheckout } from '../checkout-store';
import { StoreIcon, TruckIcon } from '../icons';
import styles from './form.module.css';

/** Delivery or pickup (SPEC section 3, default DELIVERY); pickup only where the brand offers it. */
export function DeliveryMethodSwitch({ isPickupAvailable }: { isPickupAvailable: boolean }) {
  const t = useTranslations('checkout.method');
  const { form } = useCheckout();
  const methods: ReceiveMethod[] = isPickupAvailable ? ['DELIVERY', 'PICKUP'] : ['DELIVERY'];
  return (
    <fieldset className={`${styles.segmented} ${styles.methods}`}>
      <legend className="visually-hidden">{t('legend')}</legend>
      {methods.map((m) => (
        <label key={m} className={styles.segment} data-testid={`delivery-method-${m}`}>
          <input
            type="radio"
            name="method"
            value={m}
            checked={form.method === m}
            onChange={() => checkoutActions.setMethod(m)}
          />
          <span>
            {m === 'DELIVERY' ? <TruckIcon size={18} /> : <StoreIcon size={18} />}
            {t(m)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
