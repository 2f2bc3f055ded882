/**
 * The brand editor's rules (issue 19 item 6), pure so each has its test. The shapes (a colour is
 * #rrggbb, coordinates in range, HH:MM) are the contract's; these are the rules across fields and
 * the mapping between the editor's fields and the stored brand config of SPEC section 3.
 */
import {
  BRAND_FLAGS,
  BRAND_FONTS,
  BRAND_LINKS,
  type TBrandFont,
  type TBrandLook,
  type TBrandWarning,
  type THeaderBannerWrite,
  type TSocialLinkWrite,
} from '@food/contracts';
import type { BrandEnv, BrandUi, OpeningHours } from '../../db/schema.js';
import { windowProblem } from '../outlet-day/index.js';

export interface Problem {
  /** a JSON pointer into the body, e.g. "/defaultLanguage" */
  path: string;
  message: string;
}

/* ---------------------------------------------------------------- colour */

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of "#rrggbb". */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio of two "#rrggbb" colours, 1 to 21, rounded to two decimals. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}

/** WCAG AA for normal text (DESIGN.md: text contrast at least 4.5:1). */
const MIN_TEXT_CONTRAST = 4.5;

/**
 * Text over a colour that is hard to read is a warning, not a refusal: a brand's own palette
 * may be what it is, and the storefront keeps its neutral text on neutral surfaces.
 */
export function lookWarnings(look: TBrandLook, banner: THeaderBannerWrite | null): TBrandWarning[] {
  const pairs: Array<[string, string, string, string]> = [
    ['/look/primaryText', look.primaryText, look.primary, 'the text on the main button'],
  ];
  if (banner) {
    pairs.push(['/headerBanner/textColor', banner.textColor, banner.color, 'the header banner’s text']);
    pairs.push([
      '/headerBanner/buttonTextColor',
      banner.buttonTextColor,
      banner.buttonColor,
      'the header banner’s button text',
    ]);
  }
  return pairs.flatMap(([path, fg, bg, what]) => {
    const ratio = contrastRatio(fg, bg);
    return ratio < MIN_TEXT_CONTRAST
      ? [
          {
            path,
            code: 'LOW_CONTRAST' as const,
            ratio,
            message: `${what} has a contrast of ${ratio}:1 against its background; ${MIN_TEXT_CONTRAST}:1 reads well for everyone`,
          },
        ]
      : [];
  });
}

/* ---------------------------------------------------------------- fonts */

/** The allow-list's key of a stored font stack; null for a stack set outside the back office. */
export function fontKeyOf(stack: string): TBrandFont | null {
  const found = Object.entries(BRAND_FONTS).find(([, s]) => s === stack);
  return found ? (found[0] as TBrandFont) : null;
}

/* ---------------------------------------------------------------- time zone, languages, payments */

let listedZones: ReadonlyMap<string, string> | null = null;

/**
 * The IANA name of a time zone ("europe/kyiv" → "Europe/Kyiv"), or null when it is none. A name
 * Intl accepts is kept as written, in the spelling of Intl's list when the list has it (Node 20's
 * list still says Europe/Kiev, and Europe/Kyiv must not be rewritten to it). Offsets such as
 * "+02:00" are refused: an outlet's clock follows summer time.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
  } catch {
    return null;
  }
  listedZones ??= new Map(Intl.supportedValuesOf('timeZone').map((z) => [z.toLowerCase(), z]));
  return listedZones.get(name.toLowerCase()) ?? name;
}

export function languageProblems(languages: readonly string[], defaultLanguage: string): Problem[] {
  const problems: Problem[] = [];
  if (!languages.length) problems.push({ path: '/languages', message: 'needs at least one language' });
  if (new Set(languages).size !== languages.length)
    problems.push({ path: '/languages', message: 'names a language twice' });
  if (languages.length && !languages.includes(defaultLanguage))
    problems.push({
      path: '/defaultLanguage',
      message: `must be one of the brand's languages (${languages.join(', ')})`,
    });
  return problems;
}

export function paymentTypeProblems(types: readonly string[]): Problem[] {
  if (!types.length) return [{ path: '/paymentTypes', message: 'needs at least one payment type' }];
  if (new Set(types).size !== types.length)
    return [{ path: '/paymentTypes', message: 'names a payment type twice' }];
  return [];
}

export function paymentProviderProblems(providers: readonly string[] | undefined): Problem[] {
  if (providers && new Set(providers).size !== providers.length)
    return [{ path: '/paymentProviders', message: 'names a payment provider twice' }];
  return [];
}

/* ---------------------------------------------------------------- hours */

