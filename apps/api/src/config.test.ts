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

describe('demo providers', () => {
  it('lists each demo provider with what it means', () => {
    const demo = listDemoProviders({ ...loadConfig({}) });
    expect(demo.map((d) => `${d.setting}=${d.value}`)).toEqual([
      'SMS_PROVIDER=log',
      'PAYMENT_PROVIDER=test',
      'ADDRESS_PROVIDER=builtin',
    ]);
    expect(demo[0]!.meaning).toContain('anyone can read them at GET /customer/dev/sms');
    expect(demo[1]!.meaning).toContain('no money moving');
    expect(demo[2]!.isRefusedInProduction).toBe(false);
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
