import { localDate, useFormat, useT } from '../../i18n';
import { Badge } from '../../ui';
import { stopListMessages } from './messages';

/** How a stop's end and a product's kind are written, on the outlet's clock. */
export function useStopWords(timeZone: string | undefined, now: number) {
  const t = useT(stopListMessages);
  const format = useFormat();
  return {
    /** "18:00" today, "Tue 27 Nov, 18:00" another day, "Further notice" without an end */
    untilText(until: string | null): string {
      if (!until || !timeZone) return t('untilFurtherNotice');
      const time = format.time(until, timeZone);
      const date = localDate(new Date(until), timeZone);
      return date === localDate(new Date(now), timeZone)
        ? t('untilTime', { time })
        : t('untilDateTime', { date: format.calendarDate(date), time });
    },
    kindBadge(isAddon: boolean) {
      return <Badge tone={isAddon ? 'info' : 'neutral'}>{isAddon ? t('addon') : t('dish')}</Badge>;
    },
  };
}
