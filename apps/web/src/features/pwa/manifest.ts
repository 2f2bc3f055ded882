/**
 * The web app manifest of one city and language of a brand (issue 21 item 4): what the browser
 * installs. Served at /site.webmanifest (and /ru/…, /en/…) on the city's host, so `start_url`
 * and `scope`, relative to it, are that city's; the name and colours are the brand's look.
 */
import type { TBrandConfig } from '@food/contracts';

const HEX = /^#[0-9a-f]{6}$/i;
const colorOr = (v: string | undefined, fallback: string) => (v && HEX.test(v) ? v : fallback);

/** The icon sizes installability asks for: 192 and 512, and a maskable one for Android. */
const APP_ICONS = [
  { src: '/app-icon/192', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/app-icon/512', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/app-icon/maskable', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export function brandColors(config: Pick<TBrandConfig, 'ui'>) {
  const c = config.ui.colors;
  return {
    primary: colorOr(c.primary, '#1b1b1f'),
    background: colorOr(c.background, '#f6f5f2'),
    accent: colorOr(c.accent, '#e4572e'),
  };
}

export function webManifest(
  config: Pick<TBrandConfig, 'name' | 'brandShortName' | 'ui'>,
  page: { language: string; homePath: string },
) {
  const colors = brandColors(config);
  return {
    id: page.homePath,
    name: config.name,
    short_name: config.brandShortName || config.name,
    lang: page.language,
    dir: 'ltr',
    start_url: page.homePath,
    scope: '/',
    display: 'standalone',
    theme_color: colors.primary,
    background_color: colors.background,
    icons: APP_ICONS,
  };
}
