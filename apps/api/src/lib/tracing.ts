/**
 * OpenTelemetry traces (issue 22 item 5), off unless the environment names an exporter: then a
 * request's trace runs from the storefront (which sends `traceparent`) through this API's route
 * to each database query it makes, one trace id for all.
 *
 * - On when `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, or
 *   `OTEL_TRACES_EXPORTER` is `otlp` (the default endpoint, http://localhost:4318) or `console`;
 *   `OTEL_TRACES_EXPORTER=none` or `OTEL_SDK_DISABLED=true` keeps it off. Off, the SDK is never
 *   loaded and no hook is added: only `@opentelemetry/api`'s no-op functions are in the bundle.
 * - OTLP over HTTP with JSON bodies (`http/json`), which the OpenTelemetry Collector, Jaeger and
 *   Tempo take; the exporter reads its own settings (`OTEL_EXPORTER_OTLP_HEADERS`, timeouts) and
 *   the SDK its sampler (`OTEL_TRACES_SAMPLER`) and batching (`OTEL_BSP_*`).
 * - Spans are made here rather than by the instrumentations that patch modules as they load:
 *   the API is one esbuild bundle loading its packages as ES modules, which those require hooks
 *   do not see. A route's span comes from Fastify's own `onRequest` hook (named by its route
 *   pattern, never the path, which may carry a token); a query's from wrapping the two drivers'
 *   `query` (pg's `Client`, so pooled clients and transactions too, and PGlite's, its
 *   transactions included), with the statement's text (parameters are never in it: Drizzle
 *   sends them apart). A query outside any request (the job queue's polls, the clean-up) makes
 *   no trace of its own.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

export interface Tracing {
  tracer: Tracer;
  /** sends the spans still waiting and stops */
  shutdown(): Promise<void>;
}

type Env = Record<string, string | undefined>;

