import type { TFeedbacksSummary } from '@food/contracts';

/** The part of the stars row the average fills, in percent (4.7 of 5 → 94). */
export const starsFillPercent = (average: number) =>
  Math.round((Math.min(Math.max(average, 0), 5) / 5) * 1000) / 10;

/** "4,7" in uk and ru, "4.7" in en: always one decimal, as the API rounds it. */
export const formatAverage = (average: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);

/** Whether the page has a summary to show: a city with no published reviews shows none. */
export const hasSummary = (s: TFeedbacksSummary): s is { count: number; average: number } =>
  s.count > 0 && s.average !== null;
