/**
 * Where the API reads the time. Rules that depend on it (code lifetime, resend wait, session
 * expiry) take a Clock so tests can move time forward instead of sleeping; the database's own
 * now() is never used for those rules, so both sides agree.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
