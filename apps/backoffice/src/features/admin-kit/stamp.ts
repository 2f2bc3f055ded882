/**
 * When something happened, for logs and lists: "26 Nov, 14:30" this year, "26 Nov 2025, 14:30"
 * before it (a log reaches back further than a year), on the clock of `timeZone`. Pure, tested.
 */
import { LOCALE_OF, type Language } from '../../i18n';

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(language: Language, timeZone: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${withYear}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_OF[language], {
      timeZone,
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(key, format);
  }
  return format;
}

const yearOf = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(at);

export function formatStamp(at: string | Date, timeZone: string, language: Language, now: Date): string {
  const date = new Date(at);
  return formatOf(language, timeZone, yearOf(date, timeZone) !== yearOf(now, timeZone)).format(date);
}

/** `YYYY-MM-DD` of a calendar date picked in the browser → the ISO instant its day starts at there. */
export function startOfLocalDay(date: string): string | undefined {
  const at = localMidnight(date);
  return at ? at.toISOString() : undefined;
}

/** The last millisecond of that local day: "to 26 Nov" takes in the whole 26th. */
export function endOfLocalDay(date: string): string | undefined {
  const at = localMidnight(date);
  if (!at) return undefined;
  const next = new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1);
  return new Date(next.getTime() - 1).toISOString();
}

function localMidnight(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const at = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(at.getTime()) || at.getDate() !== Number(match[3]) ? null : at;
}
