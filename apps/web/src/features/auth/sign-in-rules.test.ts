import { describe, expect, it } from 'vitest';
import {
  codeDigits,
  codeForSending,
  formatCountdown,
  recaptchaSiteKeyOf,
  retryAfterOf,
  safeRedirect,
  secondsLeft,
  sendCodePath,
  phoneFieldErrorKey,
  sendFailureKey,
  signInHref,
  validateFailureKey,
} from './sign-in-rules';

describe('sending the code', () => {
  it('uses /v1/SendCode with reCAPTCHA on and /mobile/v1/SendCode with it off (SPEC section 7)', () => {
    expect(sendCodePath(true)).toBe('/customer/v1/SendCode');
    expect(sendCodePath(false)).toBe('/customer/mobile/v1/SendCode');
  });

  it('reads the brand’s reCAPTCHA site key, a plain token, and nothing else', () => {
    const key = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';
    expect(recaptchaSiteKeyOf({ RECAPTCHA_SITE_KEY: key })).toBe(key);
    expect(recaptchaSiteKeyOf({ RECAPTCHA_SITE_KEY: ` ${key} ` })).toBe(key);
    expect(recaptchaSiteKeyOf({})).toBeNull();
    expect(recaptchaSiteKeyOf({ RECAPTCHA_SITE_KEY: '' })).toBeNull();
    expect(recaptchaSiteKeyOf({ RECAPTCHA_SITE_KEY: true })).toBeNull();
    expect(recaptchaSiteKeyOf({ RECAPTCHA_SITE_KEY: `${key}&onload=evil` })).toBeNull();
  });

  it('shows number_blocked on 403 and try_again on anything else (SPEC section 8)', () => {
    expect(sendFailureKey(403)).toBe('confirmPhoneCode:number_blocked');
    for (const status of [0, 400, 429, 500, 502, 503]) {
      expect(sendFailureKey(status)).toBe('confirmPhoneCode:try_again');
    }
  });

  it('says sign-in is paused when the brand’s daily SMS cap is spent', () => {
    expect(sendFailureKey(503, 'SMS_DAILY_CAP_REACHED')).toBe('confirmPhoneCode:sign_in_paused');
    expect(sendFailureKey(503, 'SMS_SEND_FAILED')).toBe('confirmPhoneCode:try_again');
  });

  it('puts a wrong kind or country of number on the phone field', () => {
    expect(phoneFieldErrorKey('INVALID_PHONE')).toBe('invalid_phone');
    expect(phoneFieldErrorKey('PHONE_COUNTRY_NOT_SERVED')).toBe('country_not_served');
    expect(phoneFieldErrorKey('RATE_LIMITED')).toBeNull();
  });

  it('waits as long as a 429 says', () => {
    expect(retryAfterOf([{ retryAfterSeconds: 41.2 }])).toBe(42);
    expect(retryAfterOf([])).toBeNull();
    expect(retryAfterOf([{ retryAfterSeconds: 'soon' }])).toBeNull();
  });
});

describe('the code', () => {
  it('is the digits typed or pasted, six at most, sent as a number (SPEC section 5)', () => {
    expect(codeDigits(' 123 456 ')).toBe('123456');
    expect(codeDigits('1234567')).toBe('123456');
    expect(codeDigits('12a')).toBe('12');
    expect(codeForSending('123456')).toBe(123456);
  });

  it('failing is code_is_incorrect, with the expired and too-many cases told apart', () => {
    expect(validateFailureKey('CODE_INCORRECT')).toBe('confirmPhoneCode:code_is_incorrect');
    expect(validateFailureKey('VALIDATION_ERROR')).toBe('confirmPhoneCode:code_is_incorrect');
    expect(validateFailureKey('CODE_EXPIRED')).toBe('confirmPhoneCode:code_expired');
    expect(validateFailureKey('CODE_ATTEMPTS_EXCEEDED')).toBe('confirmPhoneCode:too_many_attempts');
    expect(validateFailureKey('NUMBER_BLOCKED')).toBe('confirmPhoneCode:number_blocked');
  });

  it('can be asked for again after the wait', () => {
    const sentAt = 1_000_000;
    const resendAt = sentAt + 60_000;
    expect(secondsLeft(resendAt, sentAt)).toBe(60);
    expect(secondsLeft(resendAt, sentAt + 59_001)).toBe(1);
    expect(secondsLeft(resendAt, sentAt + 60_000)).toBe(0);
    expect(secondsLeft(resendAt, sentAt + 90_000)).toBe(0);
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(9)).toBe('0:09');
  });
});

describe('after signing in', () => {
  it('goes to redirectTo when it is a path of this site', () => {
    expect(safeRedirect('/account/bonuses', '/')).toBe('/account/bonuses');
    expect(safeRedirect('/ru/account/orders?page=2', '/')).toBe('/ru/account/orders?page=2');
  });

  it('never leaves the site or loops back to sign-in', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\tjavascript:alert(1)',
      '/sign-in',
      '/ru/sign-in?redirectTo=/',
    ]) {
      expect(safeRedirect(bad, '/home'), String(bad)).toBe('/home');
    }
  });

  it('builds the sign-in address that comes back', () => {
    expect(signInHref('/sign-in', '/account/bonuses')).toBe('/sign-in?redirectTo=%2Faccount%2Fbonuses');
  });
});
