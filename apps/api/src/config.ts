import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { parseRateLimitOverrides } from './lib/rate-limit/policy.js';
import { listDemoProviders } from './demo-providers.js';
import { REPO_ROOT } from './paths.js';

const port = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a port number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be between 1 and 65535`)
    .max(65535, `${name} must be between 1 and 65535`)
    .default(fallback);

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'], { error: 'use true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1');

const ZEnv = z.object({
  /** `production` refuses demo providers (see demo-providers.ts) unless DEMO=true */
  NODE_ENV: z.string().min(1).optional(),
  /** runs the demo providers in production on purpose (a public demo site) */
  DEMO: flag(false),
  API_PORT: port('API_PORT', 4000),
  API_HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  /** where embedded PGlite keeps its files when DATABASE_URL is not set */
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** the address browsers reach the API at; image URLs are built from it */
  PUBLIC_API_URL: z.url({ error: 'PUBLIC_API_URL must be an absolute URL' }).optional(),
  /** the back office's zone-editor map tiles ({z}/{x}/{y}), as the storefront's; OpenStreetMap's by default */
  MAP_TILE_URL: z
    .string()
    .refine(
      (u) => /^https?:\/\/[^/]+\//.test(u) && ['{z}', '{x}', '{y}'].every((p) => u.includes(p)),
      'MAP_TILE_URL is an http(s) address with {z}, {x} and {y}',
    )
    .optional(),
  /** the tile provider's required credit, as HTML */
  MAP_TILE_ATTRIBUTION: z.string().optional(),
  /** Bearer token of the operator API; a random one is made (and logged) when absent */
  OPS_TOKEN: z.string().min(16, 'OPS_TOKEN must be at least 16 characters').optional(),
  /** `Authorization: Bearer <it>` reads /metrics from anywhere; without it, loopback only */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  SEED_ON_START: flag(true),
  /** largest request body, in bytes */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  /** how long in-flight requests may take to finish on SIGTERM */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDRs) */
  TRUST_PROXY: z
    .string()
    .default('127.0.0.1,::1')
    .transform((list) =>
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** multiplies every HTTP rate limit of lib/rate-limit/policy.ts (e.g. 2 behind a very large NAT) */
  RATE_LIMIT_SCALE: z.coerce.number().min(0.01).max(1000).default(1),
  /** single limits set outright: `group.key=max/windowSeconds`, comma-separated (lib/rate-limit/policy.ts) */
  RATE_LIMITS: z
    .string()
    .optional()
    .superRefine((text, ctx) => {
      const parsed = parseRateLimitOverrides(text);
      if ('problems' in parsed)
        for (const message of parsed.problems) ctx.addIssue({ code: 'custom', message });
    }),
  /** seconds the shared catalogue reads are kept in memory */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** bound of the in-memory cache of rendered images (modules/media), in MB of encoded pictures */
  IMAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** image renders running at once (each holds its raster until it is encoded) */
  IMAGE_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** image renders waiting for a turn; beyond that a new rendition answers 503 with Retry-After */
  IMAGE_RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /** uploaded photos (modules/media/storage): an S3-compatible bucket when set, else DATA_DIR/media */
  MEDIA_S3_BUCKET: z.string().min(3).max(63).optional(),
  /** another S3-compatible service's address (MinIO, Ceph, R2…); AWS S3 when absent */
  MEDIA_S3_ENDPOINT: z.url({ error: 'MEDIA_S3_ENDPOINT must be an absolute URL' }).optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  /** both or neither; neither: the SDK's own chain (AWS_* variables, an instance role) */
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** the bucket in the path rather than the host name: most self-hosted services need it */
  MEDIA_S3_FORCE_PATH_STYLE: flag(false),
  /** where address suggestions come from (modules/addresses): the demo streets, or a real provider */
  ADDRESS_PROVIDER: z.enum(['builtin', 'nominatim', 'google', 'yandex', 'dadata']).default('builtin'),
  NOMINATIM_URL: z.url().default('https://nominatim.openstreetmap.org'),
  GOOGLE_PLACES_API_KEY: z.string().min(1).optional(),
  GOOGLE_PLACES_URL: z.url().default('https://places.googleapis.com'),
  YANDEX_GEOCODER_API_KEY: z.string().min(1).optional(),
  YANDEX_GEOCODER_URL: z.url().default('https://geocode-maps.yandex.ru'),
  DADATA_API_KEY: z.string().min(1).optional(),
  DADATA_URL: z.url().default('https://suggestions.dadata.ru'),
  /** how long an address provider may take to answer (SPEC section 7: 10 seconds) */
  ADDRESS_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** who we are to the provider (Nominatim's usage policy asks for an identifying User-Agent) */
  ADDRESS_PROVIDER_USER_AGENT: z.string().min(1).default('food-storefront-api/0.1'),
  /** where texts go: `log` writes them to the log and serves GET /customer/dev/sms (sign-in codes) */
  SMS_PROVIDER: z.enum(['log', 'twilio', 'turbosms', 'vonage']).default('log'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** sender number (E.164) or alphanumeric sender id */
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  /** TurboSMS (Ukraine): the HTTP API token and a sender name registered with it */
  TURBOSMS_TOKEN: z.string().min(1).optional(),
  TURBOSMS_SENDER: z.string().min(1).max(11, 'TURBOSMS_SENDER is at most 11 characters').optional(),
  TURBOSMS_API_URL: z.url().default('https://api.turbosms.ua'),
  /** Vonage SMS API (international): key, secret and sender number or alphanumeric id */
  VONAGE_API_KEY: z.string().min(1).optional(),
  VONAGE_API_SECRET: z.string().min(1).optional(),
  VONAGE_FROM: z.string().min(1).optional(),
  VONAGE_API_URL: z.url().default('https://rest.nexmo.com'),
  /** e-mail (modules/notifications): smtp:// or smtps:// with user and password; unset: e-mails go to the log */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'SMTP_URL is smtp://user:password@host:587 or smtps://…@host:465')
    .optional(),
  /** the sender address of every e-mail; the sender name is the brand's */
  MAIL_FROM: z.email({ error: 'MAIL_FROM must be an e-mail address' }).default('noreply@localhost'),
  /** HMAC key of the e-mail links (subscription confirm, unsubscribe); a random one per process when absent */
  EMAIL_TOKEN_SECRET: z.string().min(32, 'EMAIL_TOKEN_SECRET must be at least 32 characters').optional(),
  /**
   * the Telegram bot that sends staff new-order alerts (modules/notifications, staff alerts), as
   * @BotFather gives it (`123456789:AA…`); unset: Telegram alerts are off (e-mail alerts still go)
   */
  // no format check: a refused value is echoed in the start-up error, and a token must not be
  TELEGRAM_BOT_TOKEN: z.string().min(1).optional(),
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /**
   * Web Push of order status (issue 21 item 4, modules/notifications/push.ts): the VAPID key pair
   * (base64url, as `web-push generate-vapid-keys` prints it) and the contact push services may
   * write to (`mailto:` or https). Unset: the demo generates a pair once and keeps it in
   * DATA_DIR/vapid-keys.json (browsers' subscriptions are bound to the public key), warned about.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY is the 65-byte P-256 public key in base64url')
    .optional(),
  // no format check: a refused value is echoed in the start-up error, and a private key must not be
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT is a mailto: or https:// contact')
    .optional(),
  /**
   * a PEM file of certificate authorities push services may be signed by, beside the system's
   * (the tests' local push service); push requests always go over https
   */
  PUSH_EXTRA_CA_FILE: z.string().min(1).optional(),
  /** sign-in codes a brand (retail network) may text in 24 hours: a stop for SMS-pumping runs */
  SMS_DAILY_CAP_PER_BRAND: z.coerce.number().int().min(0).max(10_000_000).default(5000),
  /** server secret for brands with USE_RECAPTCHA on; without it their SendCode answers 503 */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** e.g. `.example.com`, so a session cookie set on kyiv.example.com holds on every city subdomain */
  SESSION_COOKIE_DOMAIN: z.string().min(1).optional(),
  /** the storefront's address: the default payment return page, and the host return URLs must be on */
  STOREFRONT_URL: z.url({ error: 'STOREFRONT_URL must be an absolute URL' }).default('http://localhost:3000'),
  /**
   * the provider of brands whose env names none in PAYMENT_PROVIDERS (modules/payment/providers.ts):
   * `test`, the hosted test page of ARCHITECTURE.md; `liqpay` or `stripe` (each needs its keys)
   */
  PAYMENT_PROVIDER: z.enum(['test', 'liqpay', 'stripe']).default('test'),
  /** HMAC key of the test provider's callbacks; a random one per process when absent */
  PAYMENT_TEST_SECRET: z.string().min(16, 'PAYMENT_TEST_SECRET must be at least 16 characters').optional(),
  LIQPAY_PUBLIC_KEY: z.string().min(1).optional(),
  LIQPAY_PRIVATE_KEY: z.string().min(1).optional(),
  LIQPAY_CHECKOUT_URL: z.url().default('https://www.liqpay.ua/api/3/checkout'),
  /** LiqPay's server-to-server API (refunds of cancelled paid orders) */
  LIQPAY_API_URL: z.url().default('https://www.liqpay.ua/api/request'),
  /** Stripe's secret API key (sk_live_…; sk_test_… moves no money and is refused in production) */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** the signing secret (whsec_…) of the webhook endpoint at /payment/v1/callback/stripe */
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** minutes an online order may stay unpaid before it is cancelled, unless an owner set it in the back office */
  UNPAID_CANCEL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  /** how often the board looks for such orders (modules/board/unpaid-cancel.ts); 0: never */
  UNPAID_CANCEL_CHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** LiqPay's sandbox mode: payments succeed without charging a card */
  LIQPAY_SANDBOX: flag(false),
  /**
   * whether a rated order's comment reaches the public feedbacks page without staff moderation
   * (modules/orders/review-from-rating.ts); off by default: staff publish or reject it in the back
   * office's Reviews page (modules/care); a deployment without moderators turns it on
   */
  FEEDBACK_AUTO_PUBLISH: z
    .enum(['true', 'false', '1', '0'], { error: 'use true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /** the first owner of the back office, made at a start with no staff account (modules/staff/bootstrap.ts) */
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(10, 'ADMIN_PASSWORD must be at least 10 characters').max(256).optional(),
  /** how often expired sign-in codes, sessions and keys are deleted (modules/housekeeping); 0: never */
  CLEANUP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /** jobs of the queue (modules/jobs) one API instance runs at once */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** how often an idle job worker looks for due jobs whose wake-up it missed (a crash, a retry) */
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2000),
  /** webhooks to loopback, private and link-local addresses (modules/webhooks); default: not in production */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0'], { error: 'use true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  /** seconds before each retry of a failed webhook delivery; after the last one it is FAILED */
  WEBHOOK_RETRY_SECONDS: z
    .string()
    .default('10,30,120,600,3600,21600')
    .transform((list, ctx) => {
      const waits = list.split(',').map((s) => Number(s.trim()));
      if (waits.some((w) => !Number.isFinite(w) || w <= 0 || w > 7 * 86_400)) {
        ctx.addIssue({ code: 'custom', message: 'a comma-separated list of seconds, e.g. 10,30,120' });
        return z.NEVER;
      }
      return waits;
    }),
  /** how often the webhook dispatcher looks for events whose live notice was lost (a crash) */
  WEBHOOK_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** how long a webhook receiver may take to answer */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

export type AppConfig = Omit<
  z.infer<typeof ZEnv>,
  'OPS_TOKEN' | 'PUBLIC_API_URL' | 'FEEDBACK_AUTO_PUBLISH' | 'WEBHOOK_ALLOW_PRIVATE' | 'EMAIL_TOKEN_SECRET'
> & {
  OPS_TOKEN: string;
  /** the set key, or a random one for this process (links in e-mails then die with it) */
  EMAIL_TOKEN_SECRET: string;
  FEEDBACK_AUTO_PUBLISH: boolean;
  WEBHOOK_ALLOW_PRIVATE: boolean;
  PUBLIC_API_URL: string;
  isOpsTokenGenerated: boolean;
  /** NODE_ENV=production: demo providers are refused unless DEMO=true, the dev SMS inbox never exists */
  isProduction: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at start; every bad value is named in one readable error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(defined);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (i) => `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(defined[String(i.path[0])])})`,
      ),
    );
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  const problems = [...missingProviderSettings(c)];
  if (Boolean(c.ADMIN_EMAIL) !== Boolean(c.ADMIN_PASSWORD))
    problems.push(
      'ADMIN_EMAIL and ADMIN_PASSWORD: set both to create the first owner, or neither for a setup link',
    );
  if (isProduction && !c.DEMO) {
    problems.push(
      ...listDemoProviders({ ...c, isProduction })
        .filter((d) => d.isRefusedInProduction)
        .map(
          (d) =>
            `${d.setting}: ${d.setting}=${d.value} is a demo provider (${d.meaning}); NODE_ENV=production needs ${d.instead}, or DEMO=true to run the demo on purpose`,
        ),
    );
  }
  if (problems.length) throw new ConfigError(problems);
  return {
    ...c,
    PUBLIC_API_URL: (c.PUBLIC_API_URL ?? `http://localhost:${c.API_PORT}`).replace(/\/$/, ''),
    OPS_TOKEN: c.OPS_TOKEN ?? randomBytes(24).toString('base64url'),
    EMAIL_TOKEN_SECRET: c.EMAIL_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    isOpsTokenGenerated: c.OPS_TOKEN === undefined,
    isProduction,
    // a real chain moderates what customers write; the demo shows a rating reach the page
    FEEDBACK_AUTO_PUBLISH: c.FEEDBACK_AUTO_PUBLISH ?? false,
    // a production server (a public demo too) must not be made to call into its own network
    WEBHOOK_ALLOW_PRIVATE: c.WEBHOOK_ALLOW_PRIVATE ?? !isProduction,
  };
}

