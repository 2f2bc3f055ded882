/** Small rules of the error pages: the under-construction flag and error digests. */
export type ErrorPageLanguage = 'uk' | 'ru' | 'en';

/** SPEC section 4's flag, one rule with the API (packages/domain). */
export { isUnderConstruction } from '@food/domain/brand-flags';

/** The digest Next attaches to a server error, which the server log carries too; null otherwise. */
export function errorDigest(error: unknown): string | null {
  return error && typeof error === 'object' && 'digest' in error && typeof error.digest === 'string'
    ? error.digest
    : null;
}
