import { describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from '../../config.js';
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

describe('Stripe settings', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('asks for the key and the webhook secret together, and both with PAYMENT_PROVIDER=stripe', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_live_abc' })).toEqual([
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both to use Stripe, or neither',
    ]);
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET: required when PAYMENT_PROVIDER=stripe',
    ]);
  });

  it('refuses a Stripe test key in production, without repeating the key', () => {
    const production = {
      NODE_ENV: 'production',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'a',
      TWILIO_AUTH_TOKEN: 'b',
      TWILIO_FROM: '+1',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_WEBHOOK_SECRET: 'whsec_12345678',
    };
    const refused = problemsOf({ ...production, STRIPE_SECRET_KEY: 'sk_test_secret123' });
    expect(refused).toContainEqual(
      expect.stringMatching(/^STRIPE_SECRET_KEY: STRIPE_SECRET_KEY=sk_test_… is a demo provider/),
    );
    expect(refused.join('\n')).not.toContain('secret123');
    expect(
      problemsOf({ ...production, STRIPE_SECRET_KEY: 'sk_live_secret123' }).filter((p) =>
        p.includes('STRIPE'),
      ),
    ).toEqual([]);
  });
});
