// The audit module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { auditAdminRoutes } from './admin-routes.js';
export { AuditService } from './audit-service.js';
export { recordAudit, type AuditEntry } from './audit.js';
