/**
 * The delivery address between a keystroke and the map's answer (issue 17, item 5): a customer
 * who types the house and presses 'place order' at once must not be told "address not found"
 * for an address that is still being looked up, nor keep reading it once the address is found.
 */
import type { CheckoutForm } from './checkout-form';
import type { AddressCheck } from './checkout-store';

/**
 * The map has not answered for the typed street and house yet: a delivery with a street, no
 * position, and a check that is waiting for its debounce or running (use-address-check.ts).
 */
export function isAddressCheckPending(
  form: Pick<CheckoutForm, 'method' | 'address'>,
  check: AddressCheck,
): boolean {
  return (
    form.method === 'DELIVERY' &&
    form.address.street.trim() !== '' &&
    form.address.latitude === null &&
    (check.status === 'idle' || check.status === 'checking')
  );
}

/**
 * What a waiting submit was for: a changed method, street or house is another order, which the
 * customer has not asked to place yet.
 */
export const submitTarget = (form: Pick<CheckoutForm, 'method' | 'address'>) =>
  JSON.stringify([form.method, form.address.street.trim(), form.address.house.trim()]);

/**
 * The street's error from the last submit, while its cause still stands: "not found" only while
 * the map still finds nothing, "another city" only while it still says so, "required" only while
 * the field is empty. Anything else the field shows until the next submit.
 */
export function standingStreetError(
  error: string | undefined,
  form: Pick<CheckoutForm, 'address'>,
  check: AddressCheck,
): string | undefined {
  if (!error) return undefined;
  const hasStreet = form.address.street.trim() !== '';
  if (error === 'streetRequired') return hasStreet ? undefined : error;
  if (error === 'addressNotFound')
    return hasStreet &&
      form.address.latitude === null &&
      (check.status === 'notFound' || check.status === 'error')
      ? error
      : undefined;
  if (error === 'addressOtherCity') return check.status === 'otherCity' ? error : undefined;
  return error;
}
