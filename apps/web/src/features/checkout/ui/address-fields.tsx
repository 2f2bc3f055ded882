'use client';

import { useTranslations } from 'next-intl';
import { useId, type Ref } from 'react';
import {
  StreetSuggestionList,
  streetComboClass,
  useStreetCombobox,
} from '@/features/location/street-combobox';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import { standingStreetError } from '../address-pending';
import { checkoutActions, useCheckout } from '../checkout-store';
import type { FormErrors } from '../form-validation';
import { CheckIcon, PinIcon } from '../icons';
import { useAddressCheck } from '../use-address-check';
import { CheckField, TextField } from './field';
import styles from './form.module.css';
import { LocateAddress } from './locate-address';
import { SavedAddresses } from './saved-addresses';

/**
 * The delivery address: the signed-in customer's saved addresses and 'my location' (issue 17,
 * items 7 and 31), street with suggestions (a combobox; another city's streets when this city has
 * none, item 25), house, private-house switch (which
 * hides apartment, entrance, floor and intercom: SPEC section 5 sends them blank) and what the
 * map says: the zone with its delivery price and time, not found, or another city.
 */
export function AddressFields({
  rn,
  errors,
  streetRef,
}: {
  rn: number;
  errors: FormErrors;
  streetRef: Ref<HTMLInputElement>;
}) {
  const t = useTranslations('checkout.address');
  const site = useSite();
  const { form, addressCheck } = useCheckout();
  const a = form.address;
  const listId = useId();
  const combo = useStreetCombobox({
    where: { rn, br: site.city.id, lang: site.locale },
    street: a.street,
    listId,
    onChoose: (s) => checkoutActions.setAddress({ street: s.street, ...(s.house ? { house: s.house } : {}) }),
  });
  useAddressCheck(rn);
  // a "not found" of a submit made before the map answered goes once it has (issue 17, item 5)
  const streetError = standingStreetError(errors.street, form, addressCheck);

  return (
    <div className={styles.address}>
      <SavedAddresses />
      <LocateAddress />
      <div className={styles.grid}>
        <div className={streetComboClass}>
          <TextField
            ref={streetRef}
            name="street"
            label={t('street')}
            value={a.street}
            onValue={(street) => {
              checkoutActions.setAddress({ street });
              combo.onTyped();
            }}
            testId="address-street"
            {...combo.inputProps}
            error={streetError}
            placeholder={t('streetPlaceholder')}
          />
          <StreetSuggestionList
            combo={combo}
            listId={listId}
            label={t('suggestions')}
            icon={<PinIcon size={16} />}
            testId="address-suggestion"
          />
        </div>
        <TextField
          name="house"
          label={t('house')}
          value={a.house}
          onValue={(house) => checkoutActions.setAddress({ house })}
          testId="address-house"
          autoComplete="off"
          inputMode="text"
          maxLength={20}
          aria-required
          error={errors.house}
        />
      </div>
      <AddressStatus />
      <CheckField
        label={t('privateHouse')}
        checked={a.isPrivateHouse}
        onChecked={(isPrivateHouse) => checkoutActions.setAddress({ isPrivateHouse })}
        testId="address-private-house"
      />
      {!a.isPrivateHouse && (
        <div className={styles.grid4}>
          <TextField
            label={t('apartment')}
            value={a.apartment}
            onValue={(v) => checkoutActions.setAddress({ apartment: v })}
            maxLength={20}
            autoComplete="off"
          />
          <TextField
            label={t('entrance')}
            value={a.entrance}
            onValue={(v) => checkoutActions.setAddress({ entrance: v })}
            maxLength={20}
            autoComplete="off"
          />
          <TextField
            label={t('floor')}
            value={a.floor}
            onValue={(v) => checkoutActions.setAddress({ floor: v })}
            maxLength={20}
            autoComplete="off"
            inputMode="numeric"
          />
          <TextField
            label={t('intercom')}
            value={a.intercom}
            onValue={(v) => checkoutActions.setAddress({ intercom: v })}
            maxLength={20}
            autoComplete="off"
          />
        </div>
      )}
      {addressCheck.status === 'found' && addressCheck.zone && (
        <p className={styles.zone}>
          <CheckIcon size={16} />
          {t('zone', {
            price:
              addressCheck.zone.deliveryPrice > 0
                ? formatPrice(addressCheck.zone.deliveryPrice, site.locale, site.currency)
                : t('free'),
            minutes: addressCheck.zone.deliveryTimeMinutes,
          })}
        </p>
      )}
    </div>
  );
}

function AddressStatus() {
  const t = useTranslations('checkout.address.status');
  // placed on the map, in no zone of the brand (the location feature's check, cities issue)
  const tl = useTranslations('location.addressIncorrect');
  const site = useSite();
  const { addressCheck, form } = useCheckout();
  const text = !form.address.street.trim()
    ? null
    : addressCheck.status === 'checking'
      ? t('checking')
      : addressCheck.status === 'notFound'
        ? t('notFound')
        : addressCheck.status === 'error'
          ? t('error')
          : addressCheck.status === 'otherCity'
            ? t('otherCity', { city: addressCheck.city.name })
            : addressCheck.status === 'found' && !addressCheck.zone
              ? tl('outsideStatus', { city: site.city.name })
              : null;
  return (
    <p className={styles.status} role="status">
      {text}
    </p>
  );
}
