/**
 * A member's own account (/admin/v1/me): name and language, password, the TOTP second factor.
 * Each change is audited in its transaction. Changing the password or turning TOTP on ends the
 * member's other sessions, which were opened with less than they now need.
 */
import type { TTotpSetup, TUpdateMeBody } from '@food/contracts';
import { AppError } from '../../lib/errors.js';
import { recordAudit, type AuditEntry } from '../audit/index.js';
import type { BackofficeDeps } from './backoffice-deps.js';
import { loadPlaceIndex } from './places.js';
import { hashPassword, passwordWeakness, verifyPassword } from './passwords.js';
import type { Principal } from './principal.js';
import { forgetTotpSteps, readBackofficeSettings, settingsDefaults } from './settings.js';
import type { StaffSignIn } from './sign-in-service.js';
import * as repo from './staff-repo.js';
import type { StaffRow } from './staff-repo.js';
import { revokeStaffSessions } from './staff-session.js';
import { auditSnapshot, memberAuditEntry } from './staff-views.js';
import { newTotpSecret, otpauthUrl } from './totp.js';

export class StaffAccount {
  constructor(
    private readonly deps: BackofficeDeps,
    private readonly signIn: StaffSignIn,
  ) {}

  private async self(principal: Principal): Promise<StaffRow> {
    if (principal.kind !== 'staff')
      throw new AppError('FORBIDDEN', 'Only a staff member has an account here');
    return this.signIn.memberOf(principal.id);
  }

  /** Writes a change of the member's own row with its audit entry, in one transaction. */
  private async change(
    principal: Principal,
    before: StaffRow,
    kind: string,
    write: (tx: Parameters<Parameters<BackofficeDeps['db']['transaction']>[0]>[0]) => Promise<StaffRow>,
    clientIp: string,
    extra: Partial<AuditEntry> = {},
  ): Promise<StaffRow> {
    const places = await loadPlaceIndex(this.deps.db);
    return this.deps.db.transaction(async (tx) => {
      const after = await write(tx);
      await recordAudit(
        tx,
        principal,
        { ...memberAuditEntry(kind, before, after, places.outletNetwork), ...extra },
        clientIp,
      );
      return after;
    });
  }

  async updateMe(principal: Principal, body: TUpdateMeBody, clientIp: string): Promise<StaffRow> {
    const before = await this.self(principal);
    if ((body.name ?? before.name) === before.name && (body.language ?? before.language) === before.language)
      return before;
    const now = this.deps.clock.now();
    return this.change(
      principal,
      before,
      'staff.profile_update',
      (tx) => repo.updateMember(tx, before.id, { ...body, updatedAt: now }),
      clientIp,
    );
  }

  async changePassword(
    principal: Principal,
    body: { currentPassword: string; newPassword: string },
    clientIp: string,
  ): Promise<StaffRow> {
    const before = await this.self(principal);
    // a stolen session must not become a free password-guessing oracle: these tries count too
    const attemptId = await this.signIn.claimAttempt(before.email, clientIp);
    if (!(await verifyPassword(before.passwordHash, body.currentPassword)))
      throw new AppError('PASSWORD_INCORRECT', 'The current password is not right');
    await repo.markAttemptSucceeded(this.deps.db, attemptId);
    const weakness = passwordWeakness(body.newPassword, before.email);
    if (weakness) throw new AppError('WEAK_PASSWORD', weakness);
    const passwordHash = await hashPassword(body.newPassword);
    const now = this.deps.clock.now();
    return this.change(
      principal,
      before,
      'staff.password_change',
      async (tx) => {
        const after = await repo.updateMember(tx, before.id, { passwordHash, updatedAt: now });
        await revokeStaffSessions(tx, now, { staffId: before.id, exceptSessionId: principal.sessionId });
        await repo.voidOpenLinks(tx, before.id, now);
        return after;
      },
      clientIp,
      { after: { ...auditSnapshot(before), passwordChangedAt: now.toISOString() } },
    );
  }

  /** A new secret, kept but not in force until a code from it is confirmed. */
  async setupTotp(principal: Principal): Promise<TTotpSetup> {
    const member = await this.self(principal);
    if (member.totpEnabledAt)
      throw new AppError(
        'TOTP_ALREADY_ENABLED',
        'Your second factor is on already: turn it off first to replace it',
      );
    const secret = newTotpSecret();
    await repo.updateMember(this.deps.db, member.id, {
      totpSecret: secret,
      updatedAt: this.deps.clock.now(),
    });
    const issuer = `Back office ${new URL(this.deps.config.PUBLIC_API_URL).host}`;
    return { secret, otpauthUrl: otpauthUrl(secret, member.email, issuer) };
  }

  async enableTotp(principal: Principal, code: string, clientIp: string): Promise<StaffRow> {
    const before = await this.self(principal);
    if (before.totpEnabledAt) return before;
    if (!before.totpSecret)
      throw new AppError('TOTP_INCORRECT', 'Start the set-up first: scan the new code into your app');
    const now = this.deps.clock.now();
    await this.signIn.checkTotpCode(before, code, now);
    return this.change(
      principal,
      before,
      'staff.totp_enable',
      async (tx) => {
        const after = await repo.updateMember(tx, before.id, { totpEnabledAt: now, updatedAt: now });
        await revokeStaffSessions(tx, now, { staffId: before.id, exceptSessionId: principal.sessionId });
        return after;
      },
      clientIp,
    );
  }

  async disableTotp(principal: Principal, code: string, clientIp: string): Promise<StaffRow> {
    const before = await this.self(principal);
    if (!before.totpEnabledAt) return before;
    if ((await readBackofficeSettings(this.deps.db, settingsDefaults(this.deps.config))).requireTotp)
      throw new AppError(
        'FORBIDDEN',
        'The owners require a second factor for everyone: it cannot be turned off',
      );
    // a stolen session must not guess its way to turning the second factor off
    const attemptId = await this.signIn.claimAttempt(before.email, clientIp);
    const now = this.deps.clock.now();
    await this.signIn.checkTotpCode(before, code, now);
    await repo.markAttemptSucceeded(this.deps.db, attemptId);
    return this.change(
      principal,
      before,
      'staff.totp_disable',
      async (tx) => {
        const after = await repo.updateMember(tx, before.id, {
          totpSecret: null,
          totpEnabledAt: null,
          updatedAt: now,
        });
        await forgetTotpSteps(tx, before.id);
        return after;
      },
      clientIp,
    );
  }
}
