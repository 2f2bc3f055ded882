/**
 * What a message shows of its brand: the name, colours and logo of the brand's config (the same
 * `brands.ui` the storefront draws from /config/v1/init), its storefront address, its support
 * contacts and its currency.
 */
import type { CurrencyDisplay } from '@food/domain/money';
import { safeColor } from './html.js';

export interface MessageBrand {
  name: string;
  shortName: string;
  languages: readonly string[];
  defaultLanguage: string;
  colors: {
    primary: string;
    primaryText: string;
    text: string;
    textMuted: string;
    background: string;
    surface: string;
    border: string;
  };
  /** an uploaded logo's address; null: the header shows the name (the generated logo is the name too) */
  logoUrl: string | null;
  /** the brand's storefront, without a city: `https://example.com` (city pages are on `kyiv.example.com`) */
  siteUrl: string;
  supportPhone: string | null;
  supportEmail: string | null;
  currency: CurrencyDisplay & { code: string };
  /** the brand's registered SMS sender (brand env `SMS_SENDER`); absent: the provider's */
  smsSender?: string;
}

/** The rows of `brands` and `retail_networks` (lib/tenant.ts Tenant) this needs. */
export interface BrandRows {
  brand: {
    name: string;
    shortName: string;
    languages: string[];
    defaultLanguage: string;
    env: Record<string, unknown>;
    ui: { colors: Record<string, string>; images: { LOGO: string } };
    supportContact: { phone: string; email?: string } | null;
    customerSupportPhone: string | null;
  };
  network: { currencyCode: string; currencySymbol: string; currencyShortName: Record<string, string> };
}

const absoluteHttp = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\/[^\s/]+/i.test(v);

/**
 * `imageUrl` turns a media key into its address (lib/media-url.ts). `storefrontUrl` is the
 * deployment's STOREFRONT_URL; a brand on its own domain names it in its env as `SITE_URL`.
 */
export function messageBrandOf(
  { brand, network }: BrandRows,
  { storefrontUrl, imageUrl }: { storefrontUrl: string; imageUrl: (key: string) => string },
): MessageBrand {
  const c = brand.ui.colors;
  const logo = brand.ui.images.LOGO;
  const sender = brand.env.SMS_SENDER;
  return {
    name: brand.name,
    shortName: brand.shortName,
    languages: brand.languages,
    defaultLanguage: brand.defaultLanguage,
    colors: {
      primary: safeColor(c.primary, '#1b1b1f'),
      primaryText: safeColor(c.primaryText, '#ffffff'),
      text: safeColor(c.text, '#1b1b1f'),
      textMuted: safeColor(c.textMuted, '#5f6068'),
      background: safeColor(c.background, '#f6f5f2'),
      surface: safeColor(c.surface, '#ffffff'),
      border: safeColor(c.border, '#e6e4df'),
    },
    // the generated logo is an SVG, which Gmail and Outlook do not show; an upload is a picture
    logoUrl: logo.startsWith('upload/') ? imageUrl(logo) : null,
    siteUrl: (absoluteHttp(brand.env.SITE_URL) ? brand.env.SITE_URL : storefrontUrl).replace(/\/+$/, ''),
    supportPhone: brand.customerSupportPhone ?? brand.supportContact?.phone ?? null,
    supportEmail: brand.supportContact?.email ?? null,
    currency: {
      code: network.currencyCode,
      symbol: network.currencySymbol,
      shortName: network.currencyShortName,
    },
    ...(typeof sender === 'string' && sender.trim() ? { smsSender: sender.trim() } : {}),
  };
}
