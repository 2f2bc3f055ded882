import { describe, expect, it } from 'vitest';
import { mayReadMetrics } from './metrics-access.js';

describe('who may read /metrics', () => {
  it('lets a scraper on the same machine in, by the socket’s own address', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(mayReadMetrics(address, undefined, undefined)).toBe(true);
    }
  });

  it('keeps out any other address without the token', () => {
    for (const address of ['10.0.0.7', '192.168.1.2', '203.0.113.9', undefined]) {
      expect(mayReadMetrics(address, undefined, undefined)).toBe(false);
      expect(mayReadMetrics(address, undefined, 'metrics-token-0123456789')).toBe(false);
    }
  });

  it('lets the right bearer token in from anywhere and a wrong one in from nowhere', () => {
    const token = 'metrics-token-0123456789';
    expect(mayReadMetrics('203.0.113.9', `Bearer ${token}`, token)).toBe(true);
    expect(mayReadMetrics('203.0.113.9', 'Bearer metrics-token-01234567890', token)).toBe(false);
    // a wrong token is refused even from the machine itself: it says who it claims to be
    expect(mayReadMetrics('127.0.0.1', 'Bearer wrong', token)).toBe(false);
    // no token configured: a bearer proves nothing
    expect(mayReadMetrics('203.0.113.9', `Bearer ${token}`, undefined)).toBe(false);
  });
});