/** Each weekday at most once, each window one the outlet-day rules accept (past midnight by 06:00). */
export function hoursProblems(hours: readonly OpeningHours[], base = '/openingHours'): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<number>();
  hours.forEach((h, i) => {
    if (seen.has(h.day)) problems.push({ path: `${base}/${i}/day`, message: 'names a weekday twice' });
    seen.add(h.day);
    const problem = windowProblem(h.opensAt, h.closesAt);
    if (problem) problems.push({ path: `${base}/${i}/closesAt`, message: problem });
  });
  return problems;
}

export const sortedHours = (hours: readonly OpeningHours[]): OpeningHours[] =>
  [...hours].sort((a, b) => a.day - b.day).map(({ day, opensAt, closesAt }) => ({ day, opensAt, closesAt }));

/* ---------------------------------------------------------------- stored config ⇄ editor */

/** The flags and links as the editor shows them (a missing flag is off, a missing link empty). */
export function flagsOf(env: BrandEnv): Record<string, boolean> {
  return Object.fromEntries(BRAND_FLAGS.map((f) => [f, isOn(env[f])]));
}

export function linksOf(env: BrandEnv): Record<string, string> {
  return Object.fromEntries(
    BRAND_LINKS.map((l) => [l, typeof env[l] === 'string' ? (env[l] as string) : '']),
  );
}

/** Flags arrive as booleans, or as strings and numbers from older configs (the storefront's `isOn`). */
function isOn(v: unknown): boolean {
  return v === true || v === 1 || (typeof v === 'string' && /^(1|true|yes|on)$/i.test(v.trim()));
}

/**
 * The env after an edit: the editor's flags, links and payment types over the stored env, whose
 * other keys (the deployment's) stay as they are.
 */
export function envAfter(
  env: BrandEnv,
  edit: {
    flags: Partial<Record<string, boolean>>;
    links: Partial<Record<string, string>>;
    paymentTypes: readonly string[];
    paymentProviders?: readonly string[] | undefined;
  },
): BrandEnv {
  const next: BrandEnv = { ...env };
  for (const [flag, on] of Object.entries(edit.flags)) if (on !== undefined) next[flag] = on;
  for (const [link, url] of Object.entries(edit.links)) if (url !== undefined) next[link] = url;
  next.PAYMENT_TYPES = edit.paymentTypes.join(',');
  // the providers in order of preference; none: the deployment's PAYMENT_PROVIDER (key removed)
  if (edit.paymentProviders?.length) next.PAYMENT_PROVIDERS = edit.paymentProviders.join(',');
  else if (edit.paymentProviders) delete next.PAYMENT_PROVIDERS;
  return next;
}

export function lookOf(ui: BrandUi): TBrandLook {
  return {
    primary: ui.colors.primary ?? '#000000',
    primaryText: ui.colors.primaryText ?? '#ffffff',
    accent: ui.colors.accent ?? ui.colors.primary ?? '#000000',
    headerBackground: ui.backgrounds.header ?? '#ffffff',
    pageBackground: ui.backgrounds.page ?? '#ffffff',
    footerBackground: ui.backgrounds.footer ?? '#1b1b1f',
    font: fontKeyOf(ui.fonts.regular),
    logoKey: ui.images.LOGO,
    buttonRadius: Number.parseInt(ui.buttons.radius ?? '12', 10) || 0,
  };
}

/** The stored ui after an edit; colours, sizes and keys the editor does not show stay. */
export function uiAfter(ui: BrandUi, look: TBrandLook): BrandUi {
  const stack = look.font ? BRAND_FONTS[look.font] : null;
  return {
    ...ui,
    images: { ...ui.images, LOGO: look.logoKey, MOBILE_APP_LOGO: look.logoKey },
    colors: { ...ui.colors, primary: look.primary, primaryText: look.primaryText, accent: look.accent },
    fonts: stack ? { regular: stack, semibold: stack, bold: stack } : ui.fonts,
    buttons: {
      ...ui.buttons,
      radius: `${look.buttonRadius}px`,
      primaryBackground: look.primary,
      primaryText: look.primaryText,
    },
    backgrounds: {
      ...ui.backgrounds,
      header: look.headerBackground,
      page: look.pageBackground,
      footer: look.footerBackground,
    },
  };
}

