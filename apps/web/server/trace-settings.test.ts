import { describe, expect, it } from 'vitest';
import { tracesExporterOf } from './trace-settings.mjs';

describe('tracesExporterOf (traces off unless an exporter is named)', () => {
  it('is off with nothing set, or when switched off', () => {
    expect(tracesExporterOf({})).toBeNull();
    expect(
      tracesExporterOf({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }),
    ).toBeNull();
    expect(
      tracesExporterOf({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }),
    ).toBeNull();
  });

  it('sends OTLP when an endpoint is set or otlp is named, to the console when asked', () => {
    expect(tracesExporterOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe('otlp');
    expect(tracesExporterOf({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe('otlp');
    expect(tracesExporterOf({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe('otlp');
    expect(tracesExporterOf({ OTEL_TRACES_EXPORTER: 'console' })).toBe('console');
  });

  it('refuses what it cannot send: another protocol or exporter', () => {
    expect(() =>
      tracesExporterOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4317', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }),
    ).toThrow(/http\/json/);
    expect(() => tracesExporterOf({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(/otlp, console or none/);
    expect(
      tracesExporterOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      }),
    ).toBe('otlp');
  });
});
