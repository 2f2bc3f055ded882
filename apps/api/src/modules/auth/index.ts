// The auth module's public interface: other modules and the composition root import only this
// file (.dependency-cruiser.cjs, CONTRIBUTING.md "Module boundaries").
export { countryName } from './phone.js';
export { createRecaptchaVerifier, createSmsProvider } from './providers.js';
export { smsSize } from './sms/sms-encoding.js';
export { SmsSendError, type SmsProvider } from './sms/sms-provider.js';
export { authRoutes } from './routes.js';
export { AuthService } from './service.js';
