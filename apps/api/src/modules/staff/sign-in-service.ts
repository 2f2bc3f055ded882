/**
 * Signing in to the back office: the password, the TOTP code of a member who has one, and the
 * one-time links (invitation, reset, setup) that set a password and sign in. Sessions themselves
 * are made by the routes (staff-session.ts), which hold the request and the reply.
 */
import type { TLinkInfo, ZAcceptLinkBody } from '@food/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { staffUsers } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { BackofficeDeps } from './backoffice-deps.js';
import { isLinkTokenShape, hashLinkToken, linkState } from './links.js';
import { hashPassword, passwordWeakness, verifyPassword } from './passwords.js';
import { addressKey, decideAttempt } from './sign-in-throttle.js';
import * as repo from './staff-repo.js';
import type { StaffRow } from './staff-repo.js';
import { auditSnapshot, selfActor } from './staff-views.js';
import { claimTotpStep } from './settings.js';
import { matchTotpStep } from './totp.js';

type AcceptLinkBody = z.output<typeof ZAcceptLinkBody>;

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Wrong e-mail or password');

export class StaffSignIn {
  constructor(private readonly deps: BackofficeDeps) {}

  /**
   * Counts an attempt before it is judged (so parallel guesses count too), or refuses it with
   * 429 and the wait. The row is a failure until the caller marks it otherwise.
   */
  async claimAttempt(email: string, clientIp: string): Promise<number> {
    const key = addressKey(clientIp);
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      await repo.lockAttemptAddress(tx, key);
      const decision = decideAttempt(await repo.readAttemptHistory(tx, email, key, now), now);
      if (!decision.isAllowed)
        throw new AppError(
          'TOO_MANY_SIGN_IN_ATTEMPTS',
          `Too many wrong attempts; try again in ${decision.retryAfterSeconds} s`,
          [{ retryAfterSeconds: decision.retryAfterSeconds }],
        );
      return repo.insertFailedAttempt(tx, email, key, now);
    });
  }

  /** The password step. Unknown e-mail and wrong password are the same answer, in the same time. */
  async signIn(input: {
    email: string;
    password: string;
    clientIp: string;
  }): Promise<{ member: StaffRow; secondFactorRequired: boolean }> {
    const email = input.email.trim().toLowerCase();
    const attemptId = await this.claimAttempt(email, input.clientIp);
    const member = await repo.findMemberByEmail(this.deps.db, email);
    const isMatch = await verifyPassword(member?.passwordHash ?? null, input.password);
    if (!member || !isMatch) throw invalidCredentials();
    if (!member.isActive) {
      await repo.forgetAttempt(this.deps.db, attemptId);
      throw new AppError('STAFF_INACTIVE', 'This account is deactivated: ask an owner or your manager');
    }
    if (member.totpEnabledAt) {
      // the password alone is no success: the code's attempt decides, so guessing codes is throttled
      await repo.forgetAttempt(this.deps.db, attemptId);
      return { member, secondFactorRequired: true };
    }
    await repo.markAttemptSucceeded(this.deps.db, attemptId);
    return { member, secondFactorRequired: false };
  }

  /** The TOTP step of a session that gave the right password. */
  async verifySecondFactor(staffId: string, code: string, clientIp: string): Promise<StaffRow> {
    const { db, clock } = this.deps;
    const member = await repo.findMemberById(db, staffId);
    if (!member?.isActive || !member.totpEnabledAt || !member.totpSecret)
      throw new AppError('UNAUTHORIZED', 'Sign in to the back office first');
    const attemptId = await this.claimAttempt(member.email, clientIp);
    await this.checkTotpCode(member, code, clock.now());
    await repo.markAttemptSucceeded(db, attemptId);
    return member;
  }

  /** A code of the member's secret, for a step they have not used yet (TOTP_INCORRECT otherwise). */
  async checkTotpCode(member: StaffRow, code: string, now: Date): Promise<void> {
    const step = member.totpSecret ? matchTotpStep(member.totpSecret, code, now) : null;
    if (step === null)
      throw new AppError('TOTP_INCORRECT', 'This code is not right: check the time on your phone');
    if (!(await claimTotpStep(this.deps.db, member.id, step, now)))
      throw new AppError('TOTP_INCORRECT', 'This code was used already: wait for the next one');
  }

  /** After a full sign-in: the address becomes known for the member, and the time is kept. */
  async noteSignIn(member: StaffRow, clientIp: string, recordAttempt: boolean): Promise<void> {
    const now = this.deps.clock.now();
    if (recordAttempt)
      await repo.recordSuccessfulAttempt(this.deps.db, member.email, addressKey(clientIp), now);
    await repo.updateMember(this.deps.db, member.id, { lastSignInAt: now });
  }

  private async openLink(token: string) {
    const now = this.deps.clock.now();
    const link = isLinkTokenShape(token)
      ? await repo.findLinkByHash(this.deps.db, hashLinkToken(token))
      : undefined;
    const state = linkState(link, now);
    if (state === 'EXPIRED') throw new AppError('LINK_EXPIRED', 'This link has expired: ask for a new one');
    if (state !== 'OPEN' || !link)
      throw new AppError('LINK_INVALID', 'This link was used already or is not valid');
    const member = link.staffId ? await repo.findMemberById(this.deps.db, link.staffId) : undefined;
    if (link.kind !== 'SETUP' && !member) throw new AppError('LINK_INVALID', 'This link is not valid');
    if (link.kind === 'SETUP' && (await repo.hasAnyMember(this.deps.db)))
      throw new AppError('LINK_INVALID', 'The back office is set up already: sign in instead');
    return { link, member, now };
  }

  async linkInfo(token: string): Promise<TLinkInfo> {
    const { link, member } = await this.openLink(token);
    return {
      kind: link.kind,
      email: member?.email ?? null,
      name: member?.name ?? null,
      expiresAt: link.expiresAt.toISOString(),
    };
  }

  /** Sets the password the link was made for (creating the first owner for SETUP), once. */
  async acceptLink(token: string, body: AcceptLinkBody, clientIp: string): Promise<StaffRow> {
    const { link, member, now } = await this.openLink(token);
    const email = link.kind === 'SETUP' ? body.email : member!.email;
    if (link.kind === 'SETUP' && (!body.email || !body.name))
      throw new AppError('VALIDATION_ERROR', 'The first owner needs an email and a name', [
        { path: body.email ? '/name' : '/email', message: 'required' },
      ]);
    if (link.kind === 'RESET' && (body.email || body.name))
      throw new AppError('VALIDATION_ERROR', 'A reset link sets the password only');
    const weakness = passwordWeakness(body.password, email!);
    if (weakness) throw new AppError('WEAK_PASSWORD', weakness);
    const passwordHash = await hashPassword(body.password);
    const accepted = await this.deps.db.transaction(async (tx) => {
      if (link.kind === 'SETUP')
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-bootstrap'))`);
      if (!(await repo.useLink(tx, link.id, now)))
        throw new AppError('LINK_INVALID', 'This link was used already or is not valid');
      if (link.kind === 'SETUP') return this.createFirstOwner(tx, body, passwordHash, clientIp);
      const before = member!;
      const after = await repo.updateMember(tx, before.id, {
        passwordHash,
        isActive: true,
        ...(link.kind === 'INVITE' && body.name ? { name: body.name } : {}),
        ...(body.language ? { language: body.language } : {}),
        updatedAt: now,
      });
      await repo.voidOpenLinks(tx, before.id, now);
      await recordAudit(
        tx,
        selfActor(after),
        {
          kind: link.kind === 'INVITE' ? 'staff.invitation_accept' : 'staff.password_set',
          entityType: 'staff_member',
          entityId: after.id,
          before: auditSnapshot(before),
          after: auditSnapshot(after),
        },
        clientIp,
      );
      return after;
    });
    await this.noteSignIn(accepted, clientIp, true);
    return accepted;
  }

  private async createFirstOwner(
    tx: DbOrTx,
    body: AcceptLinkBody,
    passwordHash: string,
    clientIp: string,
  ): Promise<StaffRow> {
    if (await repo.hasAnyMember(tx))
      throw new AppError('LINK_INVALID', 'The back office is set up already: sign in instead');
    const owner = await repo.insertMember(tx, {
      email: body.email!.toLowerCase(),
      name: body.name!,
      passwordHash,
      role: 'OWNER',
      language: body.language ?? 'uk',
      isActive: true,
    });
    if (!owner) throw new AppError('EMAIL_TAKEN', 'This e-mail already has an account');
    await recordAudit(
      tx,
      selfActor(owner),
      { kind: 'staff.setup', entityType: 'staff_member', entityId: owner.id, after: auditSnapshot(owner) },
      clientIp,
    );
    return owner;
  }

  /** The member behind a session, fresh from the database. */
  async memberOf(staffId: string): Promise<StaffRow> {
    const [row] = await this.deps.db.select().from(staffUsers).where(eq(staffUsers.id, staffId)).limit(1);
    if (!row) throw new AppError('UNAUTHORIZED', 'Sign in to the back office first');
    return row;
  }
}
