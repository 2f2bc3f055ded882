import type { BackofficeDeps } from '../staff/backoffice-deps.js';

/** Browsing the audit log (issue 18 item 3). */
export class AuditService {
  constructor(readonly deps: BackofficeDeps) {}
}