/** The exporter the environment asks for, or null when tracing is off (the default). */
export function tracesExporterOf(env: Env): 'otlp' | 'console' | null {
  if ((env.OTEL_SDK_DISABLED ?? '').trim().toLowerCase() === 'true') return null;
  const named = (env.OTEL_TRACES_EXPORTER ?? '').trim().toLowerCase();
  if (named === 'none') return null;
  if (named === 'console') return 'console';
  const protocol = (env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/json')
    .trim()
    .toLowerCase();
  if (
    named === 'otlp' ||
    (named === '' && (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT))
  ) {
    if (protocol !== 'http/json')
      throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL: "${protocol}" is not supported here; use http/json`);
    return 'otlp';
  }
  if (named !== '') throw new Error(`OTEL_TRACES_EXPORTER: "${named}" is not otlp, console or none`);
  return null;
}

/** Starts the SDK when the environment asks for traces; null (nothing loaded) otherwise. */
export async function startTracing(env: Env, serviceName: string): Promise<Tracing | null> {
  const exporterKind = tracesExporterOf(env);
  if (!exporterKind) return null;
  const [sdk, otlp, resources] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const exporter = exporterKind === 'otlp' ? new otlp.OTLPTraceExporter() : new sdk.ConsoleSpanExporter();
  const provider = new sdk.NodeTracerProvider({
    resource: resources
      .defaultResource()
      .merge(resources.resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName })),
    spanProcessors: [new sdk.BatchSpanProcessor(exporter)],
  });
  // the global provider, AsyncLocalStorage as the context and W3C trace context as the propagator
  provider.register();
  const tracer = trace.getTracer('food-api');
  traceDatabaseDrivers(tracer);
  return { tracer, shutdown: () => provider.shutdown() };
}

/**
 * A span per request, active for everything the request runs (hooks, body, handler, queries).
 * Registered first, so it sees the whole request. Its parent is the caller's `traceparent` when
 * the caller is one of `trustProxy` (TRUST_PROXY: the storefronts, a load balancer); anyone else
 * starts a trace of its own, so a visitor cannot pick trace ids or force sampling.
 */
export function traceRequests(app: FastifyInstance, tracer: Tracer, trustProxy: string[]): void {
  const isTrusted = proxyAddr.compile(trustProxy);
  app.addHook('onRequest', (req, reply, done) => {
    const parent = isTrusted(req.socket.remoteAddress ?? '', 0)
      ? propagation.extract(ROOT_CONTEXT, req.headers)
      : ROOT_CONTEXT;
    const route = req.routeOptions.url;
    const span = tracer.startSpan(
      route ? `${req.method} ${route}` : req.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': req.method,
          ...(route ? { 'http.route': route } : {}),
          'http.request.id': req.id,
        },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    // 'close' comes whether the answer was sent or the caller left
    reply.raw.once('close', () => {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    // the body's events come from the socket, outside this call: bound to the request's context
    context.bind(active, req.raw);
    context.with(active, done);
  });
}

/** "SELECT", "INSERT"…: the statement's first word, the span's name. */
export function operationOf(text: string): string {
  return /^\s*(?:\/\*[\s\S]*?\*\/\s*)?([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
}

const MAX_STATEMENT = 2000;

function querySpan(tracer: Tracer, text: string, client: 'pg' | 'pglite'): Span {
  return tracer.startSpan(operationOf(text), {
    kind: SpanKind.CLIENT,
    attributes: {
      'db.system.name': 'postgresql',
      'db.client': client,
      'db.query.text': text.length > MAX_STATEMENT ? `${text.slice(0, MAX_STATEMENT)}…` : text,
    },
  });
}

function ended<T>(span: Span, result: Promise<T>): Promise<T> {
  return result.then(
    (value) => {
      span.end();
      return value;
    },
    (err: unknown) => {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      span.end();
      throw err;
    },
  );
}

const statementOf = (arg: unknown): string =>
  typeof arg === 'string'
    ? arg
    : typeof (arg as { text?: unknown })?.text === 'string'
      ? (arg as { text: string }).text
      : '';

let driversTraced = false;

/** Wraps pg's and PGlite's `query` (and PGlite's `exec`) with a span, inside traced requests only. */
function traceDatabaseDrivers(tracer: Tracer): void {
  if (driversTraced) return;
  driversTraced = true;
  const inRequest = () => trace.getSpan(context.active()) !== undefined;

  type PgQuery = (this: pg.Client, ...args: unknown[]) => unknown;
  const pgQuery = pg.Client.prototype.query as unknown as PgQuery;
  (pg.Client.prototype as unknown as { query: PgQuery }).query = function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    if (!inRequest()) return pgQuery.apply(this, args);
    const span = querySpan(tracer, statementOf(args[0]), 'pg');
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      // the pool's own query(text, values, callback)
      args[last] = (err: Error | undefined, ...rest: unknown[]) => {
        if (err) span.setStatus({ code: SpanStatusCode.ERROR, message: err.message });
        span.end();
        return (callback as (...a: unknown[]) => unknown)(err, ...rest);
      };
      return context.with(trace.setSpan(context.active(), span), () => pgQuery.apply(this, args));
    }
    const result = pgQuery.apply(this, args);
    if (result instanceof Promise) return ended(span, result);
    span.end();
    return result;
  };

  const wrapPglite = <O extends object, K extends 'query' | 'exec'>(owner: O, key: K) => {
    const original = (owner as Record<K, (...args: unknown[]) => Promise<unknown>>)[key];
    (owner as Record<K, (...args: unknown[]) => Promise<unknown>>)[key] = function (
      this: unknown,
      ...args: unknown[]
    ) {
      if (!inRequest()) return original.apply(this, args);
      return ended(querySpan(tracer, statementOf(args[0]), 'pglite'), original.apply(this, args));
    };
  };
  wrapPglite(PGlite.prototype, 'query');
  wrapPglite(PGlite.prototype, 'exec');
  const transaction = PGlite.prototype.transaction;
  PGlite.prototype.transaction = function <T>(this: PGlite, callback: (tx: Transaction) => Promise<T>) {
    return transaction.call(this, (tx: Transaction) => {
      wrapPglite(tx, 'query');
      wrapPglite(tx, 'exec');
      return callback(tx);
    }) as Promise<T>;
  };
}
