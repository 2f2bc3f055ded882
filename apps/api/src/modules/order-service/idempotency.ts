/**
 * Idempotent order creation, as the big payment APIs do it. A key is claimed by inserting its row
 * (the primary key makes the claim atomic across API instances); the response is stored in the
 * same statement that writes the order (orders-repo.ts `writeOrder`), so a stored response always has its order and an order
 * always has its response. While the first request runs, the row has no response: a second one
 * with the key is told 409 and may retry. A failed request deletes its claim, so it can be retried.
 *
 * Without a key, the request's own hash is the key (`auto:<hash>`) for DOUBLE_SUBMIT_WINDOW_MS:
 * a double click creates one order, and the second click receives the first one's response.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';
import { claimKeyWithLocalId } from './orders-repo.js';

/** keys are kept (and replayed) at least this long */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const DOUBLE_SUBMIT_WINDOW_MS = 10_000;
/** a claim this old without a response belongs to a request that died (requests time out at 30 s) */
export const STALE_CLAIM_MS = 60_000;

export type Claim =
  /** the key is this request's, and so is the order number drawn with it */
  | { kind: 'claimed'; localId: number }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'in-flight' }
  | { kind: 'mismatch' };

export interface ClaimInput {
  rn: number;
  key: string;
  hash: string;
  now: Date;
  /** how long a finished response is replayed */
  keepMs: number;
}

export async function claimKey(db: DbOrTx, { rn, key, hash, now, keepMs }: ClaimInput): Promise<Claim> {
  const where = and(eq(idempotencyKeys.retailNetworkId, rn), eq(idempotencyKeys.key, key));
  for (let attempt = 0; attempt < 3; attempt++) {
    const localId = await claimKeyWithLocalId(db, { rn, key, hash, now });
    if (localId !== null) return { kind: 'claimed', localId };

    const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!row) continue; // released between our insert and select
    const age = now.getTime() - row.createdAt.getTime();
    const isOver = row.responseStatus === null ? age >= STALE_CLAIM_MS : age >= keepMs;
    if (isOver) {
      await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.requestHash !== hash) return { kind: 'mismatch' };
    if (row.responseStatus === null) return { kind: 'in-flight' };
    return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
  }
  return { kind: 'in-flight' };
}

/** Gives a failed request's claim back, so the same key can be tried again. */
export async function releaseKey(db: DbOrTx, rn: number, key: string, hash: string) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.retailNetworkId, rn),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.requestHash, hash),
        isNull(idempotencyKeys.responseStatus),
      ),
    );
}

export async function purgeKeysBefore(db: DbOrTx, before: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
