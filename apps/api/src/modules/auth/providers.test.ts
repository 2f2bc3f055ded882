import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { systemClock } from '../../lib/clock.js';
import { createSmsProvider } from './providers.js';

describe('SMS provider from SMS_PROVIDER', () => {
  it('makes the chosen provider, the log one by default', () => {
    const make = (env: Record<string, string>) => createSmsProvider(loadConfig(env), systemClock).name;
    expect(make({})).toBe('log');
    expect(
      make({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1' }),
    ).toBe('twilio');
    expect(make({ SMS_PROVIDER: 'turbosms', TURBOSMS_TOKEN: 't', TURBOSMS_SENDER: 'SushiMoon' })).toBe(
      'turbosms',
    );
    expect(
      make({ SMS_PROVIDER: 'vonage', VONAGE_API_KEY: 'k', VONAGE_API_SECRET: 's', VONAGE_FROM: 'SM' }),
    ).toBe('vonage');
  });
});
