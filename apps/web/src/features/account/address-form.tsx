'use client';

import type { TAddressSuggestion, TCity, TUserAddress, TUserAddressInput } from '@food/contracts';
import { localizedText } from '@food/domain/language';
import { flatPartsOf } from '@food/domain/private-house';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { placedAddressCheckOf } from '../location/address-check';
import { placeAddress } from '../location/address-lookup';
import { useAddressPlace, type AddressPlaceState } from '../location/use-address-place';
import { StreetSuggestionList, streetComboClass, useStreetCombobox } from '../location/street-combobox';
import { CheckIcon, PinIcon } from '../shell/icons';
import { useSite } from '../shell/site-context';
import { formatPrice } from '@/lib/format/price';
import { fetchCities } from './account-api';
import { addressSaveDecision, type AddressSaveDecision } from './address-rules';
import styles from './account.module.css';
import own from './address-form.module.css';

type Draft = {
  businessRegionId: number;
  street: string;
  house: string;
  apartment: string;
  entrance: string;
  floor: string;
  intercom: string;
  isPrivateHouse: boolean;
  comment: string;
};

const draftOf = (a: TUserAddress | null, cityId: number): Draft => ({
  businessRegionId: a?.businessRegionId ?? cityId,
  street: a?.street ?? '',
  house: a?.house ?? '',
  apartment: a?.apartment ?? '',
  entrance: a?.entrance ?? '',
  floor: a?.floor ?? '',
  intercom: a?.intercom ?? '',
  isPrivateHouse: a?.isPrivateHouse ?? false,
  comment: a?.comment ?? '',
});

const cityName = (c: TCity, locale: string) => localizedText(c.localization, locale, (l) => l.name, c.name);

type Refusal = Extract<AddressSaveDecision, { save: false }>;

/**
 * The add/edit delivery address form. The city is one of the brand's (SPEC section 5: an
 * address needs its businessRegionId). The street suggests addresses as checkout's does (the
 * city's, else the brand's other cities', which then become the chosen city), and the map says
 * as the house is typed whether the address is delivered to (issue 17, item 7): one outside every
 * zone, or in another city than the chosen one, is not saved (the API refuses it too); one the map
 * does not know is saved as typed, with a word.
 */
