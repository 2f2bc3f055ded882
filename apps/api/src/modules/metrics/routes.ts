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
 * (on the root instance, so every module's routes are timed). For the operator's scraper: to
 * anyone else it is the usual 404 (in the OpenAPI like every route, so the permission walks see it).
 */
export function registerMetrics(app: FastifyInstance, { metrics, metricsToken }: MetricsRoutesDeps) {
  app.addHook('onResponse', async (req, reply) => {
    metrics.observeRequest(req.method, req.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics: from this machine, or with Authorization: Bearer <METRICS_TOKEN>',
        produces: ['text/plain'],
      },
      logLevel: 'warn',
    },
    async (req, reply) => {
      if (!mayReadMetrics(req.socket.remoteAddress, req.headers.authorization, metricsToken)) {
        return reply.callNotFound();
      }
      const { contentType, body } = await metrics.render();
      return reply.type(contentType).send(body);
    },
  );
}
