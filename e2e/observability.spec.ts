import { expect, test } from './fixtures';

/**
 * What the operator sees (issue 22 item 5): the storefront and the API each answer /metrics to a
 * scraper on their machine, and a request id given at the edge stays the same through the
 * storefront and its /api proxy to the API.
 */
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4200'}`;
/** the bare host (the BRAND brand): Node, unlike Chromium, does not resolve `kyiv.localhost` */
const bareHost = (baseURL: string | undefined) => baseURL!.replace('//kyiv.localhost', '//localhost');

test.describe('metrics and request ids', () => {
  test('the storefront counts a page it served and answers with the id it was given', async ({
    request,
    baseURL,
  }) => {
    const page = await request.get(`${bareHost(baseURL)}/`, {
      headers: { 'x-request-id': 'edge-e2e-page-0001' },
      // the bare host sends a visitor on to a city's host, which Node cannot resolve
      maxRedirects: 0,
    });
    expect(page.status()).toBeLessThan(400);
    expect(page.headers()['x-request-id']).toBe('edge-e2e-page-0001');
    const metrics = await request.get(`${bareHost(baseURL)}/metrics`);
    expect(metrics.status()).toBe(200);
    expect(await metrics.text()).toMatch(
      /storefront_request_duration_seconds_count\{method="GET",kind="page",status_code="\d+"\} [1-9]/,
    );
  });

  test('an id given at the edge reaches the API through the storefront’s /api', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get(`${bareHost(baseURL)}/api/config/v1/brands`, {
      headers: { 'x-request-id': 'edge-e2e-api-0002' },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['x-request-id']).toBe('edge-e2e-api-0002');
    const metrics = await (await request.get(`${API}/metrics`)).text();
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/config\/v1\/brands",status_code="200"\} [1-9]/,
    );
  });
});
