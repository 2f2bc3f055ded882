import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { testPagePolicy } from '../modules/payment/index.js';

/**
 * Security headers on every answer of the API, errors and 404s included (an onSend hook: a
 * small fixed set did not need @fastify/helmet).
 *
 * - Data answers get a policy under which nothing runs and nothing frames them.
 * - The API serves two HTML pages, each with a policy of its own: the docs (/docs, Swagger UI:
 *   its own scripts and styles, with style attributes) and the test payment page
 *   (modules/payment/test-page.ts: one hashed style, its form posts to the API, which redirects
 *   to the storefront).
 * - Pictures are `Cross-Origin-Resource-Policy: cross-origin`: the storefront (another origin, or
 *   another site) shows them. Everything else is same-origin: no other site may embed it.
 * - HSTS only when the request came over TLS: a socket of ours, or X-Forwarded-Proto from a
 *   proxy in TRUST_PROXY (Fastify's `request.protocol` believes nobody else).
 */
const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";
const DOCS_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
const HSTS = 'max-age=31536000; includeSubDomains';

/** The route of the test payment page (modules/payment/routes.ts). */
const TEST_PAGE_ROUTE = '/payment/v1/test/checkout/:paymentId';

function policyFor(req: FastifyRequest, reply: FastifyReply, testPage: string): string {
  const route = req.routeOptions.url ?? '';
  if (route === '/docs' || route.startsWith('/docs/')) return DOCS_POLICY;
  const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
  if (html && route === TEST_PAGE_ROUTE) return testPage;
  return DATA_POLICY;
}

export function registerSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'STOREFRONT_URL'>) {
  const testPage = testPagePolicy(config.STOREFRONT_URL);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    const image = String(reply.getHeader('content-type') ?? '').startsWith('image/');
    reply.header('cross-origin-resource-policy', image ? 'cross-origin' : 'same-origin');
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', policyFor(req, reply, testPage));
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
