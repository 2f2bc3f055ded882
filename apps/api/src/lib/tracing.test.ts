import { context, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationOf, startTracing, traceRequests, tracesExporterOf } from './tracing.js';

describe('tracing settings (off unless an exporter is named)', () => {
  it('is off by default and loads nothing', async () => {
    expect(tracesExporterOf({})).toBeNull();
    expect(await startTracing({}, 'food-api')).toBeNull();
    expect(
      tracesExporterOf({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }),
    ).toBeNull();
    expect(
      tracesExporterOf({ OTEL_SDK_DISABLED: 'TRUE', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }),
    ).toBeNull();
  });

  it('sends OTLP as JSON when an endpoint is set, refuses another protocol or exporter', () => {
    expect(tracesExporterOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe('otlp');
    expect(tracesExporterOf({ OTEL_TRACES_EXPORTER: 'console' })).toBe('console');
    expect(() =>
      tracesExporterOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4317',
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'grpc',
      }),
    ).toThrow(/http\/json/);
    expect(() => tracesExporterOf({ OTEL_TRACES_EXPORTER: 'jaeger' })).toThrow(/otlp, console or none/);
  });

  it('names a query’s span by its statement', () => {
    expect(operationOf('select "id" from "brands"')).toBe('SELECT');
    expect(operationOf('  /* drizzle */ insert into x values ($1)')).toBe('INSERT');
    expect(operationOf('')).toBe('QUERY');
  });
});

describe('a request’s span and whose trace it continues', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  beforeAll(() => {
    provider.register();
  });
  afterAll(async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  });

  const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
  const serve = async (remoteAddress: string) => {
    exporter.reset();
    const app = Fastify();
    traceRequests(app, provider.getTracer('test'), ['127.0.0.1', '10.0.0.2']);
    app.get('/things/:id', async () => ({ ok: true }));
    const res = await app.inject({
      method: 'GET',
      url: '/things/7?token=secret',
      headers: { traceparent },
      remoteAddress,
    });
    await app.close();
    expect(res.statusCode).toBe(200);
    const [span] = exporter.getFinishedSpans();
    return span!;
  };

  it('continues a trusted proxy’s trace, named by the route, never the path', async () => {
    const span = await serve('10.0.0.2');
    expect(span.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(span.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
    expect(span.name).toBe('GET /things/:id');
    expect(span.attributes['http.route']).toBe('/things/:id');
    expect(span.attributes['http.response.status_code']).toBe(200);
    expect(JSON.stringify(span.attributes)).not.toContain('secret');
  });

  it('starts a trace of its own for anyone else: a visitor picks no trace id', async () => {
    const span = await serve('93.72.1.5');
    expect(span.spanContext().traceId).not.toBe('0af7651916cd43dd8448eb211c80319c');
    expect(span.parentSpanContext).toBeUndefined();
  });
});
