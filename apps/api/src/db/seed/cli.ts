/**
 * `npm run seed`: wipes the database and loads the demo data again. On PGlite it refuses while
 * the API holds the data folder (one process per folder, or writes are lost).
 */
import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { seedDemo, wipeDatabase } from './seed.js';

const config = loadConfig();
const target = config.DATABASE_URL
  ? ({ kind: 'postgres', url: config.DATABASE_URL } as const)
  : ({ kind: 'pglite', dataDir: config.DATA_DIR } as const);

try {
  const database = await openDatabase(target);
  try {
    const started = Date.now();
    await wipeDatabase(database.db);
    const result = await seedDemo(database.db);
    process.stdout.write(
      `Seeded ${result.brands} brands and ${result.products} products into ${database.kind} in ${Date.now() - started} ms\n`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
