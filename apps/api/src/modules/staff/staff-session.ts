/**
 * Staff sessions (ARCHITECTURE.md "Back office and the machine API"): a random token in the
 * httpOnly, SameSite=Strict cookie `staff_session` (path /admin), only its sha256 stored; a
 * per-session CSRF token that every write carries in `x-csrf-token`. A session whose member has
 * a second factor stays unverified until the TOTP code is given; it reaches only the routes
 * marked `pendingSecondFactor`. While the owners require TOTP (settings.requireTotp), a member
 * without it reaches only the routes marked `beforeTotpSetup` (GET and PATCH /me, /me/totp/setup
 * and /enable, GET /places, sign-out); every other route answers 403 TOTP_REQUIRED_SETUP.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { staffSessions, staffUsers } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { Principal } from './principal.js';
import { scopeOfStaff } from './scope.js';
import { requireTotpSql } from './settings.js';

export const STAFF_COOKIE = 'staff_session';
/** a working day and then some; an idle session ends sooner (STAFF_IDLE_MS) */
const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const STAFF_IDLE_MS = 2 * 60 * 60 * 1000;
/** an unverified session (password given, code not yet) lasts five minutes */
const PENDING_SESSION_TTL_MS = 5 * 60 * 1000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** /admin/v1 routes anyone may call (sign-in, accepting an invitation, the setup link) */
    public?: boolean;
    /** reachable with a session still waiting for its TOTP code */
    pendingSecondFactor?: boolean;
    /** reachable while the owners require TOTP and the member has not set it up yet */
    beforeTotpSetup?: boolean;
    /** owners only (settings, the audit log): anyone else gets 403 before validation */
    ownerOnly?: boolean;
  }
  interface FastifyRequest {
    staffSession?: {
      id: string;
      staffId: string;
      isVerified: boolean;
      csrfToken: string;
      totpEnabled: boolean;
      /** the owners require TOTP and this member has none yet */
      mustSetUpTotp: boolean;
    };
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

/**
 * Ends sessions on the server (sign-out, a deactivated member, a password reset or change, a new
 * second factor): the cookie stops working at once on every instance.
 */
export async function revokeStaffSessions(
  tx: DbOrTx,
  now: Date,
  target: { sessionId: string } | { staffId: string; exceptSessionId?: string | null },
): Promise<void> {
  const where =
    'sessionId' in target
      ? eq(staffSessions.id, target.sessionId)
      : and(
          eq(staffSessions.staffId, target.staffId),
          target.exceptSessionId ? ne(staffSessions.id, target.exceptSessionId) : undefined,
        );
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(where, isNull(staffSessions.revokedAt)));
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
  app.addHook('onRequest', async (req, reply) => {
    // staff data is never kept by a browser or proxy cache
    reply.header('cache-control', 'no-store');
    const config = req.routeOptions.config;
    if (req.headers.authorization && !config.public)
      throw new AppError('UNAUTHORIZED', 'The back office takes a staff session, not an API key');
    const token = req.cookies[STAFF_COOKIE];
    if (token && TOKEN_SHAPE.test(token)) await attachSession(deps, req, token);
    if (config.public) return;
    const session = req.staffSession;
    if (!session) throw new AppError('UNAUTHORIZED', 'Sign in to the back office first');
    if (!session.isVerified && !config.pendingSecondFactor)
      throw new AppError('SECOND_FACTOR_REQUIRED', 'Enter the code from your authenticator app first');
    if (!SAFE_METHODS.has(req.method)) {
      const sent = req.headers['x-csrf-token'];
      if (typeof sent !== 'string' || !sameToken(sent, session.csrfToken))
        throw new AppError('CSRF_TOKEN_INVALID', 'This write needs the x-csrf-token of your session');
    }
    if (!session.isVerified) return;
    if (session.mustSetUpTotp && !config.beforeTotpSetup)
      throw new AppError(
        'TOTP_REQUIRED_SETUP',
        'The owners require a second factor: set up your authenticator app first (/me/totp/setup)',
      );
    if (config.ownerOnly && req.principal?.role !== 'OWNER')
      throw new AppError('FORBIDDEN', 'Only an owner can do this');
  });
}

async function attachSession({ db, clock }: StaffSessionDeps, req: FastifyRequest, token: string) {
  const now = clock.now();
  const [row] = await db
    .select({ session: staffSessions, member: staffUsers, requireTotp: requireTotpSql })
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
  const totpEnabled = member.totpEnabledAt !== null;
  req.staffSession = {
    id: session.id,
    staffId: member.id,
    isVerified: session.isVerified,
    csrfToken: session.csrfToken,
    totpEnabled,
    mustSetUpTotp: row.requireTotp === true && !totpEnabled,
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
