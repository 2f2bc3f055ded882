// The backoffice-app module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILES } from './app-pages.js';
export { backofficeAppRoutes } from './routes.js';
