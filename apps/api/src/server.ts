/**
 * Starts the API: config from the environment (a readable list of what is wrong, then exit),
 * the database (migrated, seeded with the demo when empty), then listens; the job queue's worker
 * and the clean-up's recurring job start when the app is ready (app.ts). On SIGTERM/SIGINT it
 * stops accepting, lets in-flight requests and running jobs finish, then closes the database.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { isDatabaseEmpty, seedDemo } from './db/seed/seed.js';
import { listDemoProviders } from './demo-providers.js';
import { systemClock } from './lib/clock.js';
import { startTracing, type Tracing } from './lib/tracing.js';
import { loadSharp } from './modules/media/index.js';
import { bootstrapStaff } from './modules/staff/index.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }

  // OpenTelemetry, only when an exporter is configured (lib/tracing.ts); before the database
  // opens, so its driver's queries are traced
  let tracing: Tracing | null;
  try {
    tracing = await startTracing(process.env, 'food-api');
  } catch (err) {
    console.error(`Invalid tracing configuration:\n  - ${(err as Error).message}`);
    process.exit(78);
  }

  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir: config.DATA_DIR },
  );
  // the clean-up is a recurring job of the queue, scheduled once the app is ready
  const app = await buildApp({
    config,
    database,
    schedulesHousekeeping: true,
    tracer: tracing?.tracer,
  });

  if (config.SEED_ON_START && (await isDatabaseEmpty(database.db))) {
    const started = Date.now();
    const seeded = await seedDemo(database.db);
    app.log.info({ ...seeded, ms: Date.now() - started }, 'empty database: demo data loaded');
  }
  // the back office's first owner, or a setup link in the log (ARCHITECTURE.md)
  await bootstrapStaff({ db: database.db, config, clock: systemClock, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      await tracing?.shutdown();
      app.log.info('stopped');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.API_PORT, host: config.API_HOST });
  // pictures are asked for within the first page: libvips loads now rather than on that request
  void loadSharp();
  app.log.info(
    { database: database.kind, docs: `${config.PUBLIC_API_URL}/docs` },
    `API ready at ${config.PUBLIC_API_URL}`,
  );
  for (const demo of listDemoProviders(config)) {
    app.log.warn(
      { setting: demo.setting, value: demo.value },
      `DEMO PROVIDER ${demo.setting}=${demo.value}: ${demo.meaning}. A real shop sets ${demo.instead}.`,
    );
  }
  if (config.isOpsTokenGenerated) {
    app.log.info(`operator API token for this run (set OPS_TOKEN to fix it): ${config.OPS_TOKEN}`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
