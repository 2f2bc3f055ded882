/**
 * SPEC section 4: the under-construction page replaces content when the brand config's
 * IS_UNDER_CONSTRUCTION flag is set. Env values arrive as booleans, numbers or strings. The API
 * lists the flag with each brand (GET /config/v1/brands), so the storefront's server answers such
 * a brand's pages 503; the storefront's layout renders the page itself from init's env.
 */
export function isUnderConstruction(env: Readonly<Record<string, unknown>>): boolean {
  const flag = env.IS_UNDER_CONSTRUCTION;
  if (typeof flag === 'boolean') return flag;
  if (typeof flag === 'number') return flag !== 0;
  return typeof flag === 'string' && /^(1|true|yes|on)$/i.test(flag.trim());
}
