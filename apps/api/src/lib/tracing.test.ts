import { describe, expect, it } from 'vitest';
import { operationOf, startTracing, tracesExporterOf } from './tracing.js';

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
