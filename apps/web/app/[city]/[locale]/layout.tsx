import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isUnderConstruction } from '@/features/errors/error-rules';
import { UnderConstruction } from '@/features/errors/under-construction';
import { Shell } from '@/features/shell/shell';
import { SiteProvider } from '@/features/shell/site-context';
import { PRE_PAINT_SCRIPT, brandCssVariables } from '@/features/shell/theme';
import { getInit, localesOf } from '@/lib/api/brand';
import { ApiError } from '@/lib/api/http';
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
  // a path the proxy did not route (a missing static file) names no city: a 404, not a 500
  const init = await getInit(city).catch((err: unknown) => {
    if (err instanceof ApiError && (err.isNotFound || err.code === 'VALIDATION_ERROR')) notFound();
    throw err;
  });
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
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <NextIntlClientProvider>
          <SiteProvider value={site}>
            {isUnderConstruction(init.config.env) ? (
              <UnderConstruction site={site} />
            ) : (
              <Shell>{children}</Shell>
            )}
          </SiteProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
