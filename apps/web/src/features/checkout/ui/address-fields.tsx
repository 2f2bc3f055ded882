'use client';

import type { TAddressSuggestion } from '@food/contracts';
import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useSite } from '@/features/shell/site-context';
import { formatPrice } from '@/lib/format/price';
import { checkoutActions, useCheckout } from '../checkout-store';
import type { FormErrors } from '../form-validation';
import { CheckIcon, PinIcon } from '../icons';
import { useAddressCheck, useStreetSuggestions } from '../use-address-check';
import { CheckField, TextField } from './field';
import styles from './form.module.css';

/**
 * The delivery address: street with suggestions (a combobox), house, private-house switch (which
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
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useStreetSuggestions(rn, a.street, isOpen);
  const listId = useId();
  useAddressCheck(rn);

  const choose = (s: TAddressSuggestion) => {
    checkoutActions.setAddress({ street: s.street, ...(s.house ? { house: s.house } : {}) });
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!suggestions.length) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      choose(suggestions[active]!);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  const isExpanded = isOpen && suggestions.length > 0;

  return (
    <div className={styles.address}>
      <div className={styles.grid}>
        <div className={styles.combo}>
          <TextField
            ref={streetRef}
            name="street"
            label={t('street')}
            value={a.street}
            onValue={(street) => {
              checkoutActions.setAddress({ street });
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onFocus={() => setOpen(true)}
            testId="address-street"
            autoComplete="off"
            role="combobox"
            aria-expanded={isExpanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={isExpanded && active >= 0 ? `${listId}-${active}` : undefined}
            error={errors.street}
            placeholder={t('streetPlaceholder')}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('suggestions')}
            className={styles.suggestions}
            hidden={!isExpanded}
          >
            {suggestions.map((s, i) => (
              <li
                key={`${s.street}-${s.house ?? ''}-${i}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={styles.suggestion}
                data-testid="address-suggestion"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(s)}
              >
                <PinIcon size={16} />
                <span>{s.label}</span>
              </li>
            ))}
          </ul>
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
