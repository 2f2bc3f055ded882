'use client';

import type { TAddressSuggestion } from '@food/contracts';
import { useEffect, useState } from 'react';
import { isAbort } from '@/lib/api/browser-client';
import { suggestAddresses, type Where } from './address-lookup';

const SUGGEST_DEBOUNCE_MS = 300;

/**
 * Street suggestions for what the customer types (at least 2 characters), debounced; the
 * customer's city first, else the brand's other cities (each labelled with its city). A provider
 * that is down leaves the field a plain text field.
 */
export function useAddressSuggestions(where: Where, text: string, isOpen: boolean): TAddressSuggestion[] {
  const [found, setFound] = useState<{ key: string; items: TAddressSuggestion[] }>({ key: '', items: [] });
  const query = text.trim();
  const { rn, br, lang } = where;
  const key = JSON.stringify([rn, br, lang, query]);
  useEffect(() => {
    if (!isOpen || query.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestAddresses({ rn, br, lang }, query, controller.signal)
        .then((items) => setFound({ key, items }))
        .catch((err: unknown) => {
          if (!isAbort(err)) console.warn('address suggestions unavailable', err);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [rn, br, lang, query, key, isOpen]);
  return isOpen && query.length >= 2 && found.key === key ? found.items : [];
}
