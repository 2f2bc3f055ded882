// The brand-editor module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { BrandEditorService } from './brand-editor-service.js';
export { brandEditorAdminRoutes } from './routes.js';
