// The webhooks module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { webhookAdminRoutes } from './admin-routes.js';
export { webhookOpsRoutes } from './ops-routes.js';
export { WebhookService } from './webhook-service.js';
// the rule for addresses the server calls that someone else gave (modules/notifications' push endpoints)
export { guardedLookup } from './delivery-http.js';
export { checkWebhookUrl } from './webhook-url.js';
