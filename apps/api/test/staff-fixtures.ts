/**
 * Staff members and API keys for API tests, made straight in the database, so a module's tests
 * need no sign-in round trip (sign-in itself is tested in staff-*.test.ts). Each member comes
 * with a live session: `member.get/post/put/patch/del` send its cookie and CSRF token.
 */
import { createHash, randomBytes } from 'node:crypto';
import { apiKeys, staffSessions, staffUsers, type StaffRole } from '../src/db/schema.js';
import { hashApiKey } from '../src/modules/ops/api-keys.js';
import { STAFF_COOKIE } from '../src/modules/staff/staff-session.js';
import type { TestApi } from './harness.js';

export interface TestStaff {
  id: string;
  email: string;
  cookie: string;
  csrfToken: string;
  /** cookie only (a write without x-csrf-token must be refused) */
  headers: Record<string, string>;
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  put(path: string, body?: unknown): Promise<Response>;
  patch(path: string, body?: unknown): Promise<Response>;
  del(path: string): Promise<Response>;
}

let seq = 0;

export async function createStaff(
  api: TestApi,
  role: StaffRole,
  scope: { retailNetworkIds?: number[]; outletIds?: number[] } = {},
): Promise<TestStaff> {
  const email = `staff${++seq}-${randomBytes(3).toString('hex')}@example.com`;
  const [member] = await api.database.db
    .insert(staffUsers)
    .values({
      email,
      name: `Test ${role.toLowerCase()} ${seq}`,
      role,
      retailNetworkIds: scope.retailNetworkIds ?? [],
      outletIds: scope.outletIds ?? [],
      language: 'en',
    })
    .returning({ id: staffUsers.id });
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await api.database.db.insert(staffSessions).values({
    staffId: member!.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    csrfToken,
    isVerified: true,
    expiresAt: new Date(Date.now() + 12 * 3600_000),
  });
  const cookie = `${STAFF_COOKIE}=${token}`;
  const send = (method: string) => (path: string, body?: unknown) =>
    fetch(api.url + path, {
      method,
      headers: {
        cookie,
        'x-csrf-token': csrfToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    id: member!.id,
    email,
    cookie,
    csrfToken,
    headers: { cookie },
    get: (path) => fetch(api.url + path, { headers: { cookie } }),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    del: send('DELETE'),
  };
}

/** An API key for /ops/v1 with this scope; returns the Authorization header to send. */
export async function createApiKey(
  api: TestApi,
  scope: { all?: boolean; retailNetworkIds?: number[]; outletIds?: number[] },
): Promise<{ id: string; authorization: string }> {
  const key = `fk_${randomBytes(32).toString('base64url')}`;
  const [row] = await api.database.db
    .insert(apiKeys)
    .values({
      name: `test key ${++seq}`,
      keyHash: hashApiKey(key),
      prefix: key.slice(0, 10),
      isOwnerScope: scope.all ?? false,
      retailNetworkIds: scope.retailNetworkIds ?? [],
      outletIds: scope.outletIds ?? [],
    })
    .returning({ id: apiKeys.id });
  return { id: row!.id, authorization: `Bearer ${key}` };
}
