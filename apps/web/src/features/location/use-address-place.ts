'use client';

import { useEffect, useState } from 'react';
import { placedAddressCheckOf, type PlacedAddressCheck } from './address-check';
import { isAbort } from '@/lib/api/browser-client';
import { placeAddress, type Where } from './address-lookup';

const PLACE_DEBOUNCE_MS = 500;

export type AddressPlaceState = { status: 'idle' | 'checking' | 'error' } | PlacedAddressCheck;

/**
 * The zone check of a street and house as they are typed (the account's address form, issue 17
 * item 7): nothing before both are there, then, half a second after the last keystroke, whether
 * the map knows the address and which zone or other city of the brand serves it.
 */
export function useAddressPlace(where: Where, street: string, house: string): AddressPlaceState {
  const [state, setState] = useState<{ key: string; value: AddressPlaceState }>({
    key: '',
    value: { status: 'idle' },
  });
  const { rn, br, lang } = where;
  const s = street.trim();
  const h = house.trim();
  const key = JSON.stringify([rn, br, lang, s, h]);
  const isComplete = s !== '' && h !== '';
  useEffect(() => {
    if (!isComplete) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ key, value: { status: 'checking' } });
      placeAddress({ rn, br, lang }, s, h, controller.signal)
        .then((answer) => setState({ key, value: placedAddressCheckOf(answer) }))
        .catch((err: unknown) => {
          if (isAbort(err) || controller.signal.aborted) return;
          console.warn('address check failed', err);
          setState({ key, value: { status: 'error' } });
        });
    }, PLACE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [rn, br, lang, s, h, key, isComplete]);
  return isComplete && state.key === key ? state.value : { status: 'idle' };
}
