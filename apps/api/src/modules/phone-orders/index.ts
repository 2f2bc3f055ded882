// The phone-orders module's public interface: other modules and the composition root import only
// this file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { PhoneOrderService } from './phone-order-service.js';
export { phoneOrderAdminRoutes } from './routes.js';
