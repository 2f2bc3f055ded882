/**
 * The audit log (issue 18 item 3): every staff or API-key write is recorded in the same
 * transaction as the write, with who, what, before and after. A write that rolls back leaves
 * no entry; an entry never describes a change that did not happen.
 */
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import type { Principal } from '../staff/principal.js';

export interface AuditEntry {
  /** dotted: order.status, stop_list.put, staff.invite, api_key.create... */
  kind: string;
  entityType: string;
  entityId: string | number;
  retailNetworkId?: number | null;
  outletId?: number | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(
  tx: DbOrTx,
  actor: Pick<Principal, 'kind' | 'id' | 'label'>,
  entry: AuditEntry,
  clientIp?: string | null,
): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.kind === 'staff' ? actor.id : null,
    apiKeyId: actor.kind === 'apiKey' ? actor.id : null,
    actorLabel: actor.label,
    kind: entry.kind,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    retailNetworkId: entry.retailNetworkId ?? null,
    outletId: entry.outletId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    clientIp: clientIp ?? null,
  });
}
