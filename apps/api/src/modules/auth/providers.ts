import type { AppConfig } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { GoogleRecaptchaVerifier, unconfiguredRecaptcha, type RecaptchaVerifier } from './recaptcha.js';
import { LogSmsProvider } from './sms/log-provider.js';
import type { SmsProvider } from './sms/sms-provider.js';
import { TurboSmsProvider } from './sms/turbosms-provider.js';
import { TwilioSmsProvider } from './sms/twilio-provider.js';
import { VonageSmsProvider } from './sms/vonage-provider.js';

/** SMS_PROVIDER picks where texts go; config.ts has already checked the chosen provider's settings. */
export function createSmsProvider(config: AppConfig, clock: Clock): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'twilio':
      return new TwilioSmsProvider({
        accountSid: config.TWILIO_ACCOUNT_SID!,
        authToken: config.TWILIO_AUTH_TOKEN!,
        from: config.TWILIO_FROM!,
        apiUrl: config.TWILIO_API_URL,
      });
    case 'turbosms':
      return new TurboSmsProvider({
        token: config.TURBOSMS_TOKEN!,
        sender: config.TURBOSMS_SENDER!,
        apiUrl: config.TURBOSMS_API_URL,
      });
    case 'vonage':
      return new VonageSmsProvider({
        apiKey: config.VONAGE_API_KEY!,
        apiSecret: config.VONAGE_API_SECRET!,
        from: config.VONAGE_FROM!,
        apiUrl: config.VONAGE_API_URL,
      });
    case 'log':
      return new LogSmsProvider(clock);
  }
}

export function createRecaptchaVerifier(config: AppConfig): RecaptchaVerifier {
  if (!config.RECAPTCHA_SECRET) return unconfiguredRecaptcha;
  return new GoogleRecaptchaVerifier({
    secret: config.RECAPTCHA_SECRET,
    verifyUrl: config.RECAPTCHA_VERIFY_URL,
    minScore: config.RECAPTCHA_MIN_SCORE,
  });
}
