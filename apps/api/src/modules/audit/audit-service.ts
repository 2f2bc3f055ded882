import type { TAuditEntry, TAuditList, ZAuditQuery } from '@food/contracts';
import { and, count, desc, eq, gte, like, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditLog } from '../../db/schema.js';
import type { BackofficeDeps } from '../staff/index.js';

type AuditQuery = z.output<typeof ZAuditQuery>;

/** Browsing the audit log (issue 18 item 3): owners only (the route says so), newest first. */
export class AuditService {
  constructor(readonly deps: BackofficeDeps) {}

  async list(query: AuditQuery): Promise<TAuditList> {
    const filters: SQL[] = [];
    if (query.staffId) filters.push(eq(auditLog.staffId, query.staffId));
    if (query.retailNetworkId) filters.push(eq(auditLog.retailNetworkId, query.retailNetworkId));
    if (query.outletId) filters.push(eq(auditLog.outletId, query.outletId));
    // `staff` finds staff.invite, staff.update...; `staff.invite` only itself (kinds are [a-z_.] only)
    if (query.kind) filters.push(or(eq(auditLog.kind, query.kind), like(auditLog.kind, `${query.kind}.%`))!);
    if (query.from) filters.push(gte(auditLog.at, new Date(query.from)));
    if (query.to) filters.push(lte(auditLog.at, new Date(query.to)));
    const where = filters.length ? and(...filters) : undefined;
    const { db } = this.deps;
    const [total] = await db.select({ n: count() }).from(auditLog).where(where);
    const rows = await db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const n = total?.n ?? 0;
    return {
      data: rows.map((r): TAuditEntry => ({
        id: r.id,
        at: r.at.toISOString(),
        actorLabel: r.actorLabel,
        staffId: r.staffId,
        apiKeyId: r.apiKeyId,
        kind: r.kind,
        entityType: r.entityType,
        entityId: r.entityId,
        retailNetworkId: r.retailNetworkId,
        outletId: r.outletId,
        before: r.before,
        after: r.after,
        clientIp: r.clientIp,
      })),
      pagination: { page: query.page, size: query.size, total: n, totalPages: Math.ceil(n / query.size) },
    };
  }
}