export type StoredSocialLink = { name: string; url: string | Record<string, string>; defaultUrl?: string };

export function socialLinksOf(stored: readonly StoredSocialLink[]) {
  return stored.map((s) =>
    typeof s.url === 'string'
      ? { name: s.name, url: s.url, cityUrls: {} }
      : { name: s.name, url: s.defaultUrl ?? Object.values(s.url)[0] ?? '', cityUrls: { ...s.url } },
  );
}

/** SPEC section 3: url is a string, or a map by city slug with a defaultUrl. */
export function storedSocialLinks(links: readonly TSocialLinkWrite[]): StoredSocialLink[] {
  return links.map((l) =>
    Object.keys(l.cityUrls).length
      ? { name: l.name, url: { ...l.cityUrls }, defaultUrl: l.url }
      : { name: l.name, url: l.url },
  );
}

/** Per-city social pages must name cities of the brand. */
export function socialLinkProblems(
  links: readonly TSocialLinkWrite[],
  citySlugs: readonly string[],
): Problem[] {
  return links.flatMap((l, i) =>
    Object.keys(l.cityUrls)
      .filter((slug) => !citySlugs.includes(slug))
      .map((slug) => ({
        path: `/socialLinks/${i}/cityUrls/${slug}`,
        message: `no city of this brand has the slug ${slug}`,
      })),
  );
}

/** The stored header banner (SPEC section 3's shape) of the editor's, and back. */
export function storedBanner(banner: THeaderBannerWrite | null): Record<string, unknown> | null {
  if (!banner) return null;
  return {
    ...banner,
    hideMobileBanner: !banner.showBannerForMobile,
    hideDesktopBanner: !banner.showBannerForDesktop,
    hideMobileButton: !banner.buttonLink,
    hideDesktopButton: !banner.buttonLink,
  };
}

export function bannerOf(stored: Record<string, unknown> | null): THeaderBannerWrite | null {
  if (!stored) return null;
  const b = stored as Partial<THeaderBannerWrite> & Record<string, unknown>;
  const texts = (v: unknown) => {
    const t = (v ?? {}) as { desktop?: Record<string, string>; mobile?: Record<string, string> };
    return { desktop: { ...t.desktop }, mobile: { ...t.mobile } };
  };
  return {
    showBannerForDesktop: b.showBannerForDesktop === true && b.hideDesktopBanner !== true,
    showBannerForMobile: b.showBannerForMobile === true && b.hideMobileBanner !== true,
    text: texts(b.text),
    linkText: texts(b.linkText),
    color: String(b.color ?? '#1d1d1b'),
    textColor: String(b.textColor ?? '#ffffff'),
    buttonLink: typeof b.buttonLink === 'string' && b.buttonLink ? b.buttonLink : null,
    buttonColor: String(b.buttonColor ?? '#ffffff'),
    buttonTextColor: String(b.buttonTextColor ?? '#1d1d1b'),
  };
}

/** A host name: lower-case labels of letters, digits and inner hyphens, at least two of them. */
const DOMAIN_NAME =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The brand's storefront domains as typed (already trimmed and lower-cased): each a host name
 * without scheme, port or path, none twice, none under another of the list (its city labels
 * would be ambiguous). `taken`: the domains of other brands, by domain.
 */
export function domainProblems(domains: readonly string[], taken: ReadonlyMap<string, string>): Problem[] {
  const problems: Problem[] = [];
  domains.forEach((d, i) => {
    const path = `/domains/${i}`;
    if (!DOMAIN_NAME.test(d))
      problems.push({
        path,
        message: 'is not a host name such as sushimoon.example (no https://, port or path)',
      });
    else if (domains.indexOf(d) !== i) problems.push({ path, message: 'is named twice' });
    else if (taken.has(d)) problems.push({ path, message: `is already the domain of ${taken.get(d)}` });
    else if (domains.some((o) => o !== d && d.endsWith(`.${o}`)))
      problems.push({ path, message: 'is a city address of another domain of the list' });
  });
  return problems;
}
