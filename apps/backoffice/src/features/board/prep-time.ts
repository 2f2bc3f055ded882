/** Preparation times offered on accept (issue 18: presets 10/15/20/30/45/60 and a number). */
export const PREP_PRESETS = [10, 15, 20, 30, 45, 60] as const;
const MIN_PREP = 1;
const MAX_PREP = 240;
const DEFAULT_PREP = 20;
const KEY = 'backoffice.board.prepMinutes';

/** Whole minutes 1–240 from what was typed, else null. */
export function parsePrepMinutes(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= MIN_PREP && minutes <= MAX_PREP ? minutes : null;
}

export function lastPrepMinutes(): number {
  try {
    return parsePrepMinutes(localStorage.getItem(KEY) ?? '') ?? DEFAULT_PREP;
  } catch {
    return DEFAULT_PREP;
  }
}

export function rememberPrepMinutes(minutes: number): void {
  try {
    localStorage.setItem(KEY, String(minutes));
  } catch {
    // only a convenience
  }
}
