// The promotion-editor module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { PromotionEditorService } from './promotion-editor-service.js';
export { promotionEditorRoutes } from './routes.js';
