/**
 * The staff-alert form's rules (issue 21 item 5): a textarea per channel, one target per line,
 * read into the list the API takes, with the same limits it checks (`@food/contracts`
 * ZStaffAlertSettings), so a mistake is marked at its field before anything is sent.
 */
import { STAFF_ALERT_MAX_TARGETS, ZTelegramChatId } from '@food/contracts';

/** one per line (commas and semicolons too, as people paste lists), blanks dropped */
export const linesOf = (text: string): string[] =>
  text
    .split(/[\n,;]+/)
    .map((l) => l.trim())
    .filter(Boolean);

export type TargetProblem = 'tooMany' | 'repeated' | 'invalid';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function problemOf(
  list: string[],
  isValid: (v: string) => boolean,
): { problem: TargetProblem; value?: string } | null {
  if (list.length > STAFF_ALERT_MAX_TARGETS) return { problem: 'tooMany' };
  const seen = new Set<string>();
  for (const v of list) {
    const key = v.toLowerCase();
    if (seen.has(key)) return { problem: 'repeated', value: v };
    seen.add(key);
  }
  const bad = list.find((v) => !isValid(v));
  return bad ? { problem: 'invalid', value: bad } : null;
}

export const chatProblem = (list: string[]) => problemOf(list, (v) => ZTelegramChatId.safeParse(v).success);
export const emailProblem = (list: string[]) => problemOf(list, (v) => v.length <= 254 && EMAIL.test(v));
