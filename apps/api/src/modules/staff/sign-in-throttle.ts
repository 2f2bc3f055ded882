/**
 * Throttling of back-office password (and second-factor) attempts (issue 18 item 2): growing
 * waits, never a lockout a stranger can trigger (OWASP ASVS 5.0 V6.3.1, "soft lockout").
 *
 * Two counts, each from the attempts table:
 * - per (e-mail, client address): the failures since that pair's last success. The first five
 *   are free, then each try waits 30 s, 1, 2, 4, 8, at most 15 minutes after the latest failure.
 *   A stranger guessing from elsewhere fills only their own pair: the member signing in from
 *   their own address is never slowed by it.
 * - per client address, any e-mail (password spraying): the failures of the last hour. Twenty
 *   are free (an office where a few people mistype), then the same growing wait. An address a
 *   member has signed in from within 90 days is known for that member and skips this count, so
 *   a sprayer behind the office's NAT does not keep its staff out.
 * IPv6 addresses count per /64: one home or phone line is given a whole /64, so single IPv6
 * addresses cost an attacker nothing.
 */
import { isIPv4, isIPv6 } from 'node:net';

export const SIGN_IN_THROTTLE = {
  pairFreeFailures: 5,
  /** the pair's failures are looked at this far back at most (a success resets them earlier) */
  pairWindowMs: 24 * 60 * 60 * 1000,
  addressFreeFailures: 20,
  addressWindowMs: 60 * 60 * 1000,
  /** a success from an address within this time makes it known for that member */
  knownAddressMs: 90 * 24 * 60 * 60 * 1000,
  firstWaitMs: 30_000,
  maxWaitMs: 15 * 60 * 1000,
} as const;

export interface AttemptHistory {
  /** failures of this e-mail from this address since the pair's last success, newest first */
  pairFailures: readonly Date[];
  /** failures of any e-mail from this address within the address window, newest first */
  addressFailures: readonly Date[];
  /** this e-mail signed in from this address within `knownAddressMs` */
  isKnownAddress: boolean;
}

export type ThrottleDecision = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/** How long after the latest failure the next try must wait, given the failures counted. */
export function waitAfterFailuresMs(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures, 20);
  return Math.min(SIGN_IN_THROTTLE.maxWaitMs, SIGN_IN_THROTTLE.firstWaitMs * 2 ** doublings);
}

function waitUntil(failures: readonly Date[], freeFailures: number): number {
  const latest = failures[0];
  if (!latest) return 0;
  return latest.getTime() + waitAfterFailuresMs(failures.length, freeFailures);
}

export function decideAttempt(history: AttemptHistory, now: Date): ThrottleDecision {
  const pairUntil = waitUntil(history.pairFailures, SIGN_IN_THROTTLE.pairFreeFailures);
  const addressUntil = history.isKnownAddress
    ? 0
    : waitUntil(history.addressFailures, SIGN_IN_THROTTLE.addressFreeFailures);
  const until = Math.max(pairUntil, addressUntil);
  if (until <= now.getTime()) return { isAllowed: true };
  return { isAllowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

/** Expands an IPv6 address (with `::` and an optional embedded IPv4 tail) to eight 16-bit groups. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  return [...head, ...Array<number>(missing).fill(0), ...rest];
}

/**
 * The address a count is kept under: the IPv4 address itself (also when written as an
 * IPv4-mapped IPv6 address), or the /64 of an IPv6 address, e.g. `2001:db8:1:2::/64`.
 */
export function addressKey(ip: string): string {
  const bare = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (!groups || groups.length !== 8) return bare;
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
