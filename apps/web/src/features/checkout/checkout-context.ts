/**
 * What the cart and checkout pages know from the server render (the same for every visitor of a
 * city): the retail network, the city, its restaurants and the brand's payment and pickup
 * settings. Per-visitor state lives in the stores.
 */
import type { PaymentType } from './checkout-form';
import type { OpeningHoursDay } from './delivery-time';

export interface RestaurantInfo {
  id: number;
  name: string;
  address: string;
  phone: string;
  location: { lat: number; lng: number };
  timeZone: string;
  timeZoneOffsetHours: number;
  openingHours: OpeningHoursDay[];
  isPickupAvailable: boolean;
}

export interface CheckoutContext {
  rn: number;
  city: { id: number; name: string; slug: string };
  restaurants: RestaurantInfo[];
  /** the restaurant the cart is priced at before an address or restaurant is chosen */
  previewOutletId: number | null;
  isPickupAvailable: boolean;
  /** the brand's payment types (env PAYMENT_TYPES), before the browser's wallet support is known */
  paymentTypes: PaymentType[];
  /** the country's dialling code without the plus ("380"), for numbers typed the national way */
  dialCode?: string;
  /** price without the signed-in customer (their session ended on the server) */
  isGuestOnly?: boolean;
}
