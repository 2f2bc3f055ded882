import type { TAuditEntry, TAuditList } from '@food/contracts';
import { api, query } from '../../api/client';
import { auditQuery, type AuditFilters } from './audit-filters';

export type AuditEntry = TAuditEntry;

export const listAudit = (filters: AuditFilters) =>
  api.get<TAuditList>(`/audit${query(auditQuery(filters))}`);
