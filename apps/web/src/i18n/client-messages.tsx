import 'server-only';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { PageTranslations } from '@/features/shell/notices/page-translations';
import type { Namespace } from './namespaces';
import { loadMessages, type Locale } from './request';

/**
 * The namespaces the shell's and the catalogue's client components read: every page sends them
 * to the browser. A page with client components of its own (checkout, account, sign-in...)
 * wraps them in <ClientMessages> with its extra namespaces, so a menu page does not carry the
 * checkout's and the account's texts in its payload (half of all the messages).
 */
const SHELL_NAMESPACES = [
  'common',
  'header',
  'footer',
  'catalog',
  'notices',
  'errors',
  'location',
  'content',
  'search',
  'orders',
  'bonuses',
  'favorites',
] as const satisfies readonly Namespace[];

export async function clientMessages(locale: Locale, extra: readonly Namespace[] = []) {
  const all = await loadMessages(locale);
  const wanted = new Set<string>([...SHELL_NAMESPACES, ...extra]);
  return Object.fromEntries(Object.entries(all).filter(([ns]) => wanted.has(ns)));
}

/**
 * A client subtree that also reads `namespaces`. next-intl's providers do not merge, so the
 * inner one carries the shell's namespaces as well.
 */
export async function ClientMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, namespaces)}>
      <PageTranslations />
      {children}
    </NextIntlClientProvider>
  );
}
