// The media module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { mediaRoutes } from './routes.js';
export { createMediaStore, type MediaStore } from './storage/media-store.js';
export { mediaAdminRoutes } from './upload/admin-routes.js';
export { UPLOAD_KEY_PATTERN } from './upload/upload-rules.js';
export { MediaUploadService } from './upload/upload-service.js';
export { loadSharp } from './load-sharp.js';
