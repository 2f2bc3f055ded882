import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidSignature, newWebhookSecret, signBody } from './signature.js';

describe('webhook signatures', () => {
  const body = '{"id":7,"type":"order.created","createdAt":"2026-11-26T10:00:00.000Z","data":{}}';

  it('is sha256= and the lowercase hex HMAC-SHA256 of the raw body keyed by the secret', () => {
    const secret = 'whsec_test';
    const hex = createHmac('sha256', secret).update(body).digest('hex');
    expect(signBody(body, secret)).toBe(`sha256=${hex}`);
    expect(signBody(body, secret)).toMatch(/^sha256=[0-9a-f]{64}$/);
    // the known answer for these bytes, so a change of algorithm or encoding cannot pass unseen
    expect(signBody('hello', 'key')).toBe(
      'sha256=9307b3b915efb5171ff14d8cb55fbcc798c6c0ef1456d66ded1a6aa723a58b7b',
    );
  });

  it('fails for another body, another secret or a missing header', () => {
    const secret = newWebhookSecret();
    const header = signBody(body, secret);
    expect(isValidSignature(body, secret, header)).toBe(true);
    expect(isValidSignature(body.replace('7', '8'), secret, header)).toBe(false);
    expect(isValidSignature(body, newWebhookSecret(), header)).toBe(false);
    expect(isValidSignature(body, secret, undefined)).toBe(false);
    expect(isValidSignature(body, secret, header.toUpperCase())).toBe(false);
  });

  it('makes a new random secret each time', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
