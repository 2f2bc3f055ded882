// The care module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { CareService } from './care-service.js';
export { careAdminRoutes } from './routes.js';
