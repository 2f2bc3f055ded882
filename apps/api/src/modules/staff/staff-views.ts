/** How a staff row is shown on the wire and in the audit log: never a password hash or TOTP secret. */
import type { TLanguage, TStaffListItem, TStaffMember } from '@food/contracts';
import type { AuditEntry } from '../audit/index.js';
import type { Principal } from './principal.js';
import type { OutletNetwork } from './staff-rules.js';
import type { StaffRow } from './staff-repo.js';

const LANGUAGES: readonly TLanguage[] = ['uk', 'ru', 'en'];

export const languageOf = (row: Pick<StaffRow, 'language'>): TLanguage =>
  (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as TLanguage) : 'uk';

export function memberView(row: StaffRow): TStaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    retailNetworkIds: row.retailNetworkIds,
    outletIds: row.outletIds,
    language: languageOf(row),
    totpEnabled: row.totpEnabledAt !== null,
  };
}

export function listItemView(
  row: StaffRow,
  extra: { linkExpiresAt: Date | null; canManage: boolean },
): TStaffListItem {
  return {
    ...memberView(row),
    isActive: row.isActive,
    hasPassword: row.passwordHash !== null,
    linkExpiresAt: extra.linkExpiresAt?.toISOString() ?? null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    canManage: extra.canManage,
  };
}

/** What the audit log keeps of a member before and after a change. */
export function auditSnapshot(row: StaffRow) {
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    retailNetworkIds: row.retailNetworkIds,
    outletIds: row.outletIds,
    language: row.language,
    isActive: row.isActive,
    hasPassword: row.passwordHash !== null,
    totpEnabled: row.totpEnabledAt !== null,
  };
}

/**
 * The brand (and outlet) an entry about a member is filed under, so the log filters by brand and
 * outlet find it: the one brand their scope lies in, and the one outlet when they have one.
 * Owners and members across several brands are filed under none.
 */
function auditPlace(
  row: Pick<StaffRow, 'role' | 'retailNetworkIds' | 'outletIds'>,
  outletNetwork: OutletNetwork,
): { retailNetworkId: number | null; outletId: number | null } {
  if (row.role === 'OWNER') return { retailNetworkId: null, outletId: null };
  const networks = new Set(
    row.role === 'BRAND_MANAGER' ? row.retailNetworkIds : row.outletIds.map((id) => outletNetwork(id)),
  );
  const retailNetworkId = networks.size === 1 ? ([...networks][0] ?? null) : null;
  const outletId = row.role === 'OUTLET_STAFF' && row.outletIds.length === 1 ? row.outletIds[0]! : null;
  return { retailNetworkId, outletId };
}

const staffLabel = (row: Pick<StaffRow, 'name' | 'email'>) => `${row.name} <${row.email}>`;

/** The member acting on their own account through a public route (accepting a link). */
export function selfActor(row: StaffRow): Pick<Principal, 'kind' | 'id' | 'label'> {
  return { kind: 'staff', id: row.id, label: staffLabel(row) };
}

/** The audit entry of a change to a member (`before` null: a new one), filed under `auditPlace`. */
export function memberAuditEntry(
  kind: string,
  before: StaffRow | null,
  after: StaffRow,
  outletNetwork: OutletNetwork,
): AuditEntry {
  return {
    kind,
    entityType: 'staff_member',
    entityId: after.id,
    ...auditPlace(after, outletNetwork),
    before: before ? auditSnapshot(before) : null,
    after: auditSnapshot(after),
  };
}
