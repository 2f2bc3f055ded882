// The order-service module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { CheckoutService } from './checkout-service.js';
export { IDEMPOTENCY_TTL_MS } from './idempotency.js';
export { OrderCreationService } from './order-create-service.js';
export { PICKUP_LEAD_MINUTES } from './pricing/delivery-time.js';
export { evaluatePromo, isInCity, type PromoCodeRule } from './pricing/promo.js';
export { orderServiceRoutes } from './routes.js';
