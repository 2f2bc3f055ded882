import { type Page } from '@playwright/test';
import { SECOND_BRAND_PORT } from './playwright.config';
import { expect, isMobile, skipNotices, test } from './fixtures';

/**
 * Security headers and client addresses (issue 16, items 2 and 6): the storefront's pages run
 * under a nonce-based Content-Security-Policy (apps/web/server/security-headers.mjs) and come to
 * life; nothing may frame them; the storefront forwards to the API only the visitor address it
 * believes (apps/web/server/client-address.mjs) and no internal address in its answers.
 *
 * The first storefront of this suite trusts X-Forwarded-For from loopback (playwright.config.ts:
 * as if a load balancer ran on this machine); the second brand's keeps the default, no proxy.
 */
const API_PORT = process.env.E2E_API_PORT ?? '4200';
const API = `http://127.0.0.1:${API_PORT}`;
const LVIV_IP = '91.200.14.7';

test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
});

/** Every CSP violation the browser reports in the page's documents, from now on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    ),
  );
  page.on('console', (m) => {
    if (/Content Security Policy|CSP violation/.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
  });
  return violations;
}

/** Loads a page, checks its policy is nonce-based and that it hydrated under it. */
async function openUnderPolicy(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response!.status(), path).toBe(200);
  const headers = response!.headers();
  expect(headers['content-security-policy'], path).toMatch(
    /script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/,
  );
  expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  });
  // plain HTTP here: no HSTS
  expect(headers['strict-transport-security'], path).toBeUndefined();
  // every script tag the server wrote carries this answer's nonce
  const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy']!)![1];
  const tags = (await response!.text()).match(/<script[\s>][^>]*>/g) ?? [];
  expect(tags.length, path).toBeGreaterThan(0);
  expect(
    tags.filter((tag) => !tag.startsWith(`<script nonce="${nonce}"`)),
    path,
  ).toEqual([]);
  await expect(page.locator('html'), path).toHaveAttribute('data-hydrated');
}

test('home, menu, product, cart, checkout and account run under the CSP without a violation', async ({
  page,
}) => {
  test.slow();
  const violations = await watchViolations(page);

  await openUnderPolicy(page, '/');
  await openUnderPolicy(page, '/menu/philadelphia');
  const card = page.getByTestId('product-card').first();
  const productHref = await card.locator('a').first().getAttribute('href');
  // the page answers: a dish goes into the cart
  await card.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('qty-plus').first()).toBeVisible();
  if (!isMobile(page)) await expect(page.getByTestId('cart-count')).toHaveText('1');

  await openUnderPolicy(page, productHref!);
  await openUnderPolicy(page, '/cart');
  await openUnderPolicy(page, '/checkout');
  await expect(page.getByTestId('checkout-name')).toBeVisible();
  // a guest's account sends to sign-in, which runs under the policy too
  await openUnderPolicy(page, '/account');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByTestId('phone-input')).toBeVisible();
  // the map of the delivery page: Leaflet and its tiles
  await openUnderPolicy(page, '/delivery');
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});

test('a script the server did not write does not run, and the page still works', async ({
  page,
  baseURL,
}) => {
  const violations = await watchViolations(page);
  // as if an attacker got markup into the page: the policy stops it
  await page.route(`${baseURL}/menu/philadelphia`, async (route) => {
    const host = new URL(baseURL!).host;
    const original = await route.fetch({
      url: `http://127.0.0.1:${new URL(baseURL!).port}/menu/philadelphia`,
      headers: { ...route.request().headers(), host },
    });
    const body = (await original.text()).replace(
      '</body>',
      '<script>window.__injected = true</script></body>',
    );
    await route.fulfill({ response: original, body });
  });
  await page.goto('/menu/philadelphia');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  expect(await page.evaluate(() => (window as Window & { __injected?: boolean }).__injected ?? false)).toBe(
    false,
  );
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});

