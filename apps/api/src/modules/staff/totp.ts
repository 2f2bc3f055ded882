/**
 * The TOTP second factor (RFC 6238): SHA-1, 6 digits, 30-second steps, what every authenticator
 * app reads from the QR code. A code of the step before or after also passes (clocks drift, and
 * typing takes time), but a step is accepted once: a code seen on a shoulder or in a proxy log
 * cannot be used again, nor can an older one after a newer (RFC 6238 section 5.2).
 */
import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
const DIGITS = 6;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
  }).toString();
}

/** The time step the code belongs to (now, one before or one after), or null when it fits none. */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD,
    timestamp: now.getTime(),
    window: 1,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now.getTime() }) + delta;
}

/** A step may be used only when it is newer than the last one this member used. */
export function isFreshStep(step: number, lastUsedStep: number | null): boolean {
  return lastUsedStep === null || step > lastUsedStep;
}

/** The code of a moment: what the member's app shows (tests, and nothing else, need it). */
export function totpCodeAt(secret: string, at: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD,
    timestamp: at.getTime(),
  });
}
