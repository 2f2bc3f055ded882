/**
 * The audit log (issue 18 item 3): every staff or API-key write is recorded in the same
 * transaction as the write, with who, what, before and after. A write that rolls back leaves
 * no entry; an entry never describes a change that did not happen.
 */
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import type { Principal } from '../staff/index.js';

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

/**
 * Fields that never belong in the log, however a caller built its snapshot: passwords and their
 * hashes, TOTP secrets, webhook secrets, API keys and tokens. Dropped at any depth.
 */
const SECRET_FIELDS = new Set([
  'password',
  'currentpassword',
  'newpassword',
  'passwordhash',
  'totpsecret',
  'secret',
  'key',
  'keyhash',
  'token',
  'tokenhash',
  'csrftoken',
]);

export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const kept: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value)) {
    if (!SECRET_FIELDS.has(name.toLowerCase())) kept[name] = withoutSecrets(v);
  }
  return kept;
}

export async function recordAudit(
  tx: DbOrTx,
  /** a member, an API key, or the API itself (`kind: 'system'`: the unpaid-order cancellation) */
  actor: Pick<Principal, 'id' | 'label'> & { kind: Principal['kind'] | 'system' },
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
    before: withoutSecrets(entry.before ?? null),
    after: withoutSecrets(entry.after ?? null),
    clientIp: clientIp ?? null,
  });
}
