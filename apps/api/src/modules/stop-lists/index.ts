// The stop-lists module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { stopListAdminRoutes } from './admin-routes.js';
export { stopListOpsRoutes } from './ops-routes.js';
export { StopListService } from './stop-list-service.js';
