/**
 * The addons the cart's dishes come with (sauces, ginger, chopsticks), known before the
 * calculation answers: the cart page's server render passes what each dish of the city's menu
 * offers (`menuAddonsOf`, the same for every visitor), and the cart works out its rows with the
 * calculation's own rule (`expectedAddons`), so the list is on screen at once and the answer only
 * confirms it. It used to arrive with the answer and push the order summary down on a phone
 * (issue 20, item 4: the cart's CLS 0.25).
 */
import type { TCalculation, TProduct } from '@food/contracts';
import type { AddonChoices } from '../cart/addon-choices';
import type { CartLine } from '../cart/cart-rules';
import { addonLine, offeredAddons } from '@food/domain/cart-addons';
import { productLines } from './checkout-rules';

/** An addon as the menu sells it: its name in the page's language, its picture and unit price. */
export interface MenuAddon {
  name: string;
  imageUrl: string;
  price: number;
}

/** What one dish offers: addon id, how many come free with one dish, how many one dish allows. */
type Offer = [addonId: number, freeCount: number, maxCount: number];

/** What the city's dishes come with, compact: most dishes share one of a few offers. */
export interface MenuAddons {
  addons: Record<number, MenuAddon>;
  /** the distinct offers of the menu, each in the dish's own order */
  offers: Offer[][];
  /** a dish's id to its offer in `offers`; a dish that offers nothing is absent */
  offerOf: Record<number, number>;
}

/** The menu's dishes (the catalogue's list of the city, in the page's language) as `MenuAddons`. */
export function menuAddonsOf(
  products: ReadonlyArray<Pick<TProduct, 'id' | 'addons'>>,
  locale: string,
): MenuAddons {
  const menu: MenuAddons = { addons: {}, offers: [], offerOf: {} };
  const offerIndex = new Map<string, number>();
  for (const product of products) {
    if (!product.addons.length) continue;
    const offer = product.addons.map((a): Offer => [a.addonId, a.freeCount, a.maxCount]);
    const key = JSON.stringify(offer);
    let index = offerIndex.get(key);
    if (index === undefined) {
      index = menu.offers.push(offer) - 1;
      offerIndex.set(key, index);
    }
    menu.offerOf[product.id] = index;
    for (const a of product.addons) {
      menu.addons[a.addonId] ??= {
        name: a.localization.find((l) => l.language === locale)?.name ?? a.name,
        imageUrl: a.imageUrl,
        price: a.price,
      };
    }
  }
  return menu;
}

export type CartAddon = TCalculation['addons'][number];

/**
 * The calculation's addons for this cart, by the server's own rule (`@food/domain/cart-addons`):
 * each addon a dish of the cart offers, the free counts and caps added up over the dishes; an
 * untouched addon counts its free ones, a touched one the customer's count, within the cap. What
 * only the server knows (an addon on the restaurant's stop list counts 0, the restaurant's own
 * prices) comes with the answer, which replaces these rows in place.
 */
export function expectedAddons(
  cart: readonly CartLine[],
  menu: MenuAddons,
  choices: AddonChoices,
): CartAddon[] {
  const offersOf = (productId: number) => {
    const index = menu.offerOf[productId];
    return index === undefined
      ? undefined
      : menu.offers[index]!.filter(([addonId]) => menu.addons[addonId]).map(
          ([addonId, freeCount, maxCount]) => ({
            addonId,
            freeCount,
            maxCount,
          }),
        );
  };
  return offeredAddons(productLines(cart), offersOf).map(({ offer: _offer, ...a }) => {
    const { name, price } = menu.addons[a.addonId]!;
    const { count, amount } = addonLine({ ...a, price }, choices[a.addonId]);
    return { ...a, name, price, count, amount };
  });
}
