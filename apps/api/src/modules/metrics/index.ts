export { MetricsService } from './metrics-service.js';
export { registerMetrics } from './routes.js';
export { requestIdOf } from './request-id.js';
