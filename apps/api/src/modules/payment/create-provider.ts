import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.js';
import { LiqPayProvider } from './liqpay.js';
import type { PaymentProvider } from './provider.js';
import { TestPaymentProvider } from './test-provider.js';

/** PAYMENT_PROVIDER picks the provider; `test` (the default) needs nothing configured. */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'liqpay') {
    return new LiqPayProvider({
      publicKey: config.LIQPAY_PUBLIC_KEY!,
      privateKey: config.LIQPAY_PRIVATE_KEY!,
      checkoutUrl: config.LIQPAY_CHECKOUT_URL,
      sandbox: config.LIQPAY_SANDBOX,
      apiUrl: config.LIQPAY_API_URL,
    });
  }
  // without a configured secret each process signs with its own: the test page and its
  // callback are handled by the same process, so that is enough for one instance
  return new TestPaymentProvider(
    config.PAYMENT_TEST_SECRET ?? randomBytes(32).toString('base64url'),
    config.PUBLIC_API_URL,
  );
}
