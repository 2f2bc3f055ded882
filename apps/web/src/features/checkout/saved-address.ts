/**
 * A signed-in customer's saved addresses at checkout (issue 17, item 7): picking one fills the
 * address fields, and the map checks it like a typed one (its zone, or another city).
 */
import { flatPartsOf } from '@food/domain/private-house';
import type { StoredAddress } from '@/features/shell/stored-user';
import type { UserAddress } from './checkout-form';

/** The form's address fields as a saved address fills them (SPEC 5: blank parts for a house). */
export function addressFieldsOf(saved: StoredAddress): Partial<UserAddress> {
  return {
    street: saved.street.trim(),
    house: saved.house.trim(),
    ...flatPartsOf(saved, (v) => (v ?? '').trim(), ''),
    isPrivateHouse: saved.isPrivateHouse,
  };
}

const norm = (v: string) => v.trim().toLowerCase().replace(/\s+/g, ' ');

/** The form holds this saved address (street, house and flat as saved), so its option is checked. */
export function isSavedAddressInForm(saved: StoredAddress, form: UserAddress): boolean {
  const fields = addressFieldsOf(saved);
  return (
    norm(form.street) === norm(fields.street!) &&
    norm(form.house) === norm(fields.house!) &&
    norm(flatPartsOf(form, (v = '') => v, '').apartment) === norm(fields.apartment!)
  );
}
