import { createHash } from 'node:crypto';
import { ZOrderCreated } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, deliveryBody } from './checkout-fixtures.js';
import { databaseKinds, expectContract, startTestApi, type TestApi } from './harness.js';

// Security headers on every answer (lib/security-headers.ts). The tests reach the API from
// 127.0.0.1, the proxy TRUST_PROXY trusts by default (the storefront on this machine).
describe.each(databaseKinds())('security headers on %s', (kind) => {
  let api: TestApi;
  let behindOtherProxy: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      STOREFRONT_URL: 'https://shop.example.com',
      PAYMENT_TEST_SECRET: 'test-bank-secret-0123456789',
    });
    // a deployment whose proxy is elsewhere: what 127.0.0.1 says about TLS is not believed
    behindOtherProxy = await startTestApi(kind, { TRUST_PROXY: '10.9.9.9' });
  });
  afterAll(async () => {
    await api?.close();
    await behindOtherProxy?.close();
  });

  const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";
  const expectCommon = (res: Response) => {
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  };
  const directive = (policy: string | null, name: string) =>
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1);

  it('puts them on a JSON answer: nothing may run in it, frame it or embed it from another site', async () => {
    const res = await api.get('/config/v1/brands');
    expect(res.status).toBe(200);
    expectCommon(res);
    expect(res.headers.get('content-security-policy')).toBe(DATA_POLICY);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // plain HTTP: no HSTS (a browser ignores it there, and it must not stick to a dev host)
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('puts them on error answers: a validation error and an unknown route', async () => {
    for (const path of ['/geo/v1/ipLocation?rn=1&ip=garbage', '/no/such/route']) {
      const res = await api.get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(((await res.json()) as { error: { code: string } }).error.code, path).toEqual(
        expect.any(String),
      );
      expectCommon(res);
      expect(res.headers.get('content-security-policy'), path).toBe(DATA_POLICY);
    }
  });

  it('lets the storefront show pictures from another origin', async () => {
    const res = await api.get('/catalog/v1/images/logo.sm-ua');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expectCommon(res);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('sends HSTS only when a trusted proxy says the visitor came over TLS', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    const trusted = await api.get('/config/v1/brands', https);
    expect(trusted.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const untrusted = await behindOtherProxy.get('/config/v1/brands', https);
    expect(untrusted.status).toBe(200);
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    expectCommon(untrusted);
  });

  it('gives the test payment page a policy of its own that still lets it be used', async () => {
    const created = await expectContract(
      await api.post(
        '/order-service/api/http-order-create',
        deliveryBody([{ productId: P.dragon, count: 1 }], {
          customerComment: 'security headers',
          payment: {
            paymentType: 'GOOGLE_PAY',
            returnUrl: 'https://kyiv.shop.example.com/order-confirmed/{orderId}',
          },
        }),
      ),
      ZOrderCreated,
      201,
    );
    const path = new URL(created.paymentUrl!).pathname;
    const page = await api.get(path);
    expect(page.status).toBe(200);
    expectCommon(page);
    const policy = page.headers.get('content-security-policy');
    const html = await page.text();

    // nothing runs; every style element is allowed by its hash, and there are no style attributes
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).toBeUndefined();
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles.length).toBeGreaterThan(0);
    for (const css of styles)
      expect(directive(policy, 'style-src')).toContain(
        `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
      );

    // the form posts to the API itself, which sends the customer back to the storefront: the
    // redirect's target must be allowed too (browsers check form-action on it)
    expect(html).toContain(`action="${path}"`);
    expect(directive(policy, 'form-action')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.shop.example.com:*']),
    );
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    const paid = await fetch(api.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', action: 'pay' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location')!).hostname).toBe('kyiv.shop.example.com');
    expectCommon(paid);
  });

  it('gives the API docs a policy under which Swagger UI runs from the API itself', async () => {
    const docs = await api.get('/docs/static/index.html');
    expect(docs.status).toBe(200);
    expectCommon(docs);
    const policy = docs.headers.get('content-security-policy');
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    const html = await docs.text();
    // every script of the page is a file of its own, which 'self' allows; none is inline
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\.?\/?[^":]+"/);
      expect(body!.trim()).toBe('');
    }
    const spec = await api.get('/docs/json');
    expect(spec.status).toBe(200);
    expectCommon(spec);
  });
});
