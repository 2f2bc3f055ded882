/**
 * Affiliate programmes (SPEC section 7: additionalInfo.cpaName and cpaId). A visitor who lands
 * from a partner's link carries its click id in the URL; it is kept in a cookie so an order
 * placed later in the visit, or within the programme's attribution window, is credited.
 * Decisions where the spec is silent: explicit `cpaName` + `cpaId` parameters are read as they
 * are; admitad's own links (`admitad_uid`, or `adm_uid` among the marketing parameters of
 * section 7) give cpaName "admitad". The cookie lives 30 days, admitad's default window; the
 * latest partner link wins.
 */
export const CPA_COOKIE = 'cpa';
export const CPA_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface Affiliate {
  cpaName: string;
  cpaId: string;
}

const clean = (v: string | null, max: number) => {
  const t = v?.trim() ?? '';
  return t && t.length <= max && ![...t].some((c) => c.charCodeAt(0) < 32) ? t : null;
};

export function affiliateFromQuery(params: URLSearchParams): Affiliate | null {
  const name = clean(params.get('cpaName'), 60);
  const id = clean(params.get('cpaId'), 200);
  if (name && id) return { cpaName: name, cpaId: id };
  const admitad = clean(params.get('admitad_uid') ?? params.get('adm_uid'), 200);
  return admitad ? { cpaName: 'admitad', cpaId: admitad } : null;
}

export const serializeAffiliate = (a: Affiliate) => JSON.stringify([a.cpaName, a.cpaId]);

export function parseAffiliate(raw: string | null): Affiliate | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data) || data.length !== 2) return null;
    const [name, id] = data.map((v) => (typeof v === 'string' ? v : null));
    const cpaName = clean(name ?? null, 60);
    const cpaId = clean(id ?? null, 200);
    return cpaName && cpaId ? { cpaName, cpaId } : null;
  } catch {
    return null;
  }
}
