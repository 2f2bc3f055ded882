// The reports module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { reportsAdminRoutes } from './routes.js';
export { ReportsService } from './reports-service.js';
export { compactReportRollups } from './rollup-compaction.js';
