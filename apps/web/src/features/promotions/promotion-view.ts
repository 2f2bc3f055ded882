import type { TPromotionSummary } from '@food/contracts';
import { imageSrc } from '../../lib/image';

/** Promotion pictures are 3:2 (the API draws them 1200×800). */
export const PROMO_RATIO = 2 / 3;

export interface PromotionCardData {
  id: number;
  slug: string;
  title: string;
  imageUrl: string;
  promoCode: string | null;
  validity: Validity;
}

export type Validity =
  { kind: 'until'; date: string } | { kind: 'from'; date: string } | { kind: 'permanent' };

/** The title in the page language (the API's default-language title when it has none). */
export function promotionTitle(p: Pick<TPromotionSummary, 'title' | 'localization'>, locale: string): string {
  return p.localization.find((l) => l.language === locale)?.title || p.title;
}

/**
 * A calendar date in the city's time zone, in the page language ("31 січня 2027").
 * Intl needs a region for Ukrainian month names in the genitive; uk-UA, ru-UA, en-GB read
 * naturally to the chain's customers.
 */
export function formatCityDate(iso: string, locale: string, timeZone: string): string {
  const tag = locale === 'en' ? 'en-GB' : `${locale}-UA`;
  return new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
}

/**
 * What the customer reads about a promotion's dates. Its end is exclusive (the API's rule), so
 * the last day it runs is the day of the moment just before it: an end at midnight of 1 February
 * reads "until 31 January". Running promotions have started, so the start is only shown for
 * one that has not (the API does not list those; kept for completeness).
 */
export function promotionValidity(
  p: Pick<TPromotionSummary, 'startsAt' | 'endsAt'>,
  locale: string,
  timeZone: string,
  now: Date = new Date(),
): Validity {
  if (new Date(p.startsAt).getTime() > now.getTime())
    return { kind: 'from', date: formatCityDate(p.startsAt, locale, timeZone) };
  if (p.endsAt === null) return { kind: 'permanent' };
  const lastMoment = new Date(new Date(p.endsAt).getTime() - 1).toISOString();
  return { kind: 'until', date: formatCityDate(lastMoment, locale, timeZone) };
}

export function toPromotionCard(
  p: TPromotionSummary,
  locale: string,
  timeZone: string,
  now?: Date,
): PromotionCardData {
  return {
    id: p.id,
    slug: p.slug,
    title: promotionTitle(p, locale),
    imageUrl: p.imageUrl,
    promoCode: p.promoCode,
    validity: promotionValidity(p, locale, timeZone, now),
  };
}

/** A promotion picture cropped to 3:2 at `w` pixels wide. */
export const promoImage = (url: string, w: number, isBot: boolean) =>
  imageSrc(url, { w, h: Math.round(w * PROMO_RATIO), mode: 'fill', isBot });
