/**
 * The location feature's per-session memory (sessionStorage: one browser session, one city
 * host). Storage may be unavailable (privacy modes): then every read is "not set" and the page
 * works on, at worst asking "your city?" once more.
 */
const KEYS = {
  /** the customer answered "your city?", or the check had nothing to ask */
  regionValidated: 'region_validated',
  /** the visitor arrived through a city choice (SPEC section 4: ip_redirected=1) */
  ipRedirected: 'ip_redirected',
  /** the visit's marketing parameters, passed on to links to other cities */
  marketing: 'marketing_params',
} as const;

type Key = keyof typeof KEYS;

function get(key: Key): string | null {
  try {
    return window.sessionStorage.getItem(KEYS[key]);
  } catch {
    return null;
  }
}

function set(key: Key, value: string) {
  try {
    window.sessionStorage.setItem(KEYS[key], value);
  } catch {
    // storage unavailable: see above
  }
}

export const isRegionValidated = () => get('regionValidated') === '1';
export const markRegionValidated = () => set('regionValidated', '1');
export const wasIpRedirected = () => get('ipRedirected') === '1';
export const markIpRedirected = () => set('ipRedirected', '1');

export function storedMarketing(): Record<string, string> {
  try {
    const data: unknown = JSON.parse(get('marketing') ?? '{}');
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? Object.fromEntries(
          Object.entries(data).filter((e): e is [string, string] => typeof e[1] === 'string'),
        )
      : {};
  } catch {
    return {};
  }
}

export function rememberMarketing(found: Record<string, string>) {
  if (Object.keys(found).length) set('marketing', JSON.stringify({ ...storedMarketing(), ...found }));
}
