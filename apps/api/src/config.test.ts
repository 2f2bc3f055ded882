import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { listDemoProviders } from './demo-providers.js';

const REAL_PROVIDERS = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0123',
  TWILIO_AUTH_TOKEN: 'secret',
  TWILIO_FROM: '+15550001111',
  PAYMENT_PROVIDER: 'liqpay',
  LIQPAY_PUBLIC_KEY: 'public',
  LIQPAY_PRIVATE_KEY: 'private',
  SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
  MAIL_FROM: 'orders@example.com',
  EMAIL_TOKEN_SECRET: 'x'.repeat(32),
  VAPID_PUBLIC_KEY: 'BNDocK81rt1tqtd-tsxeODtJq1ePVf3_CXEQpLw1oufDj2XQGIsadHiNQixa5xo2N6ChY_9n-RwgbCXFyiXdbBQ',
  VAPID_PRIVATE_KEY: '8ikuHWkw8f8nZKdwoaGhK4gVRZ2WRQYSOseHyacNslU',
  VAPID_SUBJECT: 'mailto:support@example.com',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('modes', () => {
  it('runs the demo with no settings at all', () => {
    const config = loadConfig({});
    expect(config.isProduction).toBe(false);
    expect(config.SMS_PROVIDER).toBe('log');
    expect(config.PAYMENT_PROVIDER).toBe('test');
    expect(config.CLEANUP_INTERVAL_SECONDS).toBe(600);
  });

  it('refuses the demo providers in production, naming each setting in one list', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^SMS_PROVIDER: SMS_PROVIDER=log is a demo provider/);
    expect(problems[1]).toMatch(/^PAYMENT_PROVIDER: PAYMENT_PROVIDER=test is a demo provider/);
    expect(problems.join('\n')).toContain('DEMO=true');
  });

  it('refuses LiqPay sandbox in production, and lists it beside a missing key', () => {
    const problems = problemsOf({
      ...REAL_PROVIDERS,
      NODE_ENV: 'production',
      LIQPAY_SANDBOX: 'true',
      TWILIO_FROM: '',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['TWILIO_FROM', 'LIQPAY_SANDBOX']);
  });

  it('starts in production with real providers (built-in addresses and a generated operator token allowed)', () => {
    const config = loadConfig({ ...REAL_PROVIDERS, NODE_ENV: 'production' });
    expect(config.isProduction).toBe(true);
    expect(config.isOpsTokenGenerated).toBe(true);
    expect(config.ADDRESS_PROVIDER).toBe('builtin');
  });

  it('starts the demo in production when DEMO=true says so', () => {
    const config = loadConfig({ NODE_ENV: 'production', DEMO: 'true' });
    expect(config.isProduction).toBe(true);
    expect(config.DEMO).toBe(true);
  });

  it('treats any other NODE_ENV as not production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).isProduction).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).isProduction).toBe(false);
  });
});

