/**
 * SPEC section 5: a private house has no apartment, entrance, floor or intercom. Whatever the
 * form still holds in them (typed before the box was ticked, or a saved flat's) is sent, stored
 * and shown blank; the house number stays (a courier needs the building).
 */
export const FLAT_PARTS = ['apartment', 'entrance', 'floor', 'intercom'] as const;
export type FlatPart = (typeof FLAT_PARTS)[number];

type FlatParts<T> = { readonly [K in FlatPart]?: T };

/**
 * The four flat parts of `address`: each read by `keep` (trimming, null for empty…), or `blank`
 * for every one of them when the address is a private house.
 */
export function flatPartsOf<T, R, B = null>(
  address: { readonly isPrivateHouse: boolean } & FlatParts<T>,
  keep: (value: T | undefined) => R,
  blank: B = null as B,
): Record<FlatPart, R | B> {
  const part = (key: FlatPart) => (address.isPrivateHouse ? blank : keep(address[key]));
  return {
    apartment: part('apartment'),
    entrance: part('entrance'),
    floor: part('floor'),
    intercom: part('intercom'),
  };
}
