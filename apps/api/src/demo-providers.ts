/**
 * The providers that only make sense for a demo (ARCHITECTURE.md "Modes and providers").
 * NODE_ENV=production refuses the ones that move money or identity unless DEMO=true says so on
 * purpose; every one of them is warned about at start, one log line each, in any mode.
 */
export interface ProviderSettings {
  SMS_PROVIDER: string;
  PAYMENT_PROVIDER: string;
  LIQPAY_SANDBOX: boolean;
  /** set when LiqPay's keys are (a brand may use it whatever PAYMENT_PROVIDER says) */
  LIQPAY_PRIVATE_KEY?: string | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  ADDRESS_PROVIDER: string;
  SMTP_URL?: string | undefined;
  VAPID_PUBLIC_KEY?: string | undefined;
  isProduction: boolean;
}

export interface DemoProvider {
  setting:
    | 'SMS_PROVIDER'
    | 'PAYMENT_PROVIDER'
    | 'LIQPAY_SANDBOX'
    | 'STRIPE_SECRET_KEY'
    | 'ADDRESS_PROVIDER'
    | 'SMTP_URL'
    | 'VAPID_PUBLIC_KEY';
  value: string;
  /** what it means for customers and the chain, said plainly */
  meaning: string;
  /** what a real deployment sets instead */
  instead: string;
  /**
   * production refuses what lets a stranger sign in as someone or get food without paying;
   * the built-in address streets only make the shop unusable outside the demo cities
   */
  isRefusedInProduction: boolean;
}

export function listDemoProviders(s: ProviderSettings): DemoProvider[] {
  const found: DemoProvider[] = [];
  if (s.SMS_PROVIDER === 'log') {
    found.push({
      setting: 'SMS_PROVIDER',
      value: 'log',
      // the dev inbox route is never registered in production (auth/routes.ts)
      meaning: s.isProduction
        ? 'sign-in codes are not texted to phones, they are written to the log'
        : 'sign-in codes are not texted to phones: anyone can read them at GET /customer/dev/sms and sign in as anyone',
      instead:
        'SMS_PROVIDER=twilio (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM), turbosms (TURBOSMS_TOKEN, TURBOSMS_SENDER) or vonage (VONAGE_API_KEY, VONAGE_API_SECRET, VONAGE_FROM)',
      isRefusedInProduction: true,
    });
  }
  if (s.PAYMENT_PROVIDER === 'test') {
    found.push({
      setting: 'PAYMENT_PROVIDER',
      value: 'test',
      meaning: 'the test payment page marks orders paid with no money moving',
      instead: 'PAYMENT_PROVIDER=liqpay with LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY',
      isRefusedInProduction: true,
    });
  }
  if ((s.PAYMENT_PROVIDER === 'liqpay' || s.LIQPAY_PRIVATE_KEY) && s.LIQPAY_SANDBOX) {
    found.push({
      setting: 'LIQPAY_SANDBOX',
      value: 'true',
      meaning:
        'LiqPay sandbox payments succeed without charging a card, so orders are paid with no money moving',
      instead: 'LIQPAY_SANDBOX=false',
      isRefusedInProduction: true,
    });
  }
  if (s.STRIPE_SECRET_KEY?.startsWith('sk_test_') || s.STRIPE_SECRET_KEY?.startsWith('rk_test_')) {
    found.push({
      setting: 'STRIPE_SECRET_KEY',
      // the key itself is never repeated in a message or the log
      value: 'sk_test_…',
      meaning: 'Stripe test-mode payments succeed with test cards, so orders are paid with no money moving',
      instead: 'a live key (sk_live_…) and its webhook secret',
      isRefusedInProduction: true,
    });
  }
  if (s.ADDRESS_PROVIDER === 'builtin') {
    found.push({
      setting: 'ADDRESS_PROVIDER',
      value: 'builtin',
      meaning: 'address suggestions know only the demo cities’ streets',
      instead: 'ADDRESS_PROVIDER=nominatim (self-hosted NOMINATIM_URL), google, yandex or dadata',
      isRefusedInProduction: false,
    });
  }
  if (!s.SMTP_URL) {
    found.push({
      setting: 'SMTP_URL',
      value: 'unset',
      // customers miss their receipts, but no one gets in or gets food unpaid: warned, not refused
      meaning: s.isProduction
        ? 'e-mails (receipts, order status, subscription confirmations) are not sent; only their recipient and subject are logged'
        : 'e-mails (receipts, order status, subscription confirmations) are not sent, they are written to the log',
      instead: 'SMTP_URL=smtp://user:password@host:587 with MAIL_FROM and EMAIL_TOKEN_SECRET',
      isRefusedInProduction: false,
    });
  }
  if (!s.VAPID_PUBLIC_KEY) {
    found.push({
      setting: 'VAPID_PUBLIC_KEY',
      value: 'unset',
      // push still works on one instance; nobody gets in or gets food unpaid: warned, not refused
      meaning:
        'order status push uses a key pair generated for this data folder (DATA_DIR/vapid-keys.json): another instance or a new folder makes another pair, and browsers subscribed with the old one get nothing more',
      instead: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys) with VAPID_SUBJECT',
      isRefusedInProduction: false,
    });
  }
  return found;
}
