import { describe, expect, it } from 'vitest';
import {
  isChannelAllowed,
  isPushAllowed,
  isSuperseded,
  orderChoicesOf,
  statusReasonOf,
} from './order-channels.js';

const on = { statusEmail: true, statusSms: true, statusPush: false };
const off = { statusEmail: false, statusSms: false, statusPush: false };

describe('isChannelAllowed', () => {
  it('sends e-mail to a customer who never chose and to a guest, not to one who turned it off', () => {
    expect(isChannelAllowed('email', { choices: null, smsConsent: false })).toBe(true);
    expect(isChannelAllowed('email', { choices: on, smsConsent: false })).toBe(true);
    expect(isChannelAllowed('email', { choices: off, smsConsent: true })).toBe(false);
  });

  it('sends texts only with consent: the account or the tick at checkout', () => {
    expect(isChannelAllowed('sms', { choices: null, smsConsent: false })).toBe(false);
    expect(isChannelAllowed('sms', { choices: null, smsConsent: true })).toBe(true);
    expect(isChannelAllowed('sms', { choices: on, smsConsent: false })).toBe(true);
    expect(isChannelAllowed('sms', { choices: off, smsConsent: true })).toBe(true);
    expect(isChannelAllowed('sms', { choices: off, smsConsent: false })).toBe(false);
  });
});

describe('order job rules', () => {
  it('a job whose status the order left sends nothing', () => {
    expect(isSuperseded(1, 1)).toBe(false);
    expect(isSuperseded(1, 4)).toBe(true);
  });

  it('reads the checkout’s consent and language, and a cancellation reason, from additional_info', () => {
    expect(orderChoicesOf({ smsConsent: true, language: 'ru' })).toEqual({
      smsConsent: true,
      language: 'ru',
    });
    expect(orderChoicesOf({ smsConsent: 'yes', language: '' })).toEqual({
      smsConsent: false,
      language: null,
    });
    expect(statusReasonOf({ statusReason: 'Закінчився лосось' })).toBe('Закінчився лосось');
    expect(statusReasonOf({ statusReason: '  ' })).toBeNull();
    expect(statusReasonOf({})).toBeNull();
  });
});

describe('isPushAllowed', () => {
  it("pushes a guest's order to the browsers that asked, a customer's only while their switch is on", () => {
    expect(isPushAllowed({ isCustomerOrder: false, choices: null })).toBe(true);
    expect(isPushAllowed({ isCustomerOrder: true, choices: null })).toBe(false);
    expect(isPushAllowed({ isCustomerOrder: true, choices: on })).toBe(false);
    expect(isPushAllowed({ isCustomerOrder: true, choices: { ...off, statusPush: true } })).toBe(true);
  });
});
