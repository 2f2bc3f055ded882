/**
 * The settings form's rules (pure, tested): the minutes an unpaid online order may wait, as the
 * API takes them (5 to 1440, whole), and what a save changed.
 */
import type { TBackofficeSettings } from '@food/contracts';

export const UNPAID_MINUTES_MIN = 5;
export const UNPAID_MINUTES_MAX = 1440;

/** Whole minutes in range, or null for anything else (an empty box, 2.5, 3, 2000). */
export function parseUnpaidMinutes(text: string): number | null {
  const value = Number(text.trim());
  if (!text.trim() || !Number.isInteger(value)) return null;
  return value >= UNPAID_MINUTES_MIN && value <= UNPAID_MINUTES_MAX ? value : null;
}

/** Only the settings that differ from what is stored (a save sends nothing else). */
export function settingsChanges(
  stored: TBackofficeSettings,
  next: TBackofficeSettings,
): Partial<TBackofficeSettings> {
  const changes: Partial<TBackofficeSettings> = {};
  if (stored.requireTotp !== next.requireTotp) changes.requireTotp = next.requireTotp;
  if (stored.unpaidCancelMinutes !== next.unpaidCancelMinutes)
    changes.unpaidCancelMinutes = next.unpaidCancelMinutes;
  return changes;
}
