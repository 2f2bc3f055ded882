'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { useCart } from '../cart/cart-store';
import { CheckIcon, PinIcon, SearchIcon } from '../shell/icons';
import { messageStore, showMessage } from '../shell/notify';
import sheet from '../shell/sheet.module.css';
import { SheetClose } from '../shell/sheet-close';
import { useSite } from '../shell/site-context';
import { useUser } from '../shell/use-user';
import { closeCityChooser, cityChooserOpener, useCityChooserOpen } from './city-chooser-store';
import { filterCities, sortCityOptions, toCityOption, type CityOption } from './city-filter';
import { goToCity, storeCurrentCity } from './city-switch';
import { fetchCities } from './location-api';
import { markRegionValidated } from './session-flags';
import styles from './city-chooser.module.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; options: CityOption[] };

/** The brand's cities, loaded once per page view when the chooser first opens. */
let citiesOnce: ReturnType<typeof fetchCities> | null = null;

/**
 * The city chooser (SPEC sections 2, 4 and 5): a centred modal on desktops, a bottom sheet on
 * phones (sheet.module.css), with a type-ahead filter. A city without a slug is refused with
 * the message popup; another city is reached through the city redirect, cart and sign-in kept.
 */
export function CityChooser() {
  const t = useTranslations('location.chooser');
  const site = useSite();
  const open = useCityChooserOpen();
  const cart = useCart();
  const user = useUser();
  const [query, setQuery] = useState('');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [going, setGoing] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const listId = useId();

  useEffect(() => {
    if (!open || load.state === 'ready') return;
    let live = true;
    citiesOnce ??= fetchCities(site.rn);
    citiesOnce.then(
      (cities) => {
        if (live)
          setLoad({
            state: 'ready',
            options: sortCityOptions(
              cities.map((c) => toCityOption(c, site.locale)),
              site.locale,
            ),
          });
      },
      (err: unknown) => {
        // SPEC section 8: other failures are logged; the chooser offers to try again
        console.error('location: cities unavailable', err);
        citiesOnce = null;
        if (live) setLoad({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [open, load.state, attempt, site.rn, site.locale]);

  // back from the next city's page (the browser's page cache): the list works again
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setGoing(null);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const shown = useMemo(
    () => (load.state === 'ready' ? filterCities(load.options, query, site.locale) : []),
    [load, query, site.locale],
  );

  const choose = (city: CityOption) => {
    if (!city.slug) {
      // SPEC sections 4 and 8; the customer then picks another city from the same list
      refocusAfterMessage(document.activeElement as HTMLElement | null);
      showMessage({ kind: 'error', key: 'common:ask_city.city_has_no_slug' });
      return;
    }
    if (city.slug === site.city.slug) {
      storeCurrentCity(city.slug);
      markRegionValidated();
      closeCityChooser();
      return;
    }
    setGoing(city.label);
    goToCity(city.slug, site.city, { cart, user });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          closeCityChooser();
          setQuery('');
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={sheet.overlay} />
        <Dialog.Content
          className={`${sheet.sheet} ${styles.chooser}`}
          onCloseAutoFocus={(e) => {
            // back to whatever opened it (the header's city button, the popup's opener…)
            const opener = cityChooserOpener();
            if (opener?.isConnected) {
              e.preventDefault();
              opener.focus();
            }
          }}
        >
          <div className={styles.head}>
            <span className={sheet.badge} aria-hidden>
              <PinIcon size={26} />
            </span>
            <Dialog.Title className={sheet.title}>{t('title')}</Dialog.Title>
            <Dialog.Description className={styles.description}>{t('description')}</Dialog.Description>
          </div>

          <div className={styles.search}>
            <SearchIcon size={18} className={styles.searchIcon} />
            <input
              type="search"
              className={styles.input}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              // SPEC section 5: Enter does not submit
              onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
              aria-label={t('searchLabel')}
              placeholder={t('searchPlaceholder')}
              aria-controls={load.state === 'ready' && shown.length > 0 ? listId : undefined}
              autoComplete="off"
              enterKeyHint="search"
              spellCheck={false}
            />
          </div>

          {load.state === 'loading' && (
            <ul className={styles.list} aria-busy="true" aria-label={t('loading')}>
              {[0, 1, 2, 3].map((i) => (
                <li key={i} className={styles.skeleton} />
              ))}
            </ul>
          )}
          {load.state === 'failed' && (
            <div className={styles.failed} role="alert">
              <p>{t('loadError')}</p>
              <button
                type="button"
                className={sheet.secondary}
                onClick={() => {
                  setLoad({ state: 'loading' });
                  setAttempt((n) => n + 1);
                }}
              >
                {t('retry')}
              </button>
            </div>
          )}
          {load.state === 'ready' && (
            <>
              <p className="visually-hidden" aria-live="polite">
                {t('found', { count: shown.length })}
              </p>
              {shown.length === 0 ? (
                <p className={styles.empty}>{t('noResults')}</p>
              ) : (
                <ul id={listId} className={styles.list}>
                  {shown.map((city) => {
                    const isCurrent = city.slug !== null && city.slug === site.city.slug;
                    return (
                      <li key={city.id}>
                        <button
                          type="button"
                          className={`${styles.city} ${isCurrent ? styles.current : ''}`}
                          aria-current={isCurrent ? 'true' : undefined}
                          data-city={city.slug ?? ''}
                          disabled={going !== null}
                          onClick={() => choose(city)}
                        >
                          <span className={styles.cityName}>{city.label}</span>
                          {isCurrent && (
                            <>
                              <CheckIcon size={18} className={styles.check} />
                              <span className="visually-hidden"> ({t('current')})</span>
                            </>
                          )}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          )}
          {going && (
            <p className={styles.going} role="status">
              {t('going', { city: going })}
            </p>
          )}
          <SheetClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The message popup opens over the chooser and, closing, leaves the focus nowhere (it has no
 * trigger of its own): once it is gone, the focus goes back to the city the customer tried.
 */
function refocusAfterMessage(target: HTMLElement | null) {
  const unsubscribe = messageStore.subscribe(() => {
    if (messageStore.get() !== null) return;
    unsubscribe();
    let tries = 0;
    const settle = () => {
      const stillOpen = document.querySelector('[data-testid="message-popup"]');
      if (stillOpen && tries++ < 20) return void setTimeout(settle, 50);
      if (target?.isConnected && (document.activeElement === document.body || !document.activeElement))
        target.focus();
    };
    settle();
  });
}
