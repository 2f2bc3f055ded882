'use client';

import type { TCity, TUserAddress, TUserAddressInput } from '@food/contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSite } from '../shell/site-context';
import { fetchCities, geocodeAddress } from './account-api';
import styles from './account.module.css';

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

const cityName = (c: TCity, locale: string) =>
  c.localization.find((l) => l.language === locale)?.name || c.name;

/**
 * The add/edit delivery address form. The city is one of the brand's (SPEC section 5: an
 * address needs its businessRegionId); the street and house are placed on the map when the
 * address service knows them, so addresses sort by latitude — an unknown house is still saved.
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
  const [placing, setPlacing] = useState(false);
  const id = useId();

  useEffect(() => {
    const controller = new AbortController();
    fetchCities(site.rn)
      .then((list) => !controller.signal.aborted && setCities(list.filter((c) => c.slug)))
      .catch((err: unknown) => console.warn('addresses: cities not loaded', err));
    return () => controller.abort();
  }, [site.rn]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = { street: !draft.street.trim(), house: !draft.house.trim() };
    setProblems(found);
    if (found.street || found.house) return;
    const city = cities.find((c) => c.id === draft.businessRegionId);
    setPlacing(true);
    const point = await geocodeAddress({
      rn: site.rn,
      br: draft.businessRegionId,
      street: draft.street.trim(),
      house: draft.house.trim(),
      lang: site.locale,
    }).catch((err: unknown) => {
      console.warn('addresses: not placed on the map', err);
      return null;
    });
    setPlacing(false);
    const isSameCity = point && point.businessRegionId === draft.businessRegionId;
    const blankForHouse = (v: string) => (draft.isPrivateHouse || !v.trim() ? null : v.trim());
    onSubmit({
      businessRegionId: draft.businessRegionId,
      ...(city ? { city: cityName(city, site.locale) } : {}),
      street: draft.street.trim(),
      house: draft.house.trim(),
      // SPEC section 5: apartment, entrance, floor and intercom are blank for private houses
      apartment: blankForHouse(draft.apartment),
      entrance: blankForHouse(draft.entrance),
      floor: blankForHouse(draft.floor),
      intercom: blankForHouse(draft.intercom),
      isPrivateHouse: draft.isPrivateHouse,
      latitude: isSameCity ? point.lat : (address?.latitude ?? null),
      longitude: isSameCity ? point.lng : (address?.longitude ?? null),
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
        <div className={`${styles.field} ${styles.wideField}`}>
          <label htmlFor={`${id}-street`} className={styles.fieldLabel}>
            {t('fields.street')}
          </label>
          <input
            id={`${id}-street`}
            className={styles.input}
            value={draft.street}
            maxLength={200}
            autoComplete="address-line1"
            aria-invalid={problems.street ? true : undefined}
            aria-describedby={problems.street ? `${id}-street-error` : undefined}
            onChange={(e) => set('street', e.target.value)}
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
