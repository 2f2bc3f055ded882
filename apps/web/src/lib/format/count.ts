/**
 * A plural message's values with the count written by `formatCount` (@food/domain/money), not by
 * the message's `#`: `#` builds an Intl.NumberFormat, 66-95 ms of main thread at 4x CPU inside
 * hydration. So such messages take the count twice: `count` chooses the plural form, `items` is
 * written (`src/i18n/count-messages.test.ts` checks they read as with `#`).
 */
import { formatCount } from '@food/domain/money';

export const countValues = (count: number, locale: string) => ({ count, items: formatCount(count, locale) });
