// The orders module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { expectedAtOf } from './expected-at.js';
export { OrderEvents } from './order-events.js';
export { isHeld } from './payment-hold.js';
export { receiptOf } from './receipt-read-model.js';
export { ordersRoutes } from './routes.js';
export { OrdersService } from './service.js';
