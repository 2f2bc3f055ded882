/**
 * HTTP rate limits on every route (issue 16), with @fastify/rate-limit as the counter: its local
 * LRU store on PGlite (one process owns that database, so memory is the whole truth), the
 * `rate_limits` table on PostgreSQL (every instance shares the counts).
 *
 * Root hooks run before every module's own: a group's address and account limits on
 * onRequest, before the body is read; the phone limit on preValidation, once the body is parsed
 * but before the schema; a limit that counts failures reads on onRequest and counts on onError.
 * Over a limit the answer is a 429 with `Retry-After` and the error JSON.
 */
import rateLimit, {
  normalizeIP,
  type CreateRateLimitOptions,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../errors.js';
import { readSession, type SessionDeps } from '../session.js';
import { JoinedHits, PastLimit, joinedHits, type Hit } from './joined-hits.js';
import {
  JOINED_ROUTES,
  groupOfRoute,
  phoneKey,
  resolvePolicy,
  type GroupName,
  type LimitKey,
  type LimitRule,
  type Sharing,
} from './policy.js';
import { SqlRateLimitStore } from './sql-store.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Outcome = Awaited<ReturnType<Limiter>>;

interface GroupLimiters {
  name: GroupName;
  limits: Partial<Record<LimitKey, LimitRule>>;
  address?: Limiter;
  account?: Limiter;
  phone?: Limiter;
  countsOnlyStatus?: number;
}

/** counters kept per limit in memory (PGlite); past it the least recently seen key is forgotten */
const MEMORY_KEYS_PER_LIMIT = 20_000;

export interface RateLimitDeps extends SessionDeps {
  config: Pick<AppConfig, 'RATE_LIMIT_SCALE' | 'RATE_LIMITS' | 'TRUST_PROXY'>;
  database: Database;
}

function rateLimitedError(reply: FastifyReply, retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, retryAfterSeconds);
  reply.header('retry-after', String(seconds));
  return new AppError('RATE_LIMITED', `Too many requests; try again in ${seconds} s`, [
    { retryAfterSeconds: seconds },
  ]);
}

const isOver = (o: Outcome): o is Extract<Outcome, { isAllowed: false }> => !o.isAllowed && o.isExceeded;

