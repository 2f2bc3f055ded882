// The site module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { EmailSubscriptionService } from './email-subscriptions.js';
export { siteRoutes } from './routes.js';
export { SiteService } from './service.js';
