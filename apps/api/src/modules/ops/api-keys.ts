/**
 * API keys for the machine API (/ops/v1): `Authorization: Bearer <key>`. Only the key's sha256
 * is stored. `OPS_TOKEN`, when set (the demo generates one), is kept as an owner-scoped key
 * named "OPS_TOKEN", so tills set up before keys existed keep working.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { apiKeys } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { Principal } from '../staff/index.js';

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: `fk_` and 32 random bytes; shown once. */
export function newApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `fk_${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, 10), keyHash: hashApiKey(key) };
}

/**
 * The environment's OPS_TOKEN as an owner-scoped key. Only the current value works: a token the
 * environment no longer names (rotated, or the demo's generated one of an earlier start, which
 * the log printed) is revoked, and one an owner revoked stays revoked.
 */
export async function ensureOpsTokenKey(db: Db, opsToken: string): Promise<void> {
  const keyHash = hashApiKey(opsToken);
  await db
    .insert(apiKeys)
    .values({ name: 'OPS_TOKEN', keyHash, prefix: opsToken.slice(0, 4) + '…', isOwnerScope: true })
    .onConflictDoNothing();
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(apiKeys.name, 'OPS_TOKEN'),
        isNull(apiKeys.createdBy),
        ne(apiKeys.keyHash, keyHash),
        isNull(apiKeys.revokedAt),
      ),
    );
}

/** Sets `req.principal` from the bearer key, or answers 401. */
export async function authenticateApiKey(db: Db, clock: Clock, req: FastifyRequest): Promise<Principal> {
  const match = /^Bearer\s+(\S{16,200})$/i.exec(req.headers.authorization?.trim() ?? '');
  if (!match) throw new AppError('UNAUTHORIZED', 'The operator API needs Authorization: Bearer <API key>');
  const [key] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(match[1]!)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!key) throw new AppError('UNAUTHORIZED', 'This API key is unknown or revoked');
  const now = clock.now();
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > 60_000)
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
  const principal: Principal = {
    kind: 'apiKey',
    id: key.id,
    label: `API key ${key.name} (${key.prefix})`,
    role: null,
    scope: { all: key.isOwnerScope, retailNetworkIds: key.retailNetworkIds, outletIds: key.outletIds },
    sessionId: null,
  };
  req.principal = principal;
  return principal;
}
