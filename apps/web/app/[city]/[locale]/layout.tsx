import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Shell } from '@/features/shell/shell';
import { SiteProvider } from '@/features/shell/site-context';
import { PRE_PAINT_SCRIPT, brandCssVariables } from '@/features/shell/theme';
import { getInit, localesOf } from '@/lib/api/brand';
import { parseCitySegment } from '@/lib/routing/city-segment';
import type { Language } from '@/lib/routing/locale-path';
import { toSiteInfo } from '@/lib/site-info';
import '../../globals.css';

/** Rendered per brand, city and language, then served from cache (see proxy.ts). */
export const revalidate = 300;

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ city: string; locale: string }>;
}) {
  const { city: segment, locale } = await params;
  const { city, isBot } = parseCitySegment(segment);
  const init = await getInit(city);
  if (!localesOf(init).languages.includes(locale as Language)) notFound();
  setRequestLocale(locale);
  const site = toSiteInfo(init, locale as Language, isBot);

  return (
    <html
      lang={locale === 'uk' ? 'uk' : locale}
      style={brandCssVariables(init.config.ui)}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />
      </head>
      <body>
        <NextIntlClientProvider>
          <SiteProvider value={site}>
            <Shell>{children}</Shell>
          </SiteProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
