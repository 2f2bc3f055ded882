/**
 * The storefront's OpenTelemetry traces (issue 22 item 5). server.mjs imports this file only
 * when `tracesExporterOf` (server/trace-settings.mjs) says traces are on; off (the default), no
 * OpenTelemetry package is loaded.
 *
 * - A span per request, made here around Next's handler (its parent the caller's
 *   `traceparent`, e.g. from a proxy), active while the page renders, so Next's own spans (it
 *   traces its rendering and fetches whenever a tracer provider is registered) are its children.
 * - The calls to the API (Node's fetch, i.e. undici) get client spans and carry `traceparent`
 *   (the official undici instrumentation, through undici's diagnostics channels: no module
 *   patching); the API continues the trace to its route and queries (apps/api/src/lib/tracing.ts).
 *   Calls outside a request (the brand list's refresh, the catalogue's change stream) are not
 *   traced.
 */
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ConsoleSpanExporter, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * Starts the SDK with the exporter `kind` names; returns `around(req, res, kind, fn)`, which runs
 * `fn` inside the request's span, and `shutdown()`, which sends what waits.
 */
export function startTracing(exporterKind, env = process.env) {
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(
      resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'food-storefront' }),
    ),
    spanProcessors: [
      new BatchSpanProcessor(exporterKind === 'otlp' ? new OTLPTraceExporter() : new ConsoleSpanExporter()),
    ],
  });
  provider.register();
  new UndiciInstrumentation({ requireParentforSpans: true }).setTracerProvider(provider);
  const tracer = trace.getTracer('food-storefront');

  function around(req, res, kind, fn) {
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer.startSpan(
      `${req.method} ${kind}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': req.method,
          'server.address': String(req.headers.host ?? '').replace(/:\d+$/, ''),
          'http.request.id': String(req.headers['x-request-id'] ?? ''),
          'storefront.kind': kind,
        },
      },
      parent,
    );
    res.setMaxListeners(res.getMaxListeners() + 1); // one more than Next's own (observability.mjs)
    res.once('close', () => {
      const status = res.writableFinished ? res.statusCode : 499;
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    const active = trace.setSpan(parent, span);
    context.bind(active, req);
    return context.with(active, fn);
  }

  return { around, shutdown: () => provider.shutdown() };
}