export function AddressForm({
  address,
  busy,
  onSubmit,
  onCancel,
}: {
  address: TUserAddress | null;
  busy: boolean;
  onSubmit: (input: TUserAddressInput) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('account.addresses');
  const site = useSite();
  const [draft, setDraft] = useState<Draft>(() => draftOf(address, site.city.id));
  const [cities, setCities] = useState<TCity[]>([{ ...fallbackCity(site.city) }]);
  const [problems, setProblems] = useState<{ street?: boolean; house?: boolean }>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [placing, setPlacing] = useState(false);
  const streetRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const where = { rn: site.rn, br: draft.businessRegionId, lang: site.locale };
  const check = useAddressPlace(where, draft.street, draft.house);

  useEffect(() => {
    const controller = new AbortController();
    fetchCities(site.rn)
      .then((list) => !controller.signal.aborted && setCities(list.filter((c) => c.slug)))
      .catch((err: unknown) => console.warn('addresses: cities not loaded', err));
    return () => controller.abort();
  }, [site.rn]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // what the last save attempt was refused for no longer holds once the address changes
    if (key === 'street' || key === 'house' || key === 'businessRegionId') setRefusal(null);
  };
  const isListed = (br: number) => cities.some((c) => c.id === br);

  const listId = `${id}-suggestions`;
  const combo = useStreetCombobox({
    where,
    street: draft.street,
    listId,
    onChoose: (s: TAddressSuggestion) => {
      setDraft((d) => ({
        ...d,
        street: s.street,
        ...(s.house ? { house: s.house } : {}),
        // a street of another city of the brand: the address is that city's
        ...(s.businessRegionId !== d.businessRegionId && isListed(s.businessRegionId)
          ? { businessRegionId: s.businessRegionId }
          : {}),
      }));
      setRefusal(null);
    },
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = { street: !draft.street.trim(), house: !draft.house.trim() };
    setProblems(found);
    if (found.street || found.house) return;
    const city = cities.find((c) => c.id === draft.businessRegionId);
    setPlacing(true);
    // asked afresh (the API answers from its cache): the live check may still be on its way
    const placed = await placeAddress(where, draft.street.trim(), draft.house.trim())
      .then(placedAddressCheckOf)
      .catch((err: unknown) => {
        console.warn('addresses: not placed on the map', err);
        return { status: 'error' } as const;
      });
    setPlacing(false);
    const decision = addressSaveDecision(placed);
    if (!decision.save) {
      setRefusal(decision);
      streetRef.current?.focus();
      return;
    }
    onSubmit({
      businessRegionId: draft.businessRegionId,
      ...(city ? { city: cityName(city, site.locale) } : {}),
      street: draft.street.trim(),
      house: draft.house.trim(),
      // SPEC section 5: apartment, entrance, floor and intercom are blank for private houses
      ...flatPartsOf(draft, (v = '') => v.trim() || null),
      isPrivateHouse: draft.isPrivateHouse,
      latitude: decision.position?.lat ?? address?.latitude ?? null,
      longitude: decision.position?.lng ?? address?.longitude ?? null,
      comment: draft.comment.trim() || null,
    });
  }

  const field = (key: 'apartment' | 'entrance' | 'floor' | 'intercom', autoComplete?: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`} className={styles.fieldLabel}>
        {t(`fields.${key}`)}
      </label>
      <input
        id={`${id}-${key}`}
        className={styles.input}
        value={draft[key]}
        maxLength={40}
        autoComplete={autoComplete}
        onChange={(e) => set(key, e.target.value)}
      />
    </div>
  );

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-city`} className={styles.fieldLabel}>
          {t('fields.city')}
        </label>
        <select
          id={`${id}-city`}
          className={styles.input}
          value={draft.businessRegionId}
          onChange={(e) => set('businessRegionId', Number(e.target.value))}
        >
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {cityName(c, site.locale)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.row}>
        <div className={`${styles.field} ${styles.wideField} ${streetComboClass}`}>
          <label htmlFor={`${id}-street`} className={styles.fieldLabel}>
            {t('fields.street')}
          </label>
          <input
            ref={streetRef}
            id={`${id}-street`}
            className={styles.input}
            value={draft.street}
            maxLength={200}
            {...combo.inputProps}
            aria-invalid={problems.street || refusal ? true : undefined}
            aria-describedby={problems.street ? `${id}-street-error` : `${id}-check`}
            data-testid="account-address-street"
            onChange={(e) => {
              set('street', e.target.value);
              combo.onTyped();
            }}
          />
          <StreetSuggestionList
            combo={combo}
            listId={listId}
            label={t('suggestions')}
            icon={<PinIcon size={16} />}
            testId="account-address-suggestion"
          />
          {problems.street && (
            <span id={`${id}-street-error`} className={styles.fieldError}>
              {t('problems.street')}
            </span>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-house`} className={styles.fieldLabel}>
            {t('fields.house')}
          </label>
          <input
            id={`${id}-house`}
            className={styles.input}
            value={draft.house}
            maxLength={40}
            aria-invalid={problems.house ? true : undefined}
            aria-describedby={problems.house ? `${id}-house-error` : undefined}
            onChange={(e) => set('house', e.target.value)}
          />
          {problems.house && (
            <span id={`${id}-house-error`} className={styles.fieldError}>
              {t('problems.house')}
            </span>
          )}
        </div>
      </div>
      <AddressCheckLine
        id={`${id}-check`}
        check={check}
        refusal={refusal}
        cityOf={(br) => cities.find((c) => c.id === br)}
        onSwitchCity={(br) => set('businessRegionId', br)}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={draft.isPrivateHouse}
          onChange={(e) => set('isPrivateHouse', e.target.checked)}
        />
        {t('fields.isPrivateHouse')}
      </label>
      {!draft.isPrivateHouse && (
        <div className={styles.row}>
          {field('apartment', 'address-line2')}
          {field('entrance')}
          {field('floor')}
          {field('intercom')}
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-comment`} className={styles.fieldLabel}>
          {t('fields.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          className={styles.input}
          value={draft.comment}
          maxLength={500}
          rows={2}
          onChange={(e) => set('comment', e.target.value)}
        />
      </div>
      <div className={styles.modalActions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button
          type="submit"
          className={styles.primary}
          disabled={busy || placing}
          data-testid="address-save"
        >
          {t('save')}
        </button>
      </div>
    </form>
  );
}

/**
 * What the map says of the typed address, live: its zone with the delivery price, another city
 * (with a button to choose it), outside every zone, or not on the map. A refused save says why
 * even before the live check has answered.
 */
function AddressCheckLine({
  id,
  check,
  refusal,
  cityOf,
  onSwitchCity,
}: {
  id: string;
  check: AddressPlaceState;
  refusal: Refusal | null;
  cityOf: (businessRegionId: number) => TCity | undefined;
  onSwitchCity: (businessRegionId: number) => void;
}) {
  const t = useTranslations('account.addresses.check');
  const site = useSite();
  const otherCity =
    check.status === 'otherCity' ? check.city : refusal?.problem === 'otherCity' ? refusal.city : null;
  const isOutside =
    check.status === 'outside' || (check.status !== 'otherCity' && refusal?.problem === 'outside');
  let body: ReactNode = null;
  let tone: string | undefined;
  if (otherCity) {
    const listed = cityOf(otherCity.businessRegionId);
    tone = own.problem;
    body = (
      <>
        <span>{t('otherCity', { city: otherCity.name })}</span>
        {listed && (
          <button type="button" className={own.switchCity} onClick={() => onSwitchCity(listed.id)}>
            {t('switchCity', { city: otherCity.name })}
          </button>
        )}
      </>
    );
  } else if (isOutside) {
    tone = own.problem;
    body = t('outside');
  } else if (check.status === 'inZone') {
    tone = own.zone;
    body = (
      <>
        <CheckIcon size={16} />
        <span>
          {t('inZone', {
            price:
              check.zone.deliveryPrice > 0
                ? formatPrice(check.zone.deliveryPrice, site.locale, site.currency)
                : t('free'),
            minutes: check.zone.deliveryTimeMinutes,
          })}
        </span>
      </>
    );
  } else if (check.status === 'checking') body = t('checking');
  else if (check.status === 'notFound') body = t('notFound');
  else if (check.status === 'error') body = t('error');
  return (
    <p id={id} className={`${own.status} ${tone ?? ''}`} role="status" data-testid="account-address-check">
      {body}
    </p>
  );
}

/** Until the city list arrives, the page's own city is the only choice (never an empty select). */
function fallbackCity(city: { id: number; slug: string; name: string }): TCity {
  return {
    id: city.id,
    name: city.name,
    slug: city.slug,
    description: null,
    localization: [],
    settings: {},
    timeZone: 'UTC',
    location: { lat: 0, lng: 0 },
  };
}
