/**
 * When the customer may expect an accepted order. The outlet accepts with the kitchen's
 * preparation time; a delivery adds the road. A delivery zone's `deliveryTimeMinutes` is the
 * whole promise from order to door (checkout's lead time: the standard kitchen time plus the
 * road), so the road is what the zone allows beyond the standard kitchen time. An ON_TIME order
 * is never expected before the time the customer chose.
 */
import { PICKUP_LEAD_MINUTES } from '../order-service/index.js';

/** the kitchen's time the checkout's estimates assume (a pickup's whole lead time) */
export const STANDARD_PREP_MINUTES = PICKUP_LEAD_MINUTES;
const MINUTE = 60_000;

/** The road from the outlet to a zone's addresses; 0 for pickup (no zone). */
export function travelMinutesOf(zoneDeliveryMinutes: number | null): number {
  if (zoneDeliveryMinutes === null) return 0;
  return Math.max(0, zoneDeliveryMinutes - STANDARD_PREP_MINUTES);
}

export function expectedAtOnAccept(input: {
  now: Date;
  prepMinutes: number;
  travelMinutes: number;
  /** ON_TIME: the time the customer chose; null for ASAP */
  deliverAt: Date | null;
}): Date {
  const ready = new Date(input.now.getTime() + (input.prepMinutes + input.travelMinutes) * MINUTE);
  return input.deliverAt && input.deliverAt.getTime() > ready.getTime() ? input.deliverAt : ready;
}