test('checkout and account pages cannot be framed, not even by the storefront itself', async ({
  page,
  baseURL,
}) => {
  const framer = baseURL!.replace('kyiv.', 'framer.');
  await page.route(`${framer}/`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<iframe src="${baseURL}/checkout"></iframe><iframe src="${baseURL}/account"></iframe>`,
    }),
  );
  await page.goto(framer + '/', { waitUntil: 'load' });
  const frames = page.frames().filter((f) => f !== page.mainFrame());
  expect(frames).toHaveLength(2);
  for (const frame of frames) {
    // the browser puts its own error page in the frame instead of ours
    await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
    expect(await frame.locator('main#main').count()).toBe(0);
  }
});

test('the test payment page works under its own policy and sends the customer back', async ({
  page,
  request,
  baseURL,
}) => {
  const violations = await watchViolations(page);
  // a guest's pickup order paid online, placed as the checkout places it
  const created = await request.post(`${API}/order-service/api/http-order-create`, {
    data: {
      retailNetworkId: 1,
      target: 'WEB',
      outletId: 1001,
      products: [{ productId: 100007, count: 2 }],
      payment: { bonusCount: 0, paymentType: 'ONLINE', returnUrl: `${baseURL}/order-confirmed/{orderId}` },
      delivery: { type: 1, timeIndication: 'ASAP' },
      customerName: 'Петро',
      customerPhone: `+38050${String(Date.now()).slice(-7)}`,
      customerComment: `security headers ${test.info().project.name} ${Date.now()}`,
    },
  });
  expect(created.status()).toBe(201);
  const { paymentUrl } = (await created.json()) as { paymentUrl: string };
  const payment = await page.goto(paymentUrl);
  expect(payment!.headers()['content-security-policy']).toMatch(/style-src 'sha256-/);
  // its style applies (a blocked style leaves the button unstyled)
  await expect(page.getByTestId('card-pay')).toHaveCSS('background-color', 'rgb(27, 110, 243)');
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-pay').click();
  // the form's redirect to the storefront is allowed by the page's form-action
  await page.waitForURL(/\/order-confirmed\/.*payment=success/);
  expect(violations).toEqual([]);
});

test.describe('the client address', () => {
  test('a made-up X-Forwarded-For does not reach the API through a storefront that trusts no proxy', async ({
    request,
  }) => {
    // the second brand's storefront keeps the default: the connection's own address is the client
    const forged = await request.get(`http://127.0.0.1:${SECOND_BRAND_PORT}/api/geo/v1/ipLocation?rn=1`, {
      headers: {
        'x-forwarded-for': LVIV_IP,
        'x-real-ip': LVIV_IP,
        forwarded: `for=${LVIV_IP}`,
        'x-forwarded-proto': 'https',
      },
    });
    expect(forged.status()).toBe(200);
    expect(await forged.json()).toMatchObject({ ip: '127.0.0.1', businessRegionSlug: null });
    // and the answer does not say where the API is
    const headers = forged.headers();
    expect(Object.keys(headers).filter((h) => h.startsWith('x-middleware-'))).toEqual([]);
    expect(Object.values(headers).join('\n')).not.toContain(`:${API_PORT}`);
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    // nor is its word about TLS believed
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  test('behind a trusted proxy the address it forwards is the one the API sees', async ({
    request,
    baseURL,
  }) => {
    // this storefront trusts loopback (playwright.config.ts): the test plays the load balancer
    // (Node, where this request runs, does not resolve *.localhost)
    const proxied = await request.get(
      `http://127.0.0.1:${new URL(baseURL!).port}/api/geo/v1/ipLocation?rn=1`,
      {
        headers: { 'x-forwarded-for': `10.1.1.1, ${LVIV_IP}`, 'x-forwarded-proto': 'https' },
      },
    );
    expect(await proxied.json()).toMatchObject({ ip: LVIV_IP, businessRegionSlug: 'lviv' });
    expect(Object.keys(proxied.headers()).filter((h) => h.startsWith('x-middleware-'))).toEqual([]);
    // the visitor came over TLS, says the load balancer
    expect(proxied.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('the API docs and pictures carry the API’s own headers', async ({ page, request }) => {
    test.slow(); // Swagger UI drawing the API's description (below)
    const violations = await watchViolations(page);
    const description = page.waitForResponse(`${API}/docs/json`);
    const docs = await page.goto(`${API}/docs`);
    expect(docs!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await description).ok()).toBe(true);
    // Swagger UI runs under its policy: the operations are drawn from the API's description. That
    // is 1.2 MB (252 routes, every schema written out in place, none shared as a component), and
    // Swagger UI took more than 15 s to draw it on a CI machine at load 12 (2026-11-28)
    await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 30_000 });
    expect(violations).toEqual([]);
    const picture = await request.get(`${API}/catalog/v1/images/logo.sm-ua`);
    expect(picture.headers()).toMatchObject({
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    });
  });
});
