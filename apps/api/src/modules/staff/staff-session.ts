/**
 * Staff sessions (ARCHITECTURE.md "Back office and the machine API"): a random token in the
 * httpOnly, SameSite=Strict cookie `staff_session` (path /admin), only its sha256 stored; a
 * per-session CSRF token that every write carries in `x-csrf-token`. A session whose member has
 * a second factor stays unverified until the TOTP code is given; it reaches only the routes
 * marked `pendingSecondFactor`.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { staffSessions, staffUsers } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { Principal } from './principal.js';
import { scopeOfStaff } from './scope.js';

export const STAFF_COOKIE = 'staff_session';
/** a working day and then some; an idle session ends sooner (STAFF_IDLE_MS) */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const STAFF_IDLE_MS = 2 * 60 * 60 * 1000;
/** an unverified session (password given, code not yet) lasts five minutes */
export const PENDING_SESSION_TTL_MS = 5 * 60 * 1000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** /admin/v1 routes anyone may call (sign-in, accepting an invitation, the setup link) */
    public?: boolean;
    /** reachable with a session still waiting for its TOTP code */
    pendingSecondFactor?: boolean;
  }
  interface FastifyRequest {
    staffSession?: { id: string; staffId: string; isVerified: boolean; csrfToken: string };
  }
}

export interface StaffSessionDeps {
  db: Db;
  clock: Clock;
}

export async function createStaffSession(
  { db, clock }: StaffSessionDeps,
  staffId: string,
  isVerified: boolean,
  req: FastifyRequest,
): Promise<{ token: string; csrfToken: string; sessionId: string; expiresAt: Date }> {
  const token = newToken();
  const csrfToken = newToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + (isVerified ? STAFF_SESSION_TTL_MS : PENDING_SESSION_TTL_MS));
  const [row] = await db
    .insert(staffSessions)
    .values({
      staffId,
      tokenHash: hash(token),
      csrfToken,
      isVerified,
      clientIp: req.ip,
      userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    })
    .returning({ id: staffSessions.id });
  return { token, csrfToken, sessionId: row!.id, expiresAt };
}

export function setStaffCookie(
  reply: FastifyReply,
  req: FastifyRequest,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(STAFF_COOKIE, token, {
    path: '/admin',
    httpOnly: true,
    sameSite: 'strict',
    secure: req.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, { path: '/admin' });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The /admin/v1 gate, added as an onRequest hook of that prefix: 401 without a (verified)
 * session, 403 on a write without the session's CSRF token. An Authorization header is refused:
 * an API key is never a staff session.
 */
export function registerStaffAuth(app: FastifyInstance, deps: StaffSessionDeps): void {
  app.addHook('onRequest', async (req) => {
    const config = req.routeOptions.config;
    if (req.headers.authorization && !config.public)
      throw new AppError('UNAUTHORIZED', 'The back office takes a staff session, not an API key');
    const token = req.cookies[STAFF_COOKIE];
    if (token && TOKEN_SHAPE.test(token)) await attachSession(deps, req, token);
    if (config.public) return;
    const session = req.staffSession;
    if (!session || !req.principal) throw new AppError('UNAUTHORIZED', 'Sign in to the back office first');
    if (!session.isVerified && !config.pendingSecondFactor)
      throw new AppError('SECOND_FACTOR_REQUIRED', 'Enter the code from your authenticator app first');
    if (!SAFE_METHODS.has(req.method)) {
      const sent = req.headers['x-csrf-token'];
      if (typeof sent !== 'string' || !sameToken(sent, session.csrfToken))
        throw new AppError('CSRF_TOKEN_INVALID', 'This write needs the x-csrf-token of your session');
    }
  });
}

async function attachSession({ db, clock }: StaffSessionDeps, req: FastifyRequest, token: string) {
  const now = clock.now();
  const [row] = await db
    .select({ session: staffSessions, member: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hash(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_IDLE_MS)),
        eq(staffUsers.isActive, true),
      ),
    )
    .limit(1);
  if (!row) return;
  const { session, member } = row;
  req.staffSession = {
    id: session.id,
    staffId: member.id,
    isVerified: session.isVerified,
    csrfToken: session.csrfToken,
  };
  const principal: Principal = {
    kind: 'staff',
    id: member.id,
    label: `${member.name} <${member.email}>`,
    role: member.role,
    scope: scopeOfStaff(member),
    sessionId: session.id,
  };
  if (session.isVerified) req.principal = principal;
  // idle time counts from the last request; written at most once a minute
  if (now.getTime() - session.lastSeenAt.getTime() > 60_000)
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, session.id));
}
