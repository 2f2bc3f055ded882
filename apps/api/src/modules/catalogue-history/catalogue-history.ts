/**
 * Drafts and published versions of a product or a delivery zone (issue 19 item 9), shared by the
 * menu and the zone editors. A draft holds the same body the publishing write takes; its preview
 * token opens it on the storefront. Every publish (and every restore, which publishes an old
 * snapshot again) records the next version number with who did it; the audit log has the rest.
 * Callers run these inside the transaction of their write.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { catalogueDrafts, catalogueVersions, staffUsers, type CatalogueEntityKind } from '../../db/schema.js';
import type { Principal } from '../staff/index.js';

export interface EntityRef {
  kind: CatalogueEntityKind;
  entityId: number;
  retailNetworkId: number;
}

export interface DraftRow {
  payload: Record<string, unknown>;
  previewToken: string;
  updatedAt: Date;
}

const byEntity = (kind: CatalogueEntityKind, entityId: number) =>
  and(eq(catalogueDrafts.kind, kind), eq(catalogueDrafts.entityId, entityId));

/** Saves (or replaces) the entity's draft; the preview token stays the same across saves. */
export async function saveDraft(
  tx: DbOrTx,
  ref: EntityRef,
  payload: Record<string, unknown>,
  principal: Pick<Principal, 'kind' | 'id'>,
): Promise<DraftRow> {
  const updatedBy = principal.kind === 'staff' ? principal.id : null;
  const [row] = await tx
    .insert(catalogueDrafts)
    .values({ ...ref, payload, previewToken: randomBytes(24).toString('base64url'), updatedBy })
    .onConflictDoUpdate({
      target: [catalogueDrafts.kind, catalogueDrafts.entityId],
      set: { payload, updatedBy, updatedAt: new Date() },
    })
    .returning();
  return { payload: row!.payload, previewToken: row!.previewToken, updatedAt: row!.updatedAt };
}

export async function readDraft(
  db: DbOrTx,
  kind: CatalogueEntityKind,
  entityId: number,
): Promise<DraftRow | null> {
  const [row] = await db
    .select({
      payload: catalogueDrafts.payload,
      previewToken: catalogueDrafts.previewToken,
      updatedAt: catalogueDrafts.updatedAt,
    })
    .from(catalogueDrafts)
    .where(byEntity(kind, entityId))
    .limit(1);
  return row ?? null;
}

/** The draft a preview link names, or null (an unknown or published token previews nothing). */
export async function readDraftByToken(
  db: DbOrTx,
  previewToken: string,
): Promise<(DraftRow & EntityRef) | null> {
  const [row] = await db
    .select()
    .from(catalogueDrafts)
    .where(eq(catalogueDrafts.previewToken, previewToken))
    .limit(1);
  return row
    ? {
        kind: row.kind,
        entityId: row.entityId,
        retailNetworkId: row.retailNetworkId,
        payload: row.payload,
        previewToken: row.previewToken,
        updatedAt: row.updatedAt,
      }
    : null;
}

export async function deleteDraft(tx: DbOrTx, kind: CatalogueEntityKind, entityId: number): Promise<boolean> {
  const gone = await tx
    .delete(catalogueDrafts)
    .where(byEntity(kind, entityId))
    .returning({ id: catalogueDrafts.entityId });
  return gone.length > 0;
}

/** Records the state just published as the entity's next version; returns its number. */
export async function recordVersion(
  tx: DbOrTx,
  ref: EntityRef,
  snapshot: Record<string, unknown>,
  principal: Pick<Principal, 'kind' | 'id'> | null,
): Promise<number> {
  const [last] = await tx
    .select({ version: max(catalogueVersions.version) })
    .from(catalogueVersions)
    .where(and(eq(catalogueVersions.kind, ref.kind), eq(catalogueVersions.entityId, ref.entityId)));
  const version = (last?.version ?? 0) + 1;
  await tx.insert(catalogueVersions).values({
    ...ref,
    version,
    snapshot,
    staffUserId: principal?.kind === 'staff' ? principal.id : null,
    apiKeyId: principal?.kind === 'apiKey' ? principal.id : null,
  });
  return version;
}

export interface VersionSummary {
  version: number;
  createdAt: Date;
  /** the member's name or e-mail, 'API key', or null for the demo's seed */
  by: string | null;
}

/** The entity's versions, newest first. */
export async function listVersions(
  db: DbOrTx,
  kind: CatalogueEntityKind,
  entityId: number,
): Promise<VersionSummary[]> {
  const rows = await db
    .select({
      version: catalogueVersions.version,
      createdAt: catalogueVersions.createdAt,
      staffName: staffUsers.name,
      staffEmail: staffUsers.email,
      apiKeyId: catalogueVersions.apiKeyId,
    })
    .from(catalogueVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, catalogueVersions.staffUserId))
    .where(and(eq(catalogueVersions.kind, kind), eq(catalogueVersions.entityId, entityId)))
    .orderBy(desc(catalogueVersions.version));
  return rows.map((r) => ({
    version: r.version,
    createdAt: r.createdAt,
    by: r.staffName || r.staffEmail || (r.apiKeyId ? 'API key' : null),
  }));
}

export async function readVersion(
  db: DbOrTx,
  kind: CatalogueEntityKind,
  entityId: number,
  version: number,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ snapshot: catalogueVersions.snapshot })
    .from(catalogueVersions)
    .where(
      and(
        eq(catalogueVersions.kind, kind),
        eq(catalogueVersions.entityId, entityId),
        eq(catalogueVersions.version, version),
      ),
    )
    .limit(1);
  return row?.snapshot ?? null;
}
