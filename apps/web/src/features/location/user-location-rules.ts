/**
 * SPEC section 3's user_location {latitude, longitude} (issue 17, item 31): the browser's
 * position, asked for only when the customer taps 'nearest to me'. Pure rules for it.
 */
export interface UserLocation {
  latitude: number;
  longitude: number;
}

/**
 * Rounded before it leaves the browser: 4 decimals (about 11 m, what a phone's fix is worth) to
 * find the address there; 3 (about 110 m) to find the nearest restaurant, which is enough to tell
 * restaurants apart and no more of where the customer stands than our servers and logs need.
 */
export function roundLocation(p: UserLocation, decimals: 3 | 4 = 4): UserLocation {
  const k = 10 ** decimals;
  const round = (v: number) => Math.round(v * k) / k;
  return { latitude: round(p.latitude), longitude: round(p.longitude) };
}

/** A stored location, or null when it is missing or unreadable. */
export function parseStoredLocation(raw: string | null): UserLocation | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<UserLocation> | null;
    const { latitude, longitude } = v ?? {};
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    return { latitude, longitude };
  } catch {
    return null;
  }
}

/** "350 м", "1,2 км", "540 km": metres under one kilometre, else kilometres (one decimal under 10). */
export function formatDistance(meters: number, locale: string): string {
  const lang = locale === 'uk' || locale === 'ua' ? 'uk' : locale;
  if (meters < 1000)
    return new Intl.NumberFormat(lang, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(
      Math.max(10, Math.round(meters / 10) * 10),
    );
  const km = meters / 1000;
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}
