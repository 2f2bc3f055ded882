/** Reading and writing the chrome's cookies; the string work is pure so it is tested. */
export interface CookieOptions {
  maxAgeS?: number;
  expires?: Date;
  path?: string;
}

export function serializeCookie(name: string, value: string, o: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${o.path ?? '/'}`, 'SameSite=Lax'];
  if (o.maxAgeS !== undefined) parts.push(`max-age=${Math.floor(o.maxAgeS)}`);
  if (o.expires) parts.push(`expires=${o.expires.toUTCString()}`);
  return parts.join('; ');
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export const hasBrowserCookie = (name: string) =>
  typeof document !== 'undefined' && readCookie(document.cookie, name) !== null;

export function setBrowserCookie(name: string, value: string, o?: CookieOptions) {
  document.cookie = serializeCookie(name, value, o);
}
