/**
 * What the cart and checkout pages know from the server render (the same for every visitor of a
 * city): the retail network, the city, its restaurants, what its dishes come with and the brand's
 * payment and pickup settings. Per-visitor state lives in the stores.
 */
import type { MenuAddons } from './addon-offers';
import type { PaymentType } from './checkout-form';
import type { OpeningHoursDay } from './delivery-time';

export interface RestaurantInfo {
  id: number;
  name: string;
  address: string;
  phone: string;
  location: { lat: number; lng: number };
  timeZone: string;
  openingHours: OpeningHoursDay[];
  isPickupAvailable: boolean;
}

export interface CheckoutContext {
  rn: number;
  city: { id: number; name: string; slug: string };
  restaurants: RestaurantInfo[];
  isPickupAvailable: boolean;
  /** the brand's payment types (env PAYMENT_TYPES), before the browser's wallet support is known */
  paymentTypes: PaymentType[];
  /**
   * the brand's phone countries (@food/domain/phone): its network's first, where a number typed
   * the national way is read, then those of the brand env SMS_EXTRA_COUNTRIES
   */
  phoneCountries: string[];
  /**
   * what the city's dishes come with (addon-offers.ts): the cart shows its addons from this at
   * once, and both pages name and picture them in the page's language
   */
  menuAddons: MenuAddons;
  /** price without the signed-in customer (their session ended on the server) */
  isGuestOnly?: boolean;
}
