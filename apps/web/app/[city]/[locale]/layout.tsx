import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { clientMessages } from '@/i18n/client-messages';
import { isUnderConstruction } from '@/features/errors/error-rules';
import { UnderConstruction } from '@/features/errors/under-construction';
import { brandColors } from '@/features/pwa/manifest';
import { EARLY_TAP_SCRIPT } from '@/features/shell/early-taps';
import { Shell } from '@/features/shell/shell';
import { SiteProvider } from '@/features/shell/site-context';
import { PRE_PAINT_SCRIPT, brandCssVariables } from '@/features/shell/theme';
import { getCityInit, localesOf } from '@/lib/api/brand';
import { ErrorReporter } from '@/lib/error-logger/error-reporter';
import { LinkPageReload } from '@/lib/link-page-reload/link-page-reload';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { parseCitySegment } from '@/lib/routing/city-segment';
import { localizedPath, pageLanguage } from '@/lib/routing/locale-path';
import { toSiteInfo } from '@/lib/site-info';
import '../../globals.css';

/** Rendered per city and language, then served from cache (src/lib/routing/host-routing.ts). */
export const revalidate = 300;

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ city: string; locale: string }>;
}) {
  const { city: segment, locale: localeSegment } = await params;
  const { city, isBot } = parseCitySegment(segment);
  const init = await getCityInit(city);
  const locale = pageLanguage(localeSegment, localesOf(init));
  if (!locale) notFound();
  setRequestLocale(locale);
  const site = toSiteInfo(init, locale, isBot);
  // SPEC section 3's public runtime config: both off unless the deployment turns them on
  const { errorLogger, linkPageReload } = getRuntimeConfig();

  return (
    <html
      lang={locale === 'uk' ? 'uk' : locale}
      style={brandCssVariables(init.config.ui)}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* installable (issue 21 item 4): this city's and language's manifest, features/pwa */}
        <link rel="manifest" href={localizedPath(locale, '/site.webmanifest', localesOf(init))} />
        <meta name="theme-color" content={brandColors(init.config).primary} />
      </head>
      <body>
        {errorLogger && <ErrorReporter />}
        {linkPageReload && <LinkPageReload />}
        <NextIntlClientProvider locale={locale} messages={await clientMessages(locale)}>
          <SiteProvider value={site}>
            {isUnderConstruction(init.config.env) ? (
              <UnderConstruction site={site} />
            ) : (
              <Shell site={site}>{children}</Shell>
            )}
          </SiteProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
