/**
 * A calculation before the customer has an address or a restaurant (issue 17, item 4). SPEC
 * section 5 has the storefront calculate an order with no outlet and no street or house (the
 * stop-list check off). Pricing such a cart at some default outlet showed that outlet's own
 * prices (a set 1 449 on the menu became 1 594 in the cart), so it is priced at the city's
 * prices, the ones the menu shows, without a delivery zone or a stop list. Its time is the
 * city's restaurant that opens soonest (open now, or the next to open).
 */
import type { TCheckoutRequest } from '@food/contracts';
import { takesOrdersFrom } from '@food/domain/outlet-day';
import type { OpeningHours } from '../../db/schema.js';
import { isHouseNumber } from './order-rules.js';
import { rulesOfInput, type OrderTimeInput } from './pricing/delivery-time.js';

/**
 * A delivery with no location, no outlet and no complete street and house: nothing yet says which
 * restaurant serves it. With a street and a house the location is still required (the address
 * was typed but not placed on the map: a client mistake, not a preview).
 */
export function isCityPreview(body: Pick<TCheckoutRequest, 'delivery' | 'outletId'>): boolean {
  const d = body.delivery;
  if (d.type !== 0 || d.location || body.outletId) return false;
  return !d.street?.trim() || !isHouseNumber(d.house);
}

interface TimedOutlet {
  id: number;
  timeZone: string;
  openingHours: OpeningHours[];
  /** the outlet's day beyond its weekly hours: exceptions, a pause (delivery-time.ts) */
  day?: OrderTimeInput['day'];
}

/**
 * The restaurant whose hours time a preview: one taking orders at `now` (the lowest id), else the
 * one that takes them first (after its pause, at its opening, holidays skipped); null when none
 * has opening hours.
 */
export function soonestOpenOutlet<O extends TimedOutlet>(outlets: readonly O[], now: Date): O | null {
  let best: { outlet: O; at: number } | null = null;
  for (const outlet of [...outlets].sort((a, b) => a.id - b.id)) {
    const from = takesOrdersFrom(rulesOfInput(outlet), now);
    if (from && (!best || from.getTime() < best.at)) best = { outlet, at: from.getTime() };
  }
  return best?.outlet ?? null;
}
