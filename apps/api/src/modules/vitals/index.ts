// The vitals module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { vitalsAdminRoutes, vitalsRoutes } from './routes.js';
export { VitalsService } from './vitals-service.js';
