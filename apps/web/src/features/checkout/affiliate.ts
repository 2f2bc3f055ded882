/**
 * Affiliate programmes (SPEC section 7: additionalInfo.cpaName and cpaId). A visitor who lands
 * from a partner's link carries its click id in the URL; it is kept in a cookie so an order
 * placed later in the visit, or within the programme's attribution window, is credited.
 * SPEC section 9: "affiliate parameters come from the query (two id names, and utm_source equal
 * admitad)": a click id (`admitad_uid`, or `adm_uid` among the marketing parameters of section
 * 7) credits admitad only on a landing whose `utm_source` is exactly `admitad`; the same id on a
 * Google or newsletter landing is not admitad's sale. Nothing else in the URL names a partner,
 * so a link cannot credit a partner the spec does not know. Decisions where the spec is silent:
 * the cookie lives 30 days, admitad's default window; the latest admitad link wins.
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

const ADMITAD = 'admitad';
const ADMITAD_ID_PARAMS = ['admitad_uid', 'adm_uid'] as const;

export function affiliateFromQuery(params: URLSearchParams): Affiliate | null {
  if (params.get('utm_source') !== ADMITAD) return null;
  for (const name of ADMITAD_ID_PARAMS) {
    const id = clean(params.get(name), 200);
    if (id) return { cpaName: ADMITAD, cpaId: id };
  }
  return null;
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
