'use client';

import type { TCalculation } from '@food/contracts';
import { toLocal } from '@food/domain/local-time';
import { useTranslations } from 'next-intl';
import { useSite } from '@/features/shell/site-context';
import { noticeOfCalculation, type DayNotice } from '../outlet-day-notice';

const intlLocale = (locale: string) => (locale === 'uk' ? 'uk-UA' : locale);

/**
 * The words for a restaurant's day (outlet-day-notice.ts) on its own clock: "14:30" today,
 * "Sat 10:00" on another day. `context` picks the sentence: the time field's (what to do about
 * it), or a restaurant's line in the pickup list (just the fact).
 */
export function useDayNoticeText(timeZone: string | null) {
  const t = useTranslations('checkout.dayNotice');
  const site = useSite();
  const when = (iso: string) => {
    const at = new Date(iso);
    const zone = timeZone ?? undefined;
    const time = new Intl.DateTimeFormat(intlLocale(site.locale), {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
    if (!timeZone || toLocal(at, timeZone).date === toLocal(new Date(), timeZone).date) return time;
    const day = new Intl.DateTimeFormat(intlLocale(site.locale), { timeZone: zone, weekday: 'short' }).format(
      at,
    );
    return `${day} ${time}`;
  };
  return (notice: DayNotice, context: 'time' | 'list' | 'cart'): string | null => {
    if (!notice) return null;
    switch (notice.kind) {
      case 'paused':
        return t(`${context}.paused`, { time: when(notice.until) });
      case 'closedToday':
        return t(`${context}.closedToday`);
      case 'closedUntil':
        return t(`${context}.closedUntil`, { time: when(notice.until) });
      case 'busy':
        return t(`${context}.busy`, { minutes: notice.minutes });
    }
  };
}

/** The cart's word on the restaurant's day (paused, closed today, a longer wait), or nothing. */
export function CartDayNote({ calc, className }: { calc: TCalculation; className?: string }) {
  const text = useDayNoticeText(calc.timeZone)(noticeOfCalculation(calc), 'cart');
  return text ? (
    <p className={className} data-testid="outlet-day-notice">
      {text}
    </p>
  ) : null;
}