export async function registerRateLimits(app: FastifyInstance, deps: RateLimitDeps): Promise<void> {
  const { database } = deps;
  const sqlStore = database.kind === 'postgres' ? new SqlRateLimitStore(database, app.log) : null;
  await app.register(rateLimit, {
    global: false,
    // a failing store lets the request through (sql-store.ts logs why)
    skipOnError: true,
    ...(sqlStore ? { store: storeClassOf(sqlStore) } : {}),
  });

  const policy = resolvePolicy(deps.config.RATE_LIMIT_SCALE, deps.config.RATE_LIMITS);
  const isTrustedProxy = proxyAddr.compile(deps.config.TRUST_PROXY);
  /**
   * The storefront's own server-side calls (a trusted proxy forwarding nobody) are every visitor's
   * page renders at once: they are not one client's, so no address limit applies to them. The
   * account and phone limits still do.
   */
  const isProxysOwnCall = (req: FastifyRequest) =>
    req.headers['x-forwarded-for'] === undefined && isTrustedProxy(req.socket.remoteAddress ?? '', 0);
  const sessionOf = (req: FastifyRequest) => readSession(deps, req);
  const keyOf: Record<LimitKey, (group: GroupName) => (req: FastifyRequest) => Promise<string>> = {
    address: (group) => async (req) => `${group}:ip:${normalizeIP(req.ip)}`,
    account: (group) => async (req) => `${group}:customer:${(await sessionOf(req))?.customerId}`,
    phone: (group) => async (req) =>
      `${group}:phone:${phoneKey((req.body as { recipient?: unknown })?.recipient)}`,
  };
  const limiterFor = (group: GroupName, key: LimitKey, rule: LimitRule, sharing: Sharing): Limiter => {
    // the library hands these options to the store's child(): `cache` sizes the memory store's
    // LRU, `sharing` picks the SQL store's way (its types know neither)
    const options: CreateRateLimitOptions & { cache: number; sharing: Sharing } = {
      max: rule.max,
      timeWindow: rule.windowSeconds * 1000,
      keyGenerator: keyOf[key](group),
      cache: MEMORY_KEYS_PER_LIMIT,
      sharing,
    };
    return app.createRateLimit(options);
  };
  const limiters = {} as Record<GroupName, GroupLimiters>;
  for (const group of Object.keys(policy) as GroupName[]) {
    const { limits, countsOnlyStatus, sharing = 'everyHit' } = policy[group];
    const built: GroupLimiters = { name: group, limits, countsOnlyStatus };
    for (const [key, rule] of Object.entries(limits) as Array<[LimitKey, LimitRule]>)
      built[key] = limiterFor(group, key, rule, sharing);
    limiters[group] = built;
  }

  const pastLimit = new PastLimit();
  const hitOf = (key: string, windowMs: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      sqlStore!.incr(key, (err, count) => (err || !count ? reject(err) : resolve(count)), windowMs),
    );
  /** a joined route's hits, left to its first statement; refused now when a key is known past its limit */
  const joinHits = async (
    req: FastifyRequest,
    reply: FastifyReply,
    group: GroupLimiters,
    isOwnCall: boolean,
  ) => {
    const hits: Hit[] = [];
    const { address, account } = group.limits;
    if (address && !isOwnCall)
      hits.push({
        key: await keyOf.address(group.name)(req),
        max: address.max,
        windowMs: address.windowSeconds * 1000,
      });
    if (account && group.account && (await signedIn(req)))
      hits.push({
        key: await keyOf.account(group.name)(req),
        max: account.max,
        windowMs: account.windowSeconds * 1000,
      });
    for (const hit of hits) {
      const left = pastLimit.leftFor(hit.key);
      if (left > 0) throw rateLimitedError(reply, Math.ceil(left / 1000));
    }
    if (hits.length)
      joinedHits.set(
        req,
        new JoinedHits(hits, hitOf, pastLimit, (seconds) => rateLimitedError(reply, seconds)),
      );
  };

  // a route's group, worked out once per route (a route that does not exist counts as default)
  const groupCache = new Map<string, GroupLimiters | null>();
  const limitersOf = (method: string, url: string | undefined): GroupLimiters | null => {
    const cacheKey = `${method} ${url ?? ''}`;
    let found = groupCache.get(cacheKey);
    if (found === undefined) {
      const group = groupOfRoute(method, url);
      found = group ? limiters[group] : null;
      groupCache.set(cacheKey, found);
    }
    return found;
  };

  // at the root, so it runs before any module's own hooks (the operator token check among them)
  app.addHook('onRequest', async (req, reply) => {
    const group = limitersOf(req.method, req.routeOptions.url);
    if (!group?.address) return;
    const isOwnCall = isProxysOwnCall(req);
    if (group.countsOnlyStatus) {
      if (isOwnCall) return;
      const seen = await group.address(req, { increment: false });
      if (!seen.isAllowed && seen.remaining <= 0) throw rateLimitedError(reply, seen.ttlInSeconds);
      return;
    }
    if (sqlStore && JOINED_ROUTES.has(`${req.method} ${req.routeOptions.url}`))
      return joinHits(req, reply, group, isOwnCall);
    if (!isOwnCall) {
      const byAddress = await group.address(req);
      if (isOver(byAddress)) throw rateLimitedError(reply, byAddress.ttlInSeconds);
    }
    if (group.account && (await signedIn(req))) {
      const byAccount = await group.account(req);
      if (isOver(byAccount)) throw rateLimitedError(reply, byAccount.ttlInSeconds);
    }
  });

  // the phone and failure limits only on the routes that have them: other routes pay nothing
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (sqlStore && JOINED_ROUTES.has(`${method} ${route.url}`)) {
        // a request that answered without its route's statement (its body failed the schema) is
        // counted before its answer leaves; the answer stays its own
        route.onSend = [
          ...[route.onSend ?? []].flat(),
          async (req: FastifyRequest) => {
            const hits = joinedHits.get(req);
            if (hits?.isPending) await hits.settle().catch(() => undefined);
          },
        ];
      }
      const group = limitersOf(method, route.url);
      const byPhone = group?.phone;
      if (byPhone) {
        // first among the route's preValidation hooks: before its guard and its schema
        route.preValidation = [
          async (req: FastifyRequest, reply: FastifyReply) => {
            if (phoneKey((req.body as { recipient?: unknown } | undefined)?.recipient) === null) return;
            const outcome = await byPhone(req);
            if (isOver(outcome)) throw rateLimitedError(reply, outcome.ttlInSeconds);
          },
          ...[route.preValidation ?? []].flat(),
        ];
      }
      const counted = group?.countsOnlyStatus;
      const failures = counted ? group?.address : undefined;
      if (failures) {
        // counted before the answer leaves, so the next try already sees it; onError runs before
        // the error handler has set the answer's status: the error carries it
        route.onError = [
          ...[route.onError ?? []].flat(),
          async (req: FastifyRequest, _reply: FastifyReply, error: { statusCode?: number }) => {
            if (error.statusCode === counted) await failures(req);
          },
        ];
      }
    }
  });

  /** whether the request carries a live session; a failing lookup leaves the account uncounted */
  async function signedIn(req: FastifyRequest): Promise<boolean> {
    try {
      return (await sessionOf(req)) !== null;
    } catch (err) {
      req.log.warn({ err }, 'rate limit: session lookup failed, account not counted');
      return false;
    }
  }
}

/** The library builds its store with `new`; every limit shares the one SQL store. */
function storeClassOf(store: SqlRateLimitStore) {
  return class {
    constructor() {
      return store;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
