import { useCallback } from 'react';
import { browserTimeZone, useLanguage } from '../../i18n';
import { formatStamp } from './stamp';

/**
 * Times that belong to no outlet (a sign-in, a key's last use, an audit entry), on the reader's
 * own clock; `none` for a time that never came.
 */
export function useStamp(): (at: string | null, none: string) => string {
  const { language } = useLanguage();
  return useCallback(
    (at: string | null, none: string) =>
      at ? formatStamp(at, browserTimeZone(), language, new Date()) : none,
    [language],
  );
}
