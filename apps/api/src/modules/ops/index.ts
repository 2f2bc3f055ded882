// The ops module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { apiKeyAdminRoutes } from './admin-routes.js';
export { ApiKeyService } from './api-key-service.js';
export { catalogOpsRoutes } from './catalog-ops-routes.js';
export { machineManagersOnly } from './machine-guard.js';
export { MachineAccess } from './machine-access.js';
export { auditPlace, isMachineWithin, requestedMachineScope, type MachineScope } from './machine-scope.js';
export { opsSecuritySchemes, withOpsSecurity } from './openapi-security.js';
export { opsRoutes } from './routes.js';
