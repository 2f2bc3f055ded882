/**
 * The signed-in customer as kept in localStorage under 'user' by the sign-in flow (SPEC
 * section 4): an unparseable stored user is cleared, so only a usable one comes back.
 */
export const USER_STORAGE_KEY = 'user';

export interface StoredUser {
  id: string;
  firstName?: string;
  lastName?: string;
  fullName?: string;
  phone?: string;
  imageUrl?: string;
  /** confirmed bonus balance when the bonuses issue knows it */
  bonusBalance?: number;
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
  return { user, clear: false };
}

/** How the menu greets the customer: first name, else full name, else nothing. */
export const displayName = (user: StoredUser) => user.firstName ?? user.fullName?.split(/\s+/)[0] ?? null;
