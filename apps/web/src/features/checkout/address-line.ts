import { flatPartsOf } from '@food/domain/private-house';
import type { UserAddress } from './checkout-form';

/**
 * The delivery address as the confirmation shows it: street, house and (not for a private
 * house) apartment. Nothing is made up for what was not typed: no 'house 0' (issue 17, item 2).
 */
export function deliveryAddressLine(a: UserAddress): string {
  const { apartment } = flatPartsOf(a, (v = '') => v.trim(), '');
  return [a.street.trim(), a.house.trim(), apartment].filter(Boolean).join(', ');
}
