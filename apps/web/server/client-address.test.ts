import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, settleClientHeaders } from './client-address.mjs';

/** A request as Node hands it over: the connection's address and the headers as sent. */
const request = (remoteAddress: string, headers: Record<string, string>, encrypted = false) => ({
  socket: { remoteAddress, encrypted },
  headers: { ...headers } as Record<string, string | string[] | undefined>,
});

describe('the client address the storefront forwards', () => {
  it('by default believes no proxy: a visitor cannot name its own address', () => {
    const req = request('::ffff:93.72.1.5', {
      'x-forwarded-for': '91.200.14.7',
      'x-real-ip': '91.200.14.8',
      forwarded: 'for=91.200.14.9',
    });
    expect(settleClientHeaders(req, parseTrustedProxies(undefined))).toEqual({
      client: '93.72.1.5',
      tls: false,
    });
    expect(req.headers['x-forwarded-for']).toBe('93.72.1.5');
    expect(req.headers['x-real-ip']).toBeUndefined();
    expect(req.headers.forwarded).toBeUndefined();
  });

  it('walks the chain from the right through the trusted proxies only', () => {
    const trust = parseTrustedProxies('10.0.0.0/8, 192.168.1.1');
    // the visitor wrote 1.1.1.1; the load balancer 10.0.0.2 appended the address it saw
    const req = request('10.0.0.2', { 'x-forwarded-for': '1.1.1.1, 93.72.1.5' });
    expect(settleClientHeaders(req, trust).client).toBe('93.72.1.5');
    expect(req.headers['x-forwarded-for']).toBe('93.72.1.5');
    // two trusted hops
    const twoHops = request('192.168.1.1', { 'x-forwarded-for': '37.57.200.1, 10.1.2.3' });
    expect(settleClientHeaders(twoHops, trust).client).toBe('37.57.200.1');
    // a made-up entry right of the visitor stops the walk there: it is the client as far as we know
    const forged = request('10.0.0.2', { 'x-forwarded-for': '93.72.1.5, 8.8.8.8' });
    expect(settleClientHeaders(forged, trust).client).toBe('8.8.8.8');
  });

  it('ignores the header from a connection that is not a trusted proxy', () => {
    const trust = parseTrustedProxies('10.0.0.2');
    const req = request('93.72.1.5', { 'x-forwarded-for': '10.0.0.7, 91.200.14.7' });
    expect(settleClientHeaders(req, trust).client).toBe('93.72.1.5');
  });

  it('keeps a trace context only from a trusted proxy', () => {
    const trust = parseTrustedProxies('10.0.0.2');
    const context = {
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
      tracestate: 'vendor=1',
      baggage: 'k=v',
    };
    const visitor = request('93.72.1.5', { ...context });
    settleClientHeaders(visitor, trust);
    expect(visitor.headers).not.toHaveProperty('traceparent');
    expect(visitor.headers).not.toHaveProperty('tracestate');
    expect(visitor.headers).not.toHaveProperty('baggage');
    const proxied = request('10.0.0.2', { ...context, 'x-forwarded-for': '93.72.1.5' });
    settleClientHeaders(proxied, trust);
    expect(proxied.headers).toMatchObject(context);
  });

  it('takes loopback by name and by address, IPv6 too', () => {
    for (const setting of ['loopback', '127.0.0.1,::1']) {
      const trust = parseTrustedProxies(setting);
      expect(settleClientHeaders(request('::1', { 'x-forwarded-for': '2a02:2378:1::5' }), trust).client).toBe(
        '2a02:2378:1::5',
      );
      expect(
        settleClientHeaders(request('127.0.0.1', { 'x-forwarded-for': '91.200.14.7' }), trust).client,
      ).toBe('91.200.14.7');
    }
  });

  it('believes the scheme, host and port only from a trusted proxy', () => {
    const sent = {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-port': '443',
    };
    const direct = request('93.72.1.5', sent);
    expect(settleClientHeaders(direct, parseTrustedProxies('')).tls).toBe(false);
    expect(direct.headers).toMatchObject({ 'x-forwarded-proto': 'http', 'x-forwarded-for': '93.72.1.5' });
    expect(direct.headers['x-forwarded-host']).toBeUndefined();
    expect(direct.headers['x-forwarded-port']).toBeUndefined();

    const proxied = request('10.0.0.2', { ...sent, 'x-forwarded-host': 'a.example, kyiv.shop.example' });
    expect(settleClientHeaders(proxied, parseTrustedProxies('10.0.0.2')).tls).toBe(true);
    expect(proxied.headers).toMatchObject({
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'kyiv.shop.example',
    });
    // a TLS socket of its own needs no proxy to say so
    expect(settleClientHeaders(request('93.72.1.5', {}, true), parseTrustedProxies('')).tls).toBe(true);
    // a scheme that is neither is plain HTTP
    const odd = request('10.0.0.2', { 'x-forwarded-proto': 'gopher' });
    expect(settleClientHeaders(odd, parseTrustedProxies('10.0.0.2')).tls).toBe(false);
    expect(odd.headers['x-forwarded-proto']).toBe('http');
  });

  it('refuses a setting that is not a list of addresses, naming it', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, not-an-address')).toThrow(/WEB_TRUST_PROXY/);
    expect(() => parseTrustedProxies('10.0.0.0/99')).toThrow(/WEB_TRUST_PROXY/);
  });
});
