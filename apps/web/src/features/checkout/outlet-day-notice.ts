/**
 * What the cart and checkout say of the restaurant's day (issue 18 item 6), from the
 * calculation's `outletDay` or the live day of a restaurant in the pickup list: "not taking
 * orders until 14:30", "closed today", "closed until Sat 10:00", or "longer wait: about 50 min".
 * Pure: the caller formats the time on the restaurant's clock and picks the words.
 */
import type { TCalculation, TOutletDayState } from '@food/contracts';

export type DayNotice =
  | { kind: 'paused'; until: string }
  | { kind: 'closedToday' }
  | { kind: 'closedUntil'; until: string }
  | { kind: 'busy'; minutes: number }
  | null;

/** The calculation's word for an ASAP order: refused (and why) or slower than usual. */
export function noticeOfCalculation(
  calc: Pick<TCalculation, 'outletDay'> & { delivery: Pick<TCalculation['delivery'], 'deliveryTime'> },
): DayNotice {
  const d = calc.outletDay;
  if (d.asapRefusal === 'OUTLET_PAUSED' && d.reopensAt) return { kind: 'paused', until: d.reopensAt };
  if (d.asapRefusal === 'OUTLET_CLOSED')
    return d.isClosedToday || !d.reopensAt
      ? { kind: 'closedToday' }
      : { kind: 'closedUntil', until: d.reopensAt };
  if (d.busyMinutes > 0) return { kind: 'busy', minutes: calc.delivery.deliveryTime };
  return null;
}

/**
 * A restaurant's word in the pickup list, from its live state: paused, closed today, or its busy
 * minutes on top of the pickup lead. Closed for the night is left to its hours.
 */
export function noticeOfState(state: TOutletDayState, leadMinutes: number): DayNotice {
  if (state.reason === 'PAUSED' && state.nextOpensAt) return { kind: 'paused', until: state.nextOpensAt };
  if (state.isClosedToday) return { kind: 'closedToday' };
  if (state.busyMinutes > 0) return { kind: 'busy', minutes: leadMinutes + state.busyMinutes };
  return null;
}
