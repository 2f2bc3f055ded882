/**
 * Managing staff (/admin/v1/staff): invitations, edits, deactivation, reset links. Who may do
 * what to whom is staff-rules.ts; every change is audited in its own transaction. Links are
 * shown to whoever made them, to hand on (the back office sends no e-mail).
 */
import type { TInvitation, TStaffLink, TStaffListItem, TUpdateStaffBody, ZInviteBody } from '@food/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { BackofficeDeps } from './backoffice-deps.js';
import { LINK_TTL_MS, linkUrl, newLinkToken, type LinkKind } from './links.js';
import { loadPlaceIndex, type PlaceIndex } from './places.js';
import type { Principal } from './principal.js';
import { forgetTotpSteps } from './settings.js';
import * as repo from './staff-repo.js';
import type { StaffRow } from './staff-repo.js';
import { canManage, mayManageStaff, normalizeIds, scopeProblem, type MemberScope } from './staff-rules.js';
import { revokeStaffSessions } from './staff-session.js';
import { auditSnapshot, listItemView, memberAuditEntry } from './staff-views.js';

type InviteBody = z.output<typeof ZInviteBody>;

const notFound = () => new AppError('STAFF_NOT_FOUND', 'This staff member was not found');
const notYours = () => new AppError('FORBIDDEN', 'This member is outside the brands and outlets you manage');

export class StaffManagement {
  constructor(private readonly deps: BackofficeDeps) {}

  assertMayManageStaff(principal: Principal) {
    if (principal.kind !== 'staff' || !mayManageStaff(principal))
      throw new AppError('FORBIDDEN', 'Only owners and brand managers manage staff');
  }

  /**
   * The member a route acts on, when the caller may manage them: run before the body is
   * validated, so a stranger learns nothing but 403 (or 404 for an id that does not exist).
   */
  async findManageable(principal: Principal, id: string, places?: PlaceIndex): Promise<StaffRow> {
    this.assertMayManageStaff(principal);
    const target = await repo.findMemberById(this.deps.db, id);
    if (!target) throw notFound();
    const index = places ?? (await loadPlaceIndex(this.deps.db));
    if (!canManage(principal, target, index.outletNetwork)) throw notYours();
    if (target.id === principal.id)
      throw new AppError(
        'FORBIDDEN',
        'Change your own account under "My account"; another owner changes your role',
      );
    return target;
  }

  async list(principal: Principal): Promise<TStaffListItem[]> {
    this.assertMayManageStaff(principal);
    const now = this.deps.clock.now();
    const places = await loadPlaceIndex(this.deps.db);
    const members = await repo.listMembers(this.deps.db);
    const links = await repo.openLinkExpiries(this.deps.db, now);
    return members
      .map((m) => ({ m, manageable: m.id !== principal.id && canManage(principal, m, places.outletNetwork) }))
      .filter(({ m, manageable }) => manageable || m.id === principal.id)
      .map(({ m, manageable }) =>
        listItemView(m, { linkExpiresAt: links.get(m.id) ?? null, canManage: manageable }),
      );
  }

  /** The scope after a change, refused when malformed (400) or beyond the caller's (403). */
  private checkScope(
    principal: Principal,
    next: MemberScope,
    places: PlaceIndex,
  ): { role: MemberScope['role']; retailNetworkIds: number[]; outletIds: number[] } {
    const scope = {
      role: next.role,
      retailNetworkIds: normalizeIds(next.retailNetworkIds),
      outletIds: normalizeIds(next.outletIds),
    };
    const problem = scopeProblem(scope, places.networkIds, places.outletNetwork);
    if (problem) throw new AppError('INVALID_SCOPE', problem);
    if (!canManage(principal, scope, places.outletNetwork))
      throw new AppError(
        'FORBIDDEN',
        scope.role === 'OWNER'
          ? 'Only an owner can make someone an owner'
          : 'You can give only brands and outlets you manage yourself',
      );
    return scope;
  }

