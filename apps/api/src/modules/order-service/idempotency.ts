/**
 * Idempotent order creation, as the big payment APIs do it. A key is claimed by inserting its row
 * (the primary key makes the claim atomic across API instances); the response is stored in the
 * same statement that writes the order (orders-repo.ts `writeOrderStatement`), so a stored response always
 * has its order and an order always has its response. While the first request runs, the row has no
 * response: a second one with the key is told 409 and may retry. A failed request deletes its
 * claim, so it can be retried.
 *
 * A request that dies (a crash, `kill -9`) cannot delete its claim. So a claim holds a lease of
 * CLAIM_LEASE_MS on the database's clock, which its request renews every LEASE_RENEW_EVERY_MS while
 * it runs (`holdLease`); once the lease has run out, the next request with the key takes the claim
 * over (migration 0007_idempotency_lease): a retry after a crash succeeds within seconds. A request
 * that was alive after all but stalled past its lease cannot write a second order: `order_write`
 * only stores a response on a claim that has none (the first writer wins, the other gets 409).
 * Requests that finish within the renewal period never renew.
 *
 * Without a key, the request's own hash is the key (`auto:<hash>`) for DOUBLE_SUBMIT_WINDOW_MS:
 * a double click creates one order, and the second click receives the first one's response.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';
import type { ReadPart } from '../../lib/read-parts.js';
import { claimKeyStatement, claimKeyWithLocalId, KEY_LOST_SQLSTATE, renewKeyLease } from './orders-repo.js';

/** keys are kept (and replayed) at least this long */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const DOUBLE_SUBMIT_WINDOW_MS = 10_000;
/** how long a claim outlives its request's last sign of life */
export const CLAIM_LEASE_MS = 5_000;
/** well inside the lease, so one late renewal (a busy database) does not lose the key */
const LEASE_RENEW_EVERY_MS = 2_000;
/**
 * a claim without a lease (made by an instance still running the code from before migration 0007,
 * during a rolling deploy) counts as abandoned this long after it was made (requests time out at 30 s)
 */
const STALE_CLAIM_MS = 60_000;

export type Claim =
  /** the key is this request's, and so is the order number drawn with it */
  | { kind: 'claimed'; localId: number; claimedAt: Date }
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
  leaseMs?: number;
}

export async function claimKey(db: DbOrTx, input: ClaimInput): Promise<Claim> {
  const { rn, key, hash, now, keepMs, leaseMs = CLAIM_LEASE_MS } = input;
  const where = and(eq(idempotencyKeys.retailNetworkId, rn), eq(idempotencyKeys.key, key));
  for (let attempt = 0; attempt < 3; attempt++) {
    // claims a free key, or takes over one whose lease ran out
    const localId = await claimKeyWithLocalId(db, { rn, key, hash, now, leaseMs });
    if (localId !== null) return { kind: 'claimed', localId, claimedAt: now };

    const [row] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!row) continue; // released between our insert and select
    const age = now.getTime() - row.createdAt.getTime();
    const isOver =
      row.responseStatus === null ? row.leaseUntil === null && age >= STALE_CLAIM_MS : age >= keepMs;
    if (isOver) {
      await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.requestHash !== hash) return { kind: 'mismatch' };
    // a live lease (one that ran out since the claim statement is taken over on the next try)
    if (row.responseStatus === null) return { kind: 'in-flight' };
    return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
  }
  return { kind: 'in-flight' };
}

/** The key was not free for `freeKeyClaimPart`: another request's, or answered. */
export class KeyHeld extends Error {
  constructor() {
    super('the Idempotency-Key is held');
  }
}

/**
 * `claimKey`'s first statement as a part of another statement (lib/read-parts.ts): a free key (or
 * one whose lease ran out) is claimed and `onClaimed` hears its order number as soon as the
 * statement answers; a held one throws `KeyHeld`, having written nothing, and the caller claims
 * with `claimKey` (replay, mismatch, in flight).
 */
export function freeKeyClaimPart(
  input: Omit<ClaimInput, 'keepMs'>,
  onClaimed: (localId: number) => void,
): ReadPart<number> {
  const { leaseMs = CLAIM_LEASE_MS, ...claim } = input;
  return {
    sql: claimKeyStatement({ ...claim, leaseMs }),
    decode: (value) => {
      if (value === null || value === undefined) throw new KeyHeld();
      const localId = Number(value);
      onClaimed(localId);
      return localId;
    },
  };
}

export interface LeaseHolder {
  /** stops renewing; resolves once a renewal already sent has finished */
  stop(): Promise<void>;
}

/**
 * Renews a claim's lease every `everyMs` until stopped (call `stop` in a `finally`). A renewal that
 * fails is not retried at once: the lease outlasts two missed renewals, and the write is fenced.
 */
export function holdLease(
  db: DbOrTx,
  claim: { rn: number; key: string; hash: string },
  { leaseMs = CLAIM_LEASE_MS, everyMs = LEASE_RENEW_EVERY_MS } = {},
): LeaseHolder {
  let renewing: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (renewing) return; // the last one still waits for the database
    renewing = renewKeyLease(db, { ...claim, leaseMs })
      .catch(() => false)
      .finally(() => (renewing = null));
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await renewing;
    },
  };
}

/** `order_write` found the key answered or taken over: this request no longer holds it. */
export function isKeyLost(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === KEY_LOST_SQLSTATE) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Gives a failed request's claim back, so the same key can be tried again; only that claim
 * (`claimedAt`), never one a retry has taken over since.
 */
export async function releaseKey(db: DbOrTx, rn: number, key: string, hash: string, claimedAt: Date) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.retailNetworkId, rn),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.requestHash, hash),
        eq(idempotencyKeys.createdAt, claimedAt),
        isNull(idempotencyKeys.responseStatus),
      ),
    );
}
