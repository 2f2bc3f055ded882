/**
 * The addons a cart comes with (sauces, ginger, chopsticks: SPEC section 4, the cart's addons
 * list). Each dish offers addons, some free with every dish and each capped per dish; the cart
 * holds every addon one of its dishes offers. The API prices the calculation by this rule and the
 * storefront draws the cart's addon rows by it before the calculation answers (issue 20 item 4),
 * so the two must not drift apart.
 */

/** One addon a dish offers: how many come free with one of the dish, how many one allows. */
export interface AddonOffer {
  addonId: number;
  freeCount: number;
  maxCount: number;
}

/** An addon the cart offers: the dish that first offered it (and its offer), free ones and the cap over the cart. */
export interface OfferedAddon<O extends AddonOffer = AddonOffer> {
  addonId: number;
  productId: number;
  freeCount: number;
  countMax: number;
  /** the first dish's offer, as `offersOf` gave it (its name and price, say) */
  offer: O;
}

/**
 * Each addon the cart's dishes offer, in the order the dishes and their offers come; the free
 * counts and the caps add up over the dishes, times their counts. A dish that offers nothing
 * (`offersOf` answers nothing) adds nothing.
 */
export function offeredAddons<O extends AddonOffer>(
  lines: ReadonlyArray<{ productId: number; count: number }>,
  offersOf: (productId: number) => readonly O[] | undefined,
): OfferedAddon<O>[] {
  const offered = new Map<number, OfferedAddon<O>>();
  for (const line of lines) {
    for (const offer of offersOf(line.productId) ?? []) {
      const entry = offered.get(offer.addonId) ?? {
        addonId: offer.addonId,
        productId: line.productId,
        freeCount: 0,
        countMax: 0,
        offer,
      };
      entry.countMax += offer.maxCount * line.count;
      entry.freeCount += offer.freeCount * line.count;
      offered.set(offer.addonId, entry);
    }
  }
  return [...offered.values()];
}

/**
 * How many of an addon the cart holds and what they cost: the count asked for, else the free
 * ones (`fallback`, which the API makes 0 for an addon the kitchen cannot give now), within the
 * cap; only those beyond the free ones are paid, at the addon's price (minor units).
 */
export function addonLine(
  addon: { freeCount: number; countMax: number; price: number },
  requested: number | null | undefined,
  fallback: number = addon.freeCount,
): { wanted: number; count: number; amount: number } {
  const wanted = requested ?? fallback;
  const count = Math.min(wanted, addon.countMax);
  return { wanted, count, amount: Math.max(0, count - addon.freeCount) * addon.price };
}