describe('SMS and e-mail providers', () => {
  it('asks for the keys of the chosen SMS provider by name', () => {
    expect(problemsOf({ SMS_PROVIDER: 'turbosms' })).toEqual([
      'TURBOSMS_TOKEN: required when SMS_PROVIDER=turbosms',
      'TURBOSMS_SENDER: required when SMS_PROVIDER=turbosms',
    ]);
    expect(problemsOf({ SMS_PROVIDER: 'vonage', VONAGE_API_KEY: 'k' })).toEqual([
      'VONAGE_API_SECRET: required when SMS_PROVIDER=vonage',
      'VONAGE_FROM: required when SMS_PROVIDER=vonage',
    ]);
    const turbo = loadConfig({ SMS_PROVIDER: 'turbosms', TURBOSMS_TOKEN: 't', TURBOSMS_SENDER: 'SushiMoon' });
    expect(turbo.TURBOSMS_API_URL).toBe('https://api.turbosms.ua');
    expect(problemsOf({ SMS_PROVIDER: 'smsc' })[0]).toMatch(/^SMS_PROVIDER:/);
  });

  it('takes an smtp:// or smtps:// SMTP_URL and an address for MAIL_FROM', () => {
    expect(loadConfig({}).MAIL_FROM).toBe('noreply@localhost');
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example.com:465',
    );
    expect(problemsOf({ SMTP_URL: 'http://mail.example.com' })[0]).toMatch(/^SMTP_URL: SMTP_URL is smtp:/);
    expect(problemsOf({ MAIL_FROM: 'Sushi Moon' })[0]).toMatch(/^MAIL_FROM: MAIL_FROM must be an e-mail/);
  });

  it('wants a fixed EMAIL_TOKEN_SECRET with SMTP in production, so e-mailed links survive a restart', () => {
    const { EMAIL_TOKEN_SECRET: _, ...withoutSecret } = REAL_PROVIDERS;
    expect(problemsOf({ ...withoutSecret, NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^EMAIL_TOKEN_SECRET: required with SMTP_URL in production/),
    ]);
    expect(problemsOf({ EMAIL_TOKEN_SECRET: 'short' })[0]).toMatch(/^EMAIL_TOKEN_SECRET:/);
    // unset outside production: a random key per process, never empty
    const [a, b] = [loadConfig({}).EMAIL_TOKEN_SECRET, loadConfig({}).EMAIL_TOKEN_SECRET];
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(a).not.toBe(b);
    expect(loadConfig({ EMAIL_TOKEN_SECRET: 'k'.repeat(32) }).EMAIL_TOKEN_SECRET).toBe('k'.repeat(32));
  });

  it('warns about, but does not refuse, a production without SMTP (receipts unsent, nothing unsafe)', () => {
    const { SMTP_URL: _, ...withoutSmtp } = REAL_PROVIDERS;
    const config = loadConfig({ ...withoutSmtp, NODE_ENV: 'production', ADDRESS_PROVIDER: 'nominatim' });
    const [mail] = listDemoProviders(config);
    expect(mail).toMatchObject({ setting: 'SMTP_URL', value: 'unset', isRefusedInProduction: false });
    // in production the log gets who and what about, not the customer's receipt itself
    expect(mail!.meaning).toContain('only their recipient and subject are logged');
  });

  it('starts in production without a Telegram bot (alerts off); with one, the Bot API must be https', () => {
    const production = { ...REAL_PROVIDERS, NODE_ENV: 'production' };
    expect(loadConfig(production).TELEGRAM_BOT_TOKEN).toBeUndefined();
    const token = '123456789:AAtelegram-secret-token-value';
    expect(loadConfig({ ...production, TELEGRAM_BOT_TOKEN: token }).TELEGRAM_API_URL).toBe(
      'https://api.telegram.org',
    );
    const problems = problemsOf({
      ...production,
      TELEGRAM_BOT_TOKEN: token,
      TELEGRAM_API_URL: 'http://tg.internal',
    });
    expect(problems).toEqual([expect.stringMatching(/^TELEGRAM_API_URL: must be https:\/\/ in production/)]);
    expect(problems.join(' ')).not.toContain(token);
    // outside production a local fake of the Bot API is fine
    expect(
      loadConfig({ TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_URL: 'http://127.0.0.1:9' }).TELEGRAM_API_URL,
    ).toBe('http://127.0.0.1:9');
  });
});

describe('web push keys', () => {
  it('wants both halves of a VAPID pair and never repeats the private one', () => {
    const { VAPID_PRIVATE_KEY: privateKey, ...half } = REAL_PROVIDERS;
    expect(problemsOf(half)).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both/),
    ]);
    const problems = problemsOf({ ...REAL_PROVIDERS, VAPID_PUBLIC_KEY: 'short', VAPID_SUBJECT: 'support' });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['VAPID_PUBLIC_KEY', 'VAPID_SUBJECT']);
    expect(problems.join(' ')).not.toContain(privateKey);
  });
});

describe('demo providers', () => {
  it('lists each demo provider with what it means', () => {
    const demo = listDemoProviders({ ...loadConfig({}) });
    expect(demo.map((d) => `${d.setting}=${d.value}`)).toEqual([
      'SMS_PROVIDER=log',
      'PAYMENT_PROVIDER=test',
      'ADDRESS_PROVIDER=builtin',
      'SMTP_URL=unset',
      'VAPID_PUBLIC_KEY=unset',
    ]);
    expect(demo[4]!.meaning).toContain('DATA_DIR/vapid-keys.json');
    expect(demo[4]!.isRefusedInProduction).toBe(false);
    expect(demo[0]!.meaning).toContain('anyone can read them at GET /customer/dev/sms');
    expect(demo[1]!.meaning).toContain('no money moving');
    expect(demo[2]!.isRefusedInProduction).toBe(false);
    expect(demo[3]!.meaning).toContain('written to the log');
    expect(demo[3]!.isRefusedInProduction).toBe(false);
  });

  it('does not speak of the dev inbox in production, where it does not exist', () => {
    const [sms] = listDemoProviders({ ...loadConfig({ NODE_ENV: 'production', DEMO: 'true' }) });
    expect(sms!.meaning).not.toContain('/customer/dev/sms');
  });

  it('names LiqPay sandbox, and nothing for real providers', () => {
    const real = loadConfig({ ...REAL_PROVIDERS, ADDRESS_PROVIDER: 'nominatim' });
    expect(listDemoProviders(real)).toEqual([]);
    const sandbox = loadConfig({ ...REAL_PROVIDERS, ADDRESS_PROVIDER: 'nominatim', LIQPAY_SANDBOX: 'true' });
    expect(listDemoProviders(sandbox).map((d) => d.setting)).toEqual(['LIQPAY_SANDBOX']);
  });
});
