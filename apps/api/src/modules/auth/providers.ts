import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { GoogleRecaptchaVerifier, unconfiguredRecaptcha, type RecaptchaVerifier } from './recaptcha.js';
import { LogSmsProvider } from './sms/log-provider.js';
import type { SmsProvider } from './sms/sms-provider.js';
import { TwilioSmsProvider } from './sms/twilio-provider.js';

/** SMS_PROVIDER picks where codes go; config.ts has already checked Twilio's settings. */
export function createSmsProvider(config: AppConfig, clock: Clock): SmsProvider {
  if (config.SMS_PROVIDER === 'twilio') {
    return new TwilioSmsProvider({
      accountSid: config.TWILIO_ACCOUNT_SID!,
      authToken: config.TWILIO_AUTH_TOKEN!,
      from: config.TWILIO_FROM!,
      apiUrl: config.TWILIO_API_URL,
    });
  }
  return new LogSmsProvider(clock);
}

export function createRecaptchaVerifier(config: AppConfig): RecaptchaVerifier {
  if (!config.RECAPTCHA_SECRET) return unconfiguredRecaptcha;
  return new GoogleRecaptchaVerifier({
    secret: config.RECAPTCHA_SECRET,
    verifyUrl: config.RECAPTCHA_VERIFY_URL,
    minScore: config.RECAPTCHA_MIN_SCORE,
  });
}
