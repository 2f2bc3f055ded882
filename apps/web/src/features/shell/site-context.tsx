'use client';

import type { TInitResponse } from '@food/contracts';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { CurrencyDisplay } from '@/lib/format/price';
import type { Language } from '@/lib/routing/locale-path';
import { replayEarlyTaps } from './early-taps';

/** What client components know of the brand, city and language: serialisable, no secrets. */
export interface SiteInfo {
  brand: { slug: string; name: string; shortName: string };
  /** the retail network id every API call carries (SPEC section 7) */
  rn: number;
  logo: {
    url: string;
    desktop: { width: number; height: number };
    mobile: { width: number; height: number };
  };
  locale: Language;
  languages: Language[];
  defaultLanguage: Language;
  city: { id: number; slug: string; name: string };
  currency: CurrencyDisplay;
  env: Record<string, string | number | boolean>;
  supportPhone: string | null;
  headerSupportPhone: string | null;
  socialLinks: Array<{ name: string; url: string | Record<string, string>; defaultUrl?: string }>;
  headerBanner: TInitResponse['config']['headerBanner'];
  emailCollectVisible: boolean;
  categories: Array<{ id: number; slug: string; name: string; isDefault: boolean }>;
  isBot: boolean;
}

const SiteContext = createContext<SiteInfo | null>(null);

export function SiteProvider({ value, children }: { value: SiteInfo; children: ReactNode }) {
  // This effect runs after every child's, so the page answers clicks now: the taps kept before
  // (early-taps.ts) count, and `<html data-hydrated>` tells the browser tests it is so.
  useEffect(() => {
    replayEarlyTaps();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteInfo {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteProvider');
  return site;
}
