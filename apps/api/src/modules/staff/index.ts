// The staff module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { adminApi } from './admin-plugin.js';
export { staffAdminRoutes } from './admin-routes.js';
export { type BackofficeDeps } from './backoffice-deps.js';
export { bootstrapStaff } from './bootstrap.js';
export { outletGuard } from './outlet-guard.js';
export { assertCoversBrand, assertInScope, principalOf, type Principal } from './principal.js';
export { recordRoute } from './route-registry.js';
export { OWNER_SCOPE, inScope, scopeWithin, type Scope } from './scope.js';
export { readBackofficeSettings, settingsDefaults } from './settings.js';
export { normalizeIds, type OutletNetwork } from './staff-rules.js';
export { StaffService } from './staff-service.js';
