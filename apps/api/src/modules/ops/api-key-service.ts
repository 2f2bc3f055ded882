/**
 * API keys created in the back office (issue 18 item 7): owners give any scope, brand managers
 * keys within their brands, outlet staff none. A key is shown once; only its sha256 is kept.
 * Revoking is at once (every /ops request reads the key's row) and also deletes the webhooks the
 * key registered: a leaked key's webhooks would otherwise keep sending order data to whoever
 * registered them.
 */
import type { TApiKey, TApiKeyCreated, TApiKeyList, TCreateApiKey } from '@food/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { apiKeys, staffUsers } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import type { Principal } from '../staff/index.js';
import { newApiKey } from './api-keys.js';
import { auditPlace, isMachineWithin, requestedMachineScope } from './machine-scope.js';
import type { MachineAccess } from './machine-access.js';

type KeyRow = typeof apiKeys.$inferSelect;

async function listKeys(db: DbOrTx, id?: string) {
  return db
    .select({ key: apiKeys, creatorName: staffUsers.name })
    .from(apiKeys)
    .leftJoin(staffUsers, eq(staffUsers.id, apiKeys.createdBy))
    .where(id ? eq(apiKeys.id, id) : undefined)
    .orderBy(desc(apiKeys.createdAt));
}

function toApiKey({ key, creatorName }: { key: KeyRow; creatorName: string | null }): TApiKey {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    isOwnerScope: key.isOwnerScope,
    retailNetworkIds: key.retailNetworkIds,
    outletIds: key.outletIds,
    createdBy: key.createdBy ? { id: key.createdBy, name: creatorName ?? '' } : null,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

/**
 * What revoking a key does to its webhooks (modules/webhooks implements it; services.ts wires it):
 * deletes them in the revocation's transaction and returns their ids for the audit entry.
 */
export interface KeyWebhooks {
  deleteForApiKey(tx: DbOrTx, apiKeyId: string, now: Date): Promise<string[]>;
}

export class ApiKeyService {
  constructor(
    readonly deps: BackofficeDeps,
    private readonly webhooks: KeyWebhooks,
    private readonly access: MachineAccess,
  ) {}

  /** Keys inside the member's scope, newest first, revoked ones included (marked). */
  async list(principal: Principal): Promise<TApiKeyList> {
    this.access.assertMayManage(principal);
    const { outletNetwork } = await this.access.places();
    const rows = await listKeys(this.deps.db);
    return {
      data: rows.filter((r) => isMachineWithin(r.key, principal.scope, outletNetwork)).map(toApiKey),
    };
  }

  async create(principal: Principal, body: TCreateApiKey, ip: string): Promise<TApiKeyCreated> {
    this.access.assertMayManage(principal);
    const scope = requestedMachineScope(body);
    await this.access.assertScopeMayBeGiven(principal, scope);
    const { outletNetwork } = await this.access.places();
    const { key, prefix, keyHash } = newApiKey();
    const id = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(apiKeys)
        .values({ name: body.name, keyHash, prefix, ...scope, createdBy: principal.id })
        .returning({ id: apiKeys.id });
      await recordAudit(
        tx,
        principal,
        {
          kind: 'api_key.create',
          entityType: 'api_key',
          entityId: row!.id,
          ...auditPlace(scope, outletNetwork),
          after: { name: body.name, prefix, ...scope },
        },
        ip,
      );
      return row!.id;
    });
    const [created] = await listKeys(this.deps.db, id);
    return { apiKey: toApiKey(created!), key };
  }

  /** Revokes a key in the member's scope (again: no change) and deletes the webhooks it registered. */
  async revoke(principal: Principal, id: string, ip: string): Promise<TApiKey> {
    this.access.assertMayManage(principal);
    const [found] = await listKeys(this.deps.db, id);
    if (!found) throw new AppError('API_KEY_NOT_FOUND', `API key ${id} was not found`);
    const { outletNetwork } = await this.access.places();
    if (!isMachineWithin(found.key, principal.scope, outletNetwork))
      throw new AppError('FORBIDDEN', 'This key reaches brands or outlets outside yours');
    if (found.key.revokedAt) return toApiKey(found);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const revoked = await tx
        .update(apiKeys)
        .set({ revokedAt: now })
        .where(sql`${apiKeys.id} = ${id} and ${apiKeys.revokedAt} is null`)
        .returning({ id: apiKeys.id });
      if (!revoked.length) return;
      const webhookIds = await this.webhooks.deleteForApiKey(tx, id, now);
      await recordAudit(
        tx,
        principal,
        {
          kind: 'api_key.revoke',
          entityType: 'api_key',
          entityId: id,
          ...auditPlace(found.key, outletNetwork),
          before: { name: found.key.name, prefix: found.key.prefix, revokedAt: null },
          after: { revokedAt: now.toISOString(), deletedWebhookIds: webhookIds },
        },
        ip,
      );
    });
    const [after] = await listKeys(this.deps.db, id);
    return toApiKey(after!);
  }
}
