import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isLocalName } from './webhook-url.js';

const reasonOf = (raw: string, allowPrivate: boolean) => {
  const verdict = checkWebhookUrl(raw, allowPrivate);
  return verdict.ok ? null : verdict.reason;
};

describe('webhook URLs', () => {
  it('takes http and https URLs', () => {
    const verdict = checkWebhookUrl('https://pos.example.com/hooks/orders?till=3', false);
    expect(verdict.ok && verdict.url.hostname).toBe('pos.example.com');
    expect(checkWebhookUrl('http://203.1.2.3:8080/in', false).ok).toBe(true);
  });

  it('refuses other schemes, relative URLs and credentials in the address', () => {
    expect(reasonOf('ftp://example.com/x', true)).toMatch(/http or https, not ftp/);
    expect(reasonOf('file:///etc/passwd', true)).toMatch(/not file/);
    expect(reasonOf('/hooks', true)).toMatch(/absolute/);
    expect(reasonOf('https://user:pw@example.com/', true)).toMatch(/user name or password/);
  });

  it('allows loopback and private hosts in the demo', () => {
    for (const url of [
      'http://127.0.0.1:9000/',
      'http://localhost:3000/x',
      'http://10.0.0.5/',
      'http://[::1]/',
    ])
      expect(checkWebhookUrl(url, true).ok, url).toBe(true);
  });

  it('refuses them when private addresses are not allowed, however they are spelled', () => {
    for (const url of [
      'http://127.0.0.1:9000/',
      'http://127.1/',
      'http://2130706433/',
      'http://0x7f000001/',
      'http://localhost/',
      'http://LOCALHOST./',
      'http://api.localhost/',
      'http://printer.local/',
      'http://db.internal/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:10.0.0.1]/',
      'http://[fe80::1]/',
      'https://192.168.0.10/',
    ])
      expect(reasonOf(url, false), url).toMatch(/loopback, private or link-local/);
  });

  it('knows the local-only names', () => {
    expect(isLocalName('localhost')).toBe(true);
    expect(isLocalName('router.home.arpa')).toBe(true);
    expect(isLocalName('localhost.example.com')).toBe(false);
    expect(isLocalName('example.com')).toBe(false);
  });
});
