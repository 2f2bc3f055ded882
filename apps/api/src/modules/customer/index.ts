// The customer module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { customerRoutes } from './routes.js';
export { CustomerService } from './service.js';
