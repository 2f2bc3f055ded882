// The payment module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { createPaymentProviders } from './providers.js';
export { type NewPayment } from './payment-repo.js';
export { PaymentService } from './payment-service.js';
export { paymentStateOf } from './payment-state.js';
export { listedPaymentTypes as offeredPaymentTypes, paymentOf } from './payment-types.js';
export { languageOfReturnUrl } from './return-url.js';
export { paymentRoutes } from './routes.js';
export { testPagePolicy } from './test-page.js';
