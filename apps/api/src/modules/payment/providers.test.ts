import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { brandProviderNames, createPaymentProviders } from './providers.js';

describe('brandProviderNames', () => {
  it('reads the brand’s preference, skipping unknown names; the deployment’s default without one', () => {
    expect(brandProviderNames({ PAYMENT_PROVIDERS: ' Stripe, paypal ,test,stripe' }, 'liqpay')).toEqual([
      'stripe',
      'test',
    ]);
    expect(brandProviderNames({}, 'liqpay')).toEqual(['liqpay']);
    expect(brandProviderNames({ PAYMENT_PROVIDERS: 'paypal' }, 'test')).toEqual(['test']);
  });
});

describe('PaymentProviders.forBrand', () => {
  const both = createPaymentProviders(
    loadConfig({
      LIQPAY_PUBLIC_KEY: 'pub',
      LIQPAY_PRIVATE_KEY: 'priv',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_12345678',
    }),
  );

  it('gives each brand its first provider that is configured and takes its currency', () => {
    expect(both.forBrand({ PAYMENT_PROVIDERS: 'liqpay,test' }, 'UAH')?.name).toBe('liqpay');
    expect(both.forBrand({ PAYMENT_PROVIDERS: 'stripe,test' }, 'AED')?.name).toBe('stripe');
    // LiqPay takes no dirhams: the next choice
    expect(both.forBrand({ PAYMENT_PROVIDERS: 'liqpay,test' }, 'AED')?.name).toBe('test');
  });

  it('has the test page only outside production (or with DEMO=true), and LiqPay or Stripe only with their keys', () => {
    const bare = createPaymentProviders(loadConfig({}));
    expect(bare.forBrand({ PAYMENT_PROVIDERS: 'liqpay,test' }, 'UAH')?.name).toBe('test');
    expect(bare.get('stripe')).toBeNull();
    const production = createPaymentProviders(
      loadConfig({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'a',
        TWILIO_AUTH_TOKEN: 'b',
        TWILIO_FROM: '+1',
        PAYMENT_PROVIDER: 'liqpay',
        LIQPAY_PUBLIC_KEY: 'p',
        LIQPAY_PRIVATE_KEY: 'k',
      }),
    );
    expect(production.forBrand({ PAYMENT_PROVIDERS: 'stripe,test' }, 'AED')).toBeNull();
    expect(production.get('test')).toBeNull();
  });
});
