/**
 * The signed-in customer as kept in localStorage under 'user' by the sign-in flow (SPEC
 * section 4): an unparseable stored user is cleared, so only a usable one comes back.
 */
import { usableAddresses } from '../account/address-rules';

export const USER_STORAGE_KEY = 'user';

/** A saved delivery address (the customer API's shape), kept for checkout and the account. */
export interface StoredAddress {
  id: string;
  businessRegionId: number;
  city: string;
  street: string;
  house: string;
  apartment: string | null;
  entrance: string | null;
  floor: string | null;
  intercom: string | null;
  isPrivateHouse: boolean;
  latitude: number | null;
  longitude: number | null;
  comment: string | null;
}

export interface StoredUser {
  id: string;
  firstName?: string;
  lastName?: string;
  fullName?: string;
  phone?: string;
  imageUrl?: string;
  /** confirmed bonus balance when the bonuses issue knows it */
  bonusBalance?: number;
  /** SPEC section 5: only addresses with a businessRegionId, by city name then latitude */
  addresses?: StoredAddress[];
}

export type StoredUserResult = { user: StoredUser | null; clear: boolean };

const optionalString = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

export function parseStoredUser(raw: string | null): StoredUserResult {
  if (raw === null) return { user: null, clear: false };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { user: null, clear: true };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { user: null, clear: true };
  const d = data as Record<string, unknown>;
  const id = typeof d.id === 'number' ? String(d.id) : optionalString(d.id);
  if (!id) return { user: null, clear: true };
  const user: StoredUser = { id };
  for (const field of ['firstName', 'lastName', 'fullName', 'phone', 'imageUrl'] as const) {
    const v = optionalString(d[field]);
    if (v) user[field] = v;
  }
  if (typeof d.bonusBalance === 'number' && Number.isFinite(d.bonusBalance))
    user.bonusBalance = d.bonusBalance;
  const addresses = Array.isArray(d.addresses) ? parseStoredAddresses(d.addresses) : [];
  if (addresses.length > 0) user.addresses = addresses;
  return { user, clear: false };
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** SPEC section 5: on restore, addresses without businessRegionId are dropped, the rest sorted. */
export function parseStoredAddresses(list: readonly unknown[]): StoredAddress[] {
  const addresses = list.flatMap((a): StoredAddress[] => {
    if (typeof a !== 'object' || a === null) return [];
    const r = a as Record<string, unknown>;
    const id = optionalString(r.id);
    const street = optionalString(r.street);
    if (!id || !street) return [];
    return [
      {
        id,
        businessRegionId: num(r.businessRegionId) ?? 0,
        city: text(r.city) ?? '',
        street,
        house: text(r.house) ?? '',
        apartment: text(r.apartment),
        entrance: text(r.entrance),
        floor: text(r.floor),
        intercom: text(r.intercom),
        isPrivateHouse: r.isPrivateHouse === true,
        latitude: num(r.latitude),
        longitude: num(r.longitude),
        comment: text(r.comment),
      },
    ];
  });
  return usableAddresses(addresses);
}

/** How the menu greets the customer: first name, else full name, else nothing. */
export const displayName = (user: StoredUser) => user.firstName ?? user.fullName?.split(/\s+/)[0] ?? null;
