// The menu module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { menuAdminRoutes } from './admin-routes.js';
export { MenuService } from './menu-service.js';
export { menuOpsRoutes } from './ops-routes.js';
export { menuPreviewRoutes } from './preview-routes.js';
