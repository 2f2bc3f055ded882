import type { FastifyInstance } from 'fastify';
import { mayReadMetrics } from './metrics-access.js';
import type { MetricsService } from './metrics-service.js';

/** the services used here, of those services.ts builds */
interface MetricsRoutesDeps {
  metrics: MetricsService;
  metricsToken: string | undefined;
}

/**
 * `GET /metrics` in Prometheus's text format, and the timing of every request of the app into it
 * (on the root instance, so every module's routes are timed). Not in the OpenAPI: it is for the
 * operator's scraper, not for clients; to anyone else it is the usual 404.
 */
export function registerMetrics(app: FastifyInstance, { metrics, metricsToken }: MetricsRoutesDeps) {
  app.addHook('onResponse', async (req, reply) => {
    metrics.observeRequest(req.method, req.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (req, reply) => {
    if (!mayReadMetrics(req.socket.remoteAddress, req.headers.authorization, metricsToken)) {
      return reply.callNotFound();
    }
    const { contentType, body } = await metrics.render();
    return reply.type(contentType).send(body);
  });
}
