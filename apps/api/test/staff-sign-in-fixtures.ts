/**
 * Back-office members with real passwords, signed in over HTTP as the SPA does (for the staff
 * tests; other modules' tests use staff-fixtures.ts, which makes sessions directly).
 */
import { randomBytes } from 'node:crypto';
import { staffUsers, type StaffRole } from '../src/db/schema.js';
import { hashPassword } from '../src/modules/staff/passwords.js';
import type { TestApi } from './harness.js';

export const PASSWORD = 'correct horse battery';

let seq = 0;
/** A client address of its own per call (the throttle counts per address). */
export function uniqueIp(): string {
  seq += 1;
  return `203.0.${Math.floor(seq / 250) % 250}.${(seq % 250) + 1}`;
}

export async function createMember(
  api: TestApi,
  role: StaffRole,
  scope: { retailNetworkIds?: number[]; outletIds?: number[] } = {},
  over: Partial<typeof staffUsers.$inferInsert> = {},
) {
  const email = `member${++seq}-${randomBytes(3).toString('hex')}@example.com`;
  const [row] = await api.database.db
    .insert(staffUsers)
    .values({
      email,
      name: `Member ${seq}`,
      role,
      retailNetworkIds: scope.retailNetworkIds ?? [],
      outletIds: scope.outletIds ?? [],
      passwordHash: await hashPassword(PASSWORD),
      language: 'en',
      ...over,
    })
    .returning();
  return row!;
}

export interface StaffClient {
  cookie: string;
  csrfToken: string;
  ip: string;
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  patch(path: string, body?: unknown): Promise<Response>;
}

/** The staff_session cookie a response set (name=value), or null. */
export function sessionCookieOf(res: Response): string | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith('staff_session='));
  return line ? line.split(';')[0]! : null;
}

export function clientFor(api: TestApi, cookie: string, csrfToken: string, ip: string): StaffClient {
  const send = (method: string) => (path: string, body?: unknown) =>
    fetch(api.url + path, {
      method,
      headers: {
        cookie,
        'x-csrf-token': csrfToken,
        'x-forwarded-for': ip,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    cookie,
    csrfToken,
    ip,
    get: (path) => fetch(api.url + path, { headers: { cookie, 'x-forwarded-for': ip } }),
    post: send('POST'),
    patch: send('PATCH'),
  };
}

export function postSignIn(api: TestApi, email: string, password: string, ip: string, cookie?: string) {
  return fetch(`${api.url}/admin/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email, password }),
  });
}

/** Signs in with the password (and nothing more); fails the test unless it is a 200. */
export async function signIn(api: TestApi, email: string, password = PASSWORD, ip = uniqueIp()) {
  const res = await postSignIn(api, email, password, ip);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${text}`);
  const body = JSON.parse(text) as {
    csrfToken: string;
    secondFactorRequired: boolean;
    mustSetUpTotp: boolean;
  };
  return { body, client: clientFor(api, sessionCookieOf(res)!, body.csrfToken, ip) };
}
