/**
 * Runs once per storefront process as it starts (Next's instrumentation hook, with or without
 * the custom server.mjs): the catalogue's change stream (src/lib/catalogue-live/), so a change in
 * the back office shows on this instance within seconds. Not during `next build`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startFromEnvironment } = await import('./src/lib/catalogue-live/start');
  startFromEnvironment();
}
