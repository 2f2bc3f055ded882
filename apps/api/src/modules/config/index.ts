// The config module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { configRoutes } from './routes.js';
export { BrandConfigService } from './service.js';
