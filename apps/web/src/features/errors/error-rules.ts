/** Small rules of the error pages: the under-construction flag and error digests. */
export type ErrorPageLanguage = 'uk' | 'ru' | 'en';

/**
 * SPEC section 4: the under-construction page replaces content when the brand config's
 * IS_UNDER_CONSTRUCTION flag is set. Env values arrive as booleans, numbers or strings.
 */
export function isUnderConstruction(env: Record<string, string | number | boolean>): boolean {
  const flag = env.IS_UNDER_CONSTRUCTION;
  if (typeof flag === 'boolean') return flag;
  if (typeof flag === 'number') return flag !== 0;
  return typeof flag === 'string' && /^(1|true|yes|on)$/i.test(flag.trim());
}

/** The digest Next attaches to a server error, which the server log carries too; null otherwise. */
export function errorDigest(error: unknown): string | null {
  return error && typeof error === 'object' && 'digest' in error && typeof error.digest === 'string'
    ? error.digest
    : null;
}
