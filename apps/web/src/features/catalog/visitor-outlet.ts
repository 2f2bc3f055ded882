/**
 * Which outlet serves the visitor, as far as the browser knows (ARCHITECTURE.md: a city's menu
 * shows a dish sold out when every outlet that could serve the visitor has it on stop). Pure: the
 * caller hands in what the checkout stored (`checkout_form` in localStorage) and the `outlet_id`
 * cookie (SPEC section 9). In order:
 * - pickup from a chosen restaurant: that restaurant;
 * - delivery to an address placed on the map: its position (the API finds the zone's outlet);
 * - the restaurant a stop-list answer named within the hour (the cookie);
 * - nothing known: the whole city.
 */
export type VisitorOutlet =
  { kind: 'outlet'; outletId: number } | { kind: 'address'; lat: number; lng: number } | { kind: 'city' };

const positive = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
const coordinate = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function visitorOutlet(storedForm: string | null, outletCookie: string | null): VisitorOutlet {
  let form: Record<string, unknown> = {};
  try {
    const parsed: unknown = storedForm ? JSON.parse(storedForm) : null;
    if (parsed && typeof parsed === 'object') form = parsed as Record<string, unknown>;
  } catch {
    // an unreadable form says nothing
  }
  const pickup = positive(form.pickupRestaurantId);
  if (form.method === 'PICKUP' && pickup) return { kind: 'outlet', outletId: pickup };
  const address =
    form.address && typeof form.address === 'object' ? (form.address as Record<string, unknown>) : {};
  const lat = coordinate(address.latitude);
  const lng = coordinate(address.longitude);
  if (form.method !== 'PICKUP' && lat !== null && lng !== null) return { kind: 'address', lat, lng };
  const remembered = positive(Number(outletCookie));
  return remembered ? { kind: 'outlet', outletId: remembered } : { kind: 'city' };
}

/** The live read's query for it (`GET /catalog/v1/soldOut/`). */
export function soldOutQuery(rn: number, br: number, who: VisitorOutlet): string {
  const q = new URLSearchParams({ rn: String(rn), br: String(br) });
  if (who.kind === 'outlet') q.set('outletId', String(who.outletId));
  if (who.kind === 'address') {
    q.set('lat', String(who.lat));
    q.set('lng', String(who.lng));
  }
  return q.toString();
}
