// The geo module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { geoRoutes } from './routes.js';
export { GeoService, normalizeIp } from './service.js';
