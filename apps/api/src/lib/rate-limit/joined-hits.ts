/**
 * A request's exact hits made inside its route's own first statement instead of one of their
 * own (PostgreSQL; `JOINED_ROUTES` of policy.ts): order creation counts its address and account
 * hits in the statement that claims its key and reads its outlet, one round trip less an order
 * (issue 22 item 6). The count is the same upsert of `rate_limits` (migration 0021's
 * `rate_limit_hit`, sql-store.ts's statement as a function), so instances still share one exact
 * count and a limit refuses the request that goes past it, with the same 429 and Retry-After.
 *
 * The route hands `part` to its statement, which decides (a request past a limit throws there,
 * after the statement: the route gives back what it claimed), or calls `settle` first when it
 * answers without that statement (a replay, a refusal made before it): the hits are then made
 * on their own, as on any other route, and a request past a limit is refused before anything
 * else. A statement that fails with the hits in it is run again without them, the hits made on
 * their own first (a failing `rate_limits` lets the request through, as on every route). A request that ends without either (its body failed the schema, before the handler) is
 * counted as it leaves (register.ts, onSend), keeping its own answer. A key found past its limit
 * is remembered until its window ends, so what follows from it is refused at once, with no
 * statement, as an exact store would refuse it. In the statement the account is counted even
 * when the address is past its limit (on their own, as in register.ts, it is not): a refused
 * order may spend one of its account's hits.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ReadPart } from '../read-parts.js';
import type { Count } from './sql-store.js';

export interface Hit {
  key: string;
  max: number;
  windowMs: number;
}

/** The exact store's hit (sql-store.ts `incr`). */
type CountHit = (key: string, windowMs: number) => Promise<Count>;

/** What a route with joined hits is given (order-service's route). */
export interface JoinedLimits {
  /** the hits as a part of the route's first statement (lib/read-parts.ts) */
  part(): ReadPart<void>;
  /** the hits made now on their own, unless the statement made them; throws when past a limit */
  settle(): Promise<void>;
  /** the part went with a statement that failed: the hits were not made */
  readonly lostWithStatement: boolean;
}

/** Keys past their limit on this instance, until their window ends (epoch ms). */
export class PastLimit {
  private readonly until = new Map<string, number>();

  /** milliseconds left of the window the key went past its limit in, or 0 */
  leftFor(key: string, now = Date.now()): number {
    const end = this.until.get(key);
    if (end === undefined) return 0;
    if (end > now) return end - now;
    this.until.delete(key);
    return 0;
  }

  remember(key: string, ttlMs: number, now = Date.now()): void {
    if (this.until.size >= 10_000) for (const [k, end] of this.until) if (end <= now) this.until.delete(k);
    if (this.until.size < 10_000) this.until.set(key, now + ttlMs);
  }
}

export class JoinedHits implements JoinedLimits {
  /** pending: not made yet; counted: made, within every limit; an error: past one */
  private outcome: 'pending' | 'counted' | Error = 'pending';
  private sent = false;

  constructor(
    private readonly hits: Hit[],
    private readonly countHit: CountHit,
    private readonly pastLimit: PastLimit,
    private readonly refuse: (retryAfterSeconds: number) => Error,
  ) {}

  get isPending(): boolean {
    return this.outcome === 'pending';
  }

  get lostWithStatement(): boolean {
    return this.sent && this.outcome === 'pending';
  }

  part(): ReadPart<void> {
    this.sent = true;
    const calls = sql.join(
      this.hits.map((h) => sql`rate_limit_hit(${h.key}, ${h.windowMs}::integer)`),
      sql`, `,
    );
    return {
      // synchronous_commit off for the statement's own transaction, as sql-store.ts's hit
      sql: sql`select json_build_array(${calls}) from (select set_config('synchronous_commit', 'off', true)) as local_setting`,
      decode: (value) => {
        const counts = ((value ?? []) as Array<[number, number]>).map(([current, ttl]) => ({
          current: Number(current),
          ttl: Math.max(0, Number(ttl)),
        }));
        this.decide(counts);
      },
    };
  }

  async settle(): Promise<void> {
    if (this.outcome === 'pending') {
      const counts: Count[] = [];
      for (const hit of this.hits) {
        try {
          counts.push(await this.countHit(hit.key, hit.windowMs));
        } catch {
          // a failing store lets the request through (logged by the store), as on every route
          counts.push({ current: 0, ttl: hit.windowMs });
        }
        // past the address limit: the account is not counted, as register.ts's onRequest does
        if (counts.at(-1)!.current > hit.max) break;
      }
      this.decide(counts);
    }
    if (this.outcome instanceof Error) throw this.outcome;
  }

  private decide(counts: Count[]): void {
    this.outcome = 'counted';
    for (const [i, hit] of this.hits.entries()) {
      const count = counts[i];
      if (!count || count.current <= hit.max) continue;
      this.pastLimit.remember(hit.key, count.ttl);
      this.outcome = this.refuse(Math.ceil(count.ttl / 1000));
      throw this.outcome;
    }
  }
}

/** each request's hits left to its route's first statement (register.ts sets them) */
export const joinedHits = new WeakMap<FastifyRequest, JoinedHits>();

/**
 * The hits a request of a `JOINED_ROUTES` route makes in its own first statement (PostgreSQL),
 * or none: it then counts as every other route does (PGlite, or nothing to count).
 */
export function joinedLimitsOf(req: FastifyRequest): JoinedLimits | undefined {
  return joinedHits.get(req);
}