type ParsedEnv = z.infer<typeof ZEnv>;

/** The keys a chosen provider cannot work without. */
function missingProviderSettings(c: ParsedEnv): string[] {
  const problems: string[] = [];
  const addressKeys = {
    google: 'GOOGLE_PLACES_API_KEY',
    yandex: 'YANDEX_GEOCODER_API_KEY',
    dadata: 'DADATA_API_KEY',
  } as const;
  const addressKey =
    c.ADDRESS_PROVIDER in addressKeys ? addressKeys[c.ADDRESS_PROVIDER as keyof typeof addressKeys] : null;
  if (addressKey && !c[addressKey])
    problems.push(`${addressKey}: required when ADDRESS_PROVIDER=${c.ADDRESS_PROVIDER}`);
  const smsKeys = {
    log: [],
    twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
    turbosms: ['TURBOSMS_TOKEN', 'TURBOSMS_SENDER'],
    vonage: ['VONAGE_API_KEY', 'VONAGE_API_SECRET', 'VONAGE_FROM'],
  } as const;
  for (const k of smsKeys[c.SMS_PROVIDER])
    if (!c[k]) problems.push(`${k}: required when SMS_PROVIDER=${c.SMS_PROVIDER}`);
  if (c.SMTP_URL && !c.EMAIL_TOKEN_SECRET && c.NODE_ENV === 'production')
    problems.push(
      'EMAIL_TOKEN_SECRET: required with SMTP_URL in production (the links in e-mails must outlive a restart and work on every instance)',
    );
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY))
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both (a pair), or neither for the demo pair');
  if (c.NODE_ENV === 'production' && c.TELEGRAM_BOT_TOKEN && !c.TELEGRAM_API_URL.startsWith('https://'))
    problems.push(
      'TELEGRAM_API_URL: must be https:// in production (the bot token is in every request’s path)',
    );
  if (c.PAYMENT_PROVIDER === 'liqpay') {
    for (const k of ['LIQPAY_PUBLIC_KEY', 'LIQPAY_PRIVATE_KEY'] as const)
      if (!c[k]) problems.push(`${k}: required when PAYMENT_PROVIDER=liqpay`);
  }
  if (c.PAYMENT_PROVIDER === 'stripe') {
    for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
      if (!c[k]) problems.push(`${k}: required when PAYMENT_PROVIDER=stripe`);
  } else if (Boolean(c.STRIPE_SECRET_KEY) !== Boolean(c.STRIPE_WEBHOOK_SECRET))
    // a key without the webhook secret would take payments whose results nobody could believe
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both to use Stripe, or neither');
  if (Boolean(c.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(c.MEDIA_S3_SECRET_ACCESS_KEY))
    problems.push('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY: set both, or neither');
  if (c.MEDIA_S3_ENDPOINT && !c.MEDIA_S3_BUCKET)
    problems.push('MEDIA_S3_ENDPOINT: needs MEDIA_S3_BUCKET (without a bucket photos are kept on disk)');
  return problems;
}
