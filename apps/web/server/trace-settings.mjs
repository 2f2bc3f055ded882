/**
 * Whether the storefront sends traces, and where (issue 22 item 5): the same rule as the API's
 * (apps/api/src/lib/tracing.ts `tracesExporterOf`). Apart from server/tracing.mjs so that
 * server.mjs can ask without loading any OpenTelemetry package.
 *
 * On when `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) is set, or
 * `OTEL_TRACES_EXPORTER` is `otlp` (default endpoint http://localhost:4318) or `console`; off
 * with neither, with `OTEL_TRACES_EXPORTER=none` or `OTEL_SDK_DISABLED=true`. OTLP is sent over
 * HTTP as JSON (`http/json`); another protocol is refused. Throws on a setting it cannot read.
 */
export function tracesExporterOf(env) {
  if (
    String(env.OTEL_SDK_DISABLED ?? '')
      .trim()
      .toLowerCase() === 'true'
  )
    return null;
  const named = String(env.OTEL_TRACES_EXPORTER ?? '')
    .trim()
    .toLowerCase();
  if (named === 'none') return null;
  if (named === 'console') return 'console';
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (named === 'otlp' || (named === '' && endpoint)) {
    const protocol = String(
      env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL || env.OTEL_EXPORTER_OTLP_PROTOCOL || 'http/json',
    )
      .trim()
      .toLowerCase();
    if (protocol !== 'http/json')
      throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL: "${protocol}" is not supported here; use http/json`);
    return 'otlp';
  }
  if (named !== '') throw new Error(`OTEL_TRACES_EXPORTER: "${named}" is not otlp, console or none`);
  return null;
}
