'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

type Translate = (path: string, values: Record<string, string>) => string | null;

let onPage: Translate | null = null;

/**
 * The message popup lives in the shell, whose provider carries the shell's namespaces only
 * (i18n/client-messages.tsx); a page with namespaces of its own (checkout, account...) lends
 * its translations here, so `showMessage({ key: 'checkout:...' })` still finds its text.
 */
export function translateOnPage(path: string, values: Record<string, string>): string | null {
  return onPage?.(path, values) ?? null;
}

export function PageTranslations() {
  const root = useTranslations();
  useEffect(() => {
    const translate: Translate = (path, values) => (root.has(path) ? root(path, values) : null);
    onPage = translate;
    return () => {
      if (onPage === translate) onPage = null;
    };
  }, [root]);
  return null;
}
