// The board module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { boardAdminRoutes } from './admin-routes.js';
export { OrderBoardService } from './board-service.js';
export { boardOpsRoutes } from './ops-routes.js';
