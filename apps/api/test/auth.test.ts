import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers } from '../src/db/schema.js';
import { systemClock } from '../src/lib/clock.js';
import {
  SESSION_TTL_MS,
  readSession,
  requireSameUser,
  requireSession,
  revokeSession,
  type SessionDeps,
} from '../src/lib/session.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { databaseKinds, startTestApi, type TestApi } from './harness.js';

const fakeRequest = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
  ({ headers, cookies }) as unknown as FastifyRequest;

describe.each(databaseKinds())('sessions on %s', (kind) => {
  let api: TestApi;
  let deps: SessionDeps;
  beforeAll(async () => {
    api = await startTestApi(kind);
    deps = { database: api.database, clock: systemClock };
  });
  afterAll(() => api?.close());
  afterEach(() => vi.restoreAllMocks());

  it('reads the session from a Bearer header or the session cookie', async () => {
    const { customer, token, sessionId } = await createSignedInCustomer(api.database.db);
    const expected = { customerId: customer.id, sessionId };
    expect(await readSession(deps, fakeRequest({ authorization: `Bearer ${token}` }))).toEqual(expected);
    expect(await readSession(deps, fakeRequest({}, { session: token }))).toEqual(expected);
    expect(await requireSession(deps, fakeRequest({}, { session: token }))).toEqual(expected);
  });

  it('refuses missing, malformed, unknown, expired and revoked tokens', async () => {
    const { token, sessionId } = await createSignedInCustomer(api.database.db);
    expect(await readSession(deps, fakeRequest({}))).toBeNull();
    expect(await readSession(deps, fakeRequest({ authorization: 'Bearer not-a-token' }))).toBeNull();
    expect(await readSession(deps, fakeRequest({ authorization: `Basic ${token}` }))).toBeNull();
    const other = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await readSession(deps, fakeRequest({ authorization: `Bearer ${other}` }))).toBeNull();
    await expect(requireSession(deps, fakeRequest({}))).rejects.toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
    });

    const later = new Date(Date.now() + SESSION_TTL_MS + 1000);
    vi.spyOn(systemClock, 'now').mockReturnValue(later);
    expect(await readSession(deps, fakeRequest({ authorization: `Bearer ${token}` }))).toBeNull();
    vi.restoreAllMocks();

    await revokeSession(api.database.db, sessionId, new Date());
    expect(await readSession(deps, fakeRequest({ authorization: `Bearer ${token}` }))).toBeNull();
  });

  it('drops the session of a blocked customer', async () => {
    const { customer, token } = await createSignedInCustomer(api.database.db);
    await api.database.db.update(customers).set({ isBlocked: true }).where(eq(customers.id, customer.id));
    expect(await readSession(deps, fakeRequest({ authorization: `Bearer ${token}` }))).toBeNull();
  });

  it('lets a customer act only as themselves', async () => {
    const session = { customerId: '6f1c1e0e-3c1a-4d8e-9a5b-0a0b0c0d0e0f', sessionId: 'x' };
    expect(() => requireSameUser(session, '6F1C1E0E-3C1A-4D8E-9A5B-0A0B0C0D0E0F')).not.toThrow();
    expect(() => requireSameUser(session, '00000000-0000-4000-8000-000000000000')).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'FORBIDDEN' }),
    );
  });
});
