/**
 * The signed-in customer on this device. The session itself is the httpOnly cookie the API set
 * (ARCHITECTURE.md); the browser keeps only what the chrome shows in localStorage 'user'
 * (shell/stored-user.ts) — never the token.
 */
import type { TUser } from '@food/contracts';
import {
  USER_STORAGE_KEY,
  parseStoredAddresses,
  parseStoredUser,
  type StoredUser,
} from '../shell/stored-user';
import { saveUser } from '../shell/use-user';

/** What the chrome keeps of the customer; the bonus balance known before is kept. */
export function toStoredUser(user: TUser, previous?: StoredUser | null): StoredUser {
  const stored: StoredUser = { id: user.id, phone: user.phone };
  if (user.firstName.trim()) stored.firstName = user.firstName;
  if (user.lastName.trim()) stored.lastName = user.lastName;
  if (user.fullName.trim()) stored.fullName = user.fullName;
  if (user.imageUrl) stored.imageUrl = user.imageUrl;
  // SPEC section 5: addresses without businessRegionId are dropped on code success
  const addresses = parseStoredAddresses(user.addresses);
  if (addresses.length > 0) stored.addresses = addresses;
  if (previous?.id === user.id && previous.bonusBalance !== undefined)
    stored.bonusBalance = previous.bonusBalance;
  return stored;
}

function readStoredUser(): StoredUser | null {
  try {
    return parseStoredUser(window.localStorage.getItem(USER_STORAGE_KEY)).user;
  } catch {
    return null;
  }
}

/** Stores a fresh copy of the customer (after sign-in or any profile change). */
export function rememberUser(user: TUser) {
  saveUser(toStoredUser(user, readStoredUser()));
}

/** The drawer's bonus count (SPEC section 2): stored with the user once known. */
export function rememberBonusBalance(userId: string, confirmed: number) {
  const stored = readStoredUser();
  if (stored?.id === userId && stored.bonusBalance !== confirmed)
    saveUser({ ...stored, bonusBalance: confirmed });
}