  async invite(principal: Principal, body: InviteBody, clientIp: string): Promise<TInvitation> {
    this.assertMayManageStaff(principal);
    const places = await loadPlaceIndex(this.deps.db);
    const scope = this.checkScope(principal, body, places);
    const now = this.deps.clock.now();
    const { token, tokenHash } = newLinkToken();
    const expiresAt = new Date(now.getTime() + LINK_TTL_MS.INVITE);
    const member = await this.deps.db.transaction(async (tx) => {
      const row = await repo.insertMember(tx, {
        email: body.email,
        name: body.name,
        ...scope,
        language: body.language,
        isActive: false,
        passwordHash: null,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) throw new AppError('EMAIL_TAKEN', 'This e-mail already has an account');
      await repo.insertLink(tx, {
        kind: 'INVITE',
        tokenHash,
        staffId: row.id,
        createdBy: principal.id,
        expiresAt,
      });
      await this.audit(tx, principal, 'staff.invite', null, row, places, clientIp);
      return row;
    });
    return {
      kind: 'INVITE',
      link: linkUrl(this.deps.config.PUBLIC_API_URL, token),
      expiresAt: expiresAt.toISOString(),
      member: listItemView(member, { linkExpiresAt: expiresAt, canManage: true }),
    };
  }

  async update(principal: Principal, id: string, body: TUpdateStaffBody, clientIp: string) {
    const places = await loadPlaceIndex(this.deps.db);
    const before = await this.findManageable(principal, id, places);
    const role = body.role ?? before.role;
    const isSameRole = role === before.role;
    // a new role drops the old role's kind of scope unless the caller gives it again
    const scope = this.checkScope(
      principal,
      {
        role,
        retailNetworkIds: body.retailNetworkIds ?? (isSameRole ? before.retailNetworkIds : []),
        outletIds: body.outletIds ?? (isSameRole ? before.outletIds : []),
      },
      places,
    );
    const now = this.deps.clock.now();
    const after = await this.deps.db.transaction(async (tx) => {
      if (before.role === 'OWNER' && role !== 'OWNER') await this.assertNotLastOwner(tx, before);
      const row = await repo.updateMember(tx, id, {
        ...scope,
        ...(body.name ? { name: body.name } : {}),
        ...(body.language ? { language: body.language } : {}),
        updatedAt: now,
      });
      if (JSON.stringify(auditSnapshot(row)) !== JSON.stringify(auditSnapshot(before)))
        await this.audit(tx, principal, 'staff.update', before, row, places, clientIp);
      return row;
    });
    return this.view(after, now);
  }

  async setActive(principal: Principal, id: string, isActive: boolean, clientIp: string) {
    const places = await loadPlaceIndex(this.deps.db);
    const before = await this.findManageable(principal, id, places);
    const now = this.deps.clock.now();
    // deactivating an invitee who has not come yet withdraws the invitation
    const hasOpenLink = (await repo.openLinkExpiries(this.deps.db, now)).has(id);
    if (before.isActive === isActive && (isActive || !hasOpenLink)) return this.view(before, now);
    if (isActive && !before.passwordHash && !before.lastSignInAt)
      throw new AppError(
        'INVITATION_PENDING',
        'This member has not accepted the invitation: make a new invitation link (password reset) instead',
      );
    const after = await this.deps.db.transaction(async (tx) => {
      if (!isActive && before.role === 'OWNER') await this.assertNotLastOwner(tx, before);
      const row = await repo.updateMember(tx, id, { isActive, updatedAt: now });
      if (!isActive) {
        await revokeStaffSessions(tx, now, { staffId: id });
        await repo.voidOpenLinks(tx, id, now);
      }
      await this.audit(
        tx,
        principal,
        isActive ? 'staff.activate' : 'staff.deactivate',
        before,
        row,
        places,
        clientIp,
      );
      return row;
    });
    return this.view(after, now);
  }

  /**
   * A one-time link to set a password. For a member who never accepted their invitation it is a
   * new invitation (72 h). Otherwise a reset (24 h): their sessions end, their password and
   * second factor stop working at once (a lost phone is recovered the same way), and the new
   * password comes with the link.
   */
  async passwordReset(principal: Principal, id: string, clientIp: string): Promise<TStaffLink> {
    const places = await loadPlaceIndex(this.deps.db);
    const before = await this.findManageable(principal, id, places);
    const kind: LinkKind = !before.passwordHash && !before.lastSignInAt ? 'INVITE' : 'RESET';
    if (kind === 'RESET' && !before.isActive)
      throw new AppError('STAFF_INACTIVE', 'This member is deactivated: activate them first');
    const now = this.deps.clock.now();
    const { token, tokenHash } = newLinkToken();
    const expiresAt = new Date(now.getTime() + LINK_TTL_MS[kind]);
    await this.deps.db.transaction(async (tx) => {
      await repo.voidOpenLinks(tx, id, now);
      let after = before;
      if (kind === 'RESET') {
        after = await repo.updateMember(tx, id, {
          passwordHash: null,
          totpSecret: null,
          totpEnabledAt: null,
          updatedAt: now,
        });
        await revokeStaffSessions(tx, now, { staffId: id });
        await forgetTotpSteps(tx, id);
      }
      await repo.insertLink(tx, { kind, tokenHash, staffId: id, createdBy: principal.id, expiresAt });
      await this.audit(
        tx,
        principal,
        kind === 'RESET' ? 'staff.password_reset' : 'staff.invite_again',
        before,
        after,
        places,
        clientIp,
      );
    });
    return {
      kind,
      link: linkUrl(this.deps.config.PUBLIC_API_URL, token),
      expiresAt: expiresAt.toISOString(),
    };
  }

  private async assertNotLastOwner(tx: DbOrTx, owner: StaffRow) {
    if (owner.isActive && (await repo.countActiveOwners(tx, owner.id)) === 0)
      throw new AppError('LAST_OWNER', 'The back office needs at least one active owner');
  }

  private async view(row: StaffRow, now: Date): Promise<TStaffListItem> {
    const links = await repo.openLinkExpiries(this.deps.db, now);
    return listItemView(row, { linkExpiresAt: links.get(row.id) ?? null, canManage: true });
  }

  private async audit(
    tx: DbOrTx,
    principal: Principal,
    kind: string,
    before: StaffRow | null,
    after: StaffRow,
    places: PlaceIndex,
    clientIp: string,
  ) {
    await recordAudit(tx, principal, memberAuditEntry(kind, before, after, places.outletNetwork), clientIp);
  }
}
