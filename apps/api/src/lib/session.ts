/**
 * Customer sessions (ARCHITECTURE.md "Sign-in, sessions, permissions"). A session token is 32
 * random bytes (base64url); only its sha256 is stored, so a leaked table signs nobody in. The
 * token travels as the httpOnly, SameSite=Lax cookie `session` or as `Authorization: Bearer`.
 * Logging out sets revoked_at: the token stops working at once, on every API instance.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, DbOrTx } from '../db/client.js';
import { customers, sessions } from '../db/schema.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';

const SESSION_COOKIE = 'session';
/** a session lasts 30 days from sign-in; signing in again starts a new one */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface Session {
  customerId: string;
  sessionId: string;
}

/** What readSession needs from the services: the database and the clock. */
export interface SessionDeps {
  database: Database;
  clock: Clock;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token presented with the request: the Bearer header wins over the cookie. */
function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    return match && TOKEN_SHAPE.test(match[1]!) ? match[1]! : null;
  }
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie && TOKEN_SHAPE.test(cookie) ? cookie : null;
}

const resolved = new WeakMap<FastifyRequest, Promise<Session | null>>();

/** The signed-in customer of this request, or null (no token, unknown, expired, revoked or blocked). */
export function readSession(services: SessionDeps, request: FastifyRequest): Promise<Session | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = lookUpSession(services, request);
    resolved.set(request, pending);
  }
  return pending;
}

async function lookUpSession({ database, clock }: SessionDeps, request: FastifyRequest) {
  const token = readSessionToken(request);
  if (!token) return null;
  const rows = await database.db
    .select({ sessionId: sessions.id, customerId: sessions.customerId })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, clock.now()),
        eq(customers.isBlocked, false),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The signed-in customer, or a 401. */
export async function requireSession(services: SessionDeps, request: FastifyRequest): Promise<Session> {
  const session = await readSession(services, request);
  if (!session) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  return session;
}

/** A 403 unless the path, query or body userId is the signed-in customer's own. */
export function requireSameUser(session: Session, userId: string): void {
  if (session.customerId !== userId.toLowerCase()) {
    throw new AppError('FORBIDDEN', 'This belongs to another customer');
  }
}

/** Starts a session for a customer who has just proved their phone; returns the raw token once. */
export async function createSession(db: DbOrTx, customerId: string, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const [row] = await db
    .insert(sessions)
    .values({ customerId, tokenHash: hashSessionToken(token), createdAt: now, lastSeenAt: now, expiresAt })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export interface SessionCookieOptions {
  /** e.g. ".example.com", so a sign-in on kyiv.example.com also holds on lviv.example.com */
  domain?: string;
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  options: SessionCookieOptions = {},
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    expires: expiresAt,
    ...(options.domain ? { domain: options.domain } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions = {}): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    ...(options.domain ? { domain: options.domain } : {}),
  });
}

/** The user ids a request says it acts for: path, query or body `userId`, or a bonus call's `args.uuid`. */
function claimedUserIds(request: FastifyRequest): string[] {
  const fields = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
  const body = fields(request.body);
  const claims = [
    fields(request.params).userId,
    fields(request.query).userId,
    body.userId,
    fields(body.args).uuid,
  ];
  return claims.filter((c) => c !== undefined && c !== null).map(String);
}

export interface CustomerGuardOptions {
  /** the customer id owning an order, null for a guest order, undefined when there is no such order */
  findOrderOwner?: (orderId: string) => Promise<string | null | undefined>;
}

/**
 * The preValidation hook of every signed-in route (ARCHITECTURE.md): 401 without a session,
 * 403 when the path, query or body names another user or an order that is not the session's.
 * It runs before the schema check, so a stranger learns nothing from validation messages.
 */
export function customerGuard(deps: SessionDeps, options: CustomerGuardOptions = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = await requireSession(deps, request);
    for (const userId of claimedUserIds(request)) requireSameUser(session, userId);
    const orderId = (request.params as Record<string, unknown> | undefined)?.orderId;
    if (typeof orderId === 'string' && options.findOrderOwner) {
      const owner = await options.findOrderOwner(orderId);
      if (owner !== undefined && owner !== session.customerId) {
        throw new AppError('FORBIDDEN', 'This order belongs to another customer');
      }
    }
  };
}

/** Whether a session is still usable (not revoked or expired): long-lived streams check it now and then. */
export async function isSessionLive({ database, clock }: SessionDeps, sessionId: string): Promise<boolean> {
  const rows = await database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, clock.now())))
    .limit(1);
  return rows.length > 0;
}
