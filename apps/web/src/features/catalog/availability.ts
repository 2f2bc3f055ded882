/**
 * A product sold only part of the day (business lunch, breakfast) carries its hours. The page
 * says when it is available; ordering outside them is refused at checkout (SPEC section 8,
 * "Product isn't available at this time").
 */
export interface AvailabilityWindow {
  from: string;
  to: string;
}

const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** "9:5" is not a time; "09:00:00" becomes "09:00". */
function normaliseTime(value: string): string | null {
  const m = TIME.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 24 || min > 59 || (h === 24 && min !== 0)) return null;
  return `${String(h).padStart(2, '0')}:${m[2]}`;
}

/** The hours to show, or null when the product is sold all day (or the hours are unreadable). */
export function limitedAvailability(
  availability: { from: string; to: string } | null,
): AvailabilityWindow | null {
  if (!availability) return null;
  const from = normaliseTime(availability.from);
  const to = normaliseTime(availability.to);
  if (!from || !to || from === to) return null;
  if (from === '00:00' && (to === '24:00' || to === '23:59')) return null;
  return { from, to };
}
