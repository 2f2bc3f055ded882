/** Types of trace-settings.mjs for its unit test. */
export function tracesExporterOf(env: Record<string, string | undefined>): 'otlp' | 'console' | null;
