/**
 * The providers this deployment has (their credentials come from the environment) and which one
 * each brand uses. A brand names its providers in its env `PAYMENT_PROVIDERS`, a comma-separated
 * list in order of preference (`liqpay,test`: LiqPay where its keys are set, else the test page);
 * a brand that names none uses `PAYMENT_PROVIDER`. The first one that is configured here and takes
 * the brand's currency is the brand's; with none, the brand offers no online payment
 * (payment-types.ts). A payment attempt keeps the name of the provider that made it, and its
 * callback and refunds go to that one whatever the brand chooses later.
 */
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.js';
import { LiqPayProvider } from './liqpay.js';
import { PROVIDER_NAMES, type PaymentProvider, type ProviderName } from './provider.js';
import { StripeProvider } from './stripe.js';
import { TestPaymentProvider } from './test-provider.js';

const isProviderName = (s: string): s is ProviderName => (PROVIDER_NAMES as readonly string[]).includes(s);

/** The providers the brand names itself, in its order, each once (empty: it names none). */
export function brandOwnProviderNames(env: Readonly<Record<string, unknown>>): ProviderName[] {
  const listed = String(env.PAYMENT_PROVIDERS ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(isProviderName);
  return [...new Set(listed)];
}

/** The brand's providers in its order of preference; the deployment's default when it names none. */
export function brandProviderNames(
  env: Readonly<Record<string, unknown>>,
  fallback: ProviderName,
): ProviderName[] {
  const listed = brandOwnProviderNames(env);
  return listed.length ? listed : [fallback];
}

export class PaymentProviders {
  private readonly byName: ReadonlyMap<ProviderName, PaymentProvider>;

  constructor(
    providers: readonly PaymentProvider[],
    private readonly fallback: ProviderName,
    /** the webhook signing secret of Stripe's endpoint, when Stripe is configured */
    readonly stripeWebhookSecret: string | null = null,
  ) {
    this.byName = new Map(providers.map((p) => [p.name, p]));
  }

  /** the providers configured here, in a fixed order */
  configuredNames(): ProviderName[] {
    return PROVIDER_NAMES.filter((n) => this.byName.has(n));
  }

  /** A configured provider by name (a callback's, an attempt's), or null. */
  get(name: string): PaymentProvider | null {
    return isProviderName(name) ? (this.byName.get(name) ?? null) : null;
  }

  /** The provider a brand's new attempts go to, or null when none of its choices is here. */
  forBrand(env: Readonly<Record<string, unknown>>, currencyCode: string): PaymentProvider | null {
    for (const name of brandProviderNames(env, this.fallback)) {
      const provider = this.byName.get(name);
      if (provider?.takesCurrency(currencyCode)) return provider;
    }
    return null;
  }
}

/**
 * Each provider whose credentials are set: LiqPay with both keys, Stripe with its secret key (and
 * webhook secret: config.ts asks for both). The test page everywhere but in production without
 * DEMO=true, where a brand that names it simply does not get it.
 */
export function createPaymentProviders(config: AppConfig): PaymentProviders {
  const list: PaymentProvider[] = [];
  if (!config.isProduction || config.DEMO)
    // without a configured secret each process signs with its own: the test page and its
    // callback are handled by the same process, so that is enough for one instance
    list.push(
      new TestPaymentProvider(
        config.PAYMENT_TEST_SECRET ?? randomBytes(32).toString('base64url'),
        config.PUBLIC_API_URL,
      ),
    );
  if (config.LIQPAY_PUBLIC_KEY && config.LIQPAY_PRIVATE_KEY)
    list.push(
      new LiqPayProvider({
        publicKey: config.LIQPAY_PUBLIC_KEY,
        privateKey: config.LIQPAY_PRIVATE_KEY,
        checkoutUrl: config.LIQPAY_CHECKOUT_URL,
        sandbox: config.LIQPAY_SANDBOX,
        apiUrl: config.LIQPAY_API_URL,
      }),
    );
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)
    list.push(
      new StripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        apiUrl: config.STRIPE_API_URL,
        publicApiUrl: config.PUBLIC_API_URL,
      }),
    );
  return new PaymentProviders(list, config.PAYMENT_PROVIDER, config.STRIPE_WEBHOOK_SECRET ?? null);
}
