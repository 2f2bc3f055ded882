// The zone-editor module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { zoneAdminRoutes, zoneOpsRoutes } from './routes.js';
export { ZoneEditorService } from './zone-editor-service.js';
