/**
 * Staff passwords: argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane), and the
 * rule a new password must meet. A sign-in for an unknown e-mail still verifies, against a
 * dummy hash of the same cost, so the answer's timing does not tell which e-mails exist.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '@food/contracts';

const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

let dummyHash: Promise<string> | null = null;

/** The stored hash, or (no member, no password yet) a dummy one that never matches. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash) {
    try {
      return await verify(storedHash, password);
    } catch {
      return false; // a malformed stored hash matches nothing
    }
  }
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  await verify(await dummyHash, password).catch(() => false);
  return false;
}

/** Why a new password is refused (WEAK_PASSWORD), or null when it is fine. */
export function passwordWeakness(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < STAFF_PASSWORD_MIN_LENGTH)
    return `The password needs at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;
  if (length > STAFF_PASSWORD_MAX_LENGTH)
    return `The password may have at most ${STAFF_PASSWORD_MAX_LENGTH} characters`;
  const bare = password.trim().toLowerCase();
  const mail = email.trim().toLowerCase();
  if (bare === mail || bare === mail.split('@')[0]) return 'The password may not be your e-mail address';
  return null;
}
