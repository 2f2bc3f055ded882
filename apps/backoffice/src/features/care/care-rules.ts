/** Customer care's form rules (pure, unit-tested). */

/** The points typed in the adjustment dialog ("+150", "-40", "150"): a whole non-zero number, else null. */
export function parsePoints(typed: string): number | null {
  const text = typed.replace(/\s/g, '').replace('−', '-');
  if (!/^[+-]?\d{1,7}$/.test(text)) return null;
  const points = Number(text);
  return points === 0 ? null : points;
}

/** A reason the API takes: 3 to 500 characters once trimmed. */
export const isReason = (text: string): boolean => text.trim().length >= 3 && text.trim().length <= 500;

/** A query worth sending: at least 2 characters once trimmed. */
export const isQuery = (text: string): boolean => text.trim().length >= 2;

/** The customer's name as staff read it, or null when they gave none. */
export function customerName(c: { firstName: string; lastName: string }): string | null {
  const name = `${c.firstName} ${c.lastName}`.trim();
  return name.length > 0 ? name : null;
}
