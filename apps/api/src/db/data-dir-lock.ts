import fs from 'node:fs';
import path from 'node:path';

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is open in another process (pid ${pid}). ` +
        'PGlite allows one process per data folder: stop the API first, or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirBusyError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Returns the pid holding the data folder, or null when nobody (alive) holds it. */
export function readLockHolder(dataDir: string): number | null {
  const file = path.join(dataDir, 'api.pid');
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Claims the data folder for this process; a lock left by a dead process is taken over. */
export function acquireDataDirLock(dataDir: string): () => void {
  const holder = readLockHolder(dataDir);
  if (holder !== null) throw new DataDirBusyError(dataDir, holder);
  const file = path.join(dataDir, 'api.pid');
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
    } catch {
      // already gone: nothing to release
    }
  };
}
