/**
 * What must be right before an order is sent (SPEC section 5; the wording of the messages is the
 * storefront's own, as the spec shows none). Each problem is a key under `checkout:errors`.
 */
import { readPhone } from '@food/domain/phone';
import type { CheckoutForm } from './checkout-form';
import { isValidEmail, parseMoney } from './checkout-rules';

export type CheckoutField =
  | 'name'
  | 'phone'
  | 'email'
  | 'street'
  | 'house'
  | 'restaurant'
  | 'deliverOn'
  | 'payCashAmount'
  | 'friendName'
  | 'friendPhone'
  | 'bonuses'
  | 'rulesAgree';

export type FormErrors = Partial<Record<CheckoutField, string>>;

export interface ValidationContext {
  /** the total to pay from the last calculation, minor units; null before one */
  total: number | null;
  confirmedBalance: number;
  /** the delivery address was found on the map */
  hasLocation: boolean;
  /** the map placed it in another city of the network */
  isOtherCity?: boolean;
  /** the brand's phone countries, its network's first (national numbers are read there) */
  phoneCountries: readonly string[];
}

/**
 * The API's rule (order-service/order-rules.ts): SPEC section 5's "0" for an empty house is no
 * house either, as no building is numbered 0.
 */
const isHouseNumber = (house: string) => !/^0*$/.test(house.trim());

export function validateCheckout(form: CheckoutForm, ctx: ValidationContext): FormErrors {
  const errors: FormErrors = {};
  if (form.name.trim().length < 2) errors.name = 'nameRequired';
  if (!form.phone.trim()) errors.phone = 'phoneRequired';
  else {
    const problem = phoneProblem(form.phone, ctx.phoneCountries);
    if (problem) errors.phone = problem;
  }
  if (form.email.trim() && !isValidEmail(form.email)) errors.email = 'emailInvalid';

  if (form.method === 'DELIVERY') {
    if (!form.address.street.trim()) errors.street = 'streetRequired';
    else if (ctx.isOtherCity) errors.street = 'addressOtherCity';
    else if (!ctx.hasLocation) errors.street = 'addressNotFound';
    // the courier needs the building: no house was delivered as 'house 0' (issue 17, item 2)
    if (!isHouseNumber(form.address.house)) errors.house = 'houseRequired';
  } else if (form.pickupRestaurantId === null) errors.restaurant = 'restaurantRequired';

  if (form.deliveryTime === 'ON_TIME' && (!form.deliverOn.date || !form.deliverOn.time))
    errors.deliverOn = 'timeRequired';

  if (form.payment === 'CASH' && form.payCashAmount.trim()) {
    const cash = parseMoney(form.payCashAmount);
    if (cash === null) errors.payCashAmount = 'cashInvalid';
    else if (ctx.total !== null && cash < ctx.total) errors.payCashAmount = 'cashTooSmall';
  }

  if (form.orderForFriend.isActive) {
    if (!form.orderForFriend.name.trim()) errors.friendName = 'nameRequired';
    const problem = phoneProblem(form.orderForFriend.phone, ctx.phoneCountries);
    if (problem) errors.friendPhone = problem;
  }

  if (form.bonuses.applied && form.bonuses.value > ctx.confirmedBalance)
    errors.bonuses = 'bonusesOverBalance';
  if (!form.rulesAgree) errors.rulesAgree = 'rulesRequired';
  return errors;
}

/**
 * The phone rule of both sides (`@food/domain/phone`): a valid number of the brand's countries,
 * typed in any spelling; a valid number of another country is told apart.
 */
function phoneProblem(typed: string, phoneCountries: readonly string[]): string | null {
  const reading = readPhone(typed, phoneCountries);
  if (reading.ok) return null;
  return reading.reason === 'COUNTRY_NOT_SERVED' ? 'phoneCountryNotServed' : 'phoneInvalid';
}

/** The fields in the order they appear, so the first problem gets the focus. */
export const FIELD_ORDER: readonly CheckoutField[] = [
  'street',
  'house',
  'restaurant',
  'deliverOn',
  'name',
  'phone',
  'email',
  'friendName',
  'friendPhone',
  'payCashAmount',
  'bonuses',
  'rulesAgree',
];
