// The search module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { searchRoutes } from './routes.js';
export { SearchIndex } from './search-index.js';
export { SearchService } from './service.js';
