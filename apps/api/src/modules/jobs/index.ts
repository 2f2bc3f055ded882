// The jobs module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { jobAdminRoutes } from './admin-routes.js';
export { DeadLetterService } from './dead-letter-service.js';
export {
  JobQueue,
  PermanentJobError,
  type JobContext,
  type JobDefinition,
  type JobType,
} from './job-queue.js';
