/**
 * PGlite allows one process per data folder (a second one silently loses writes), so the API
 * claims the folder with `api.pid`. A pid alone names a process only until it is reused: after a
 * reboot or a container restart the pid in a stale file often belongs to another live process
 * (pid 1 of a container), which used to be taken for the API. The file therefore also holds
 * what tells that very process instance apart on Linux, as PostgreSQL's postmaster.pid does:
 *
 *   line 1  pid
 *   line 2  kernel boot id (/proc/sys/kernel/random/boot_id): another boot means a stale file
 *   line 3  the process's start time (field 22 of /proc/<pid>/stat, clock ticks since boot)
 *
 * A holder is believed only when it is alive and every fact both sides can read matches. Without
 * /proc (macOS) lines 2 and 3 are empty and the pid alone decides, as before. A file of the old
 * format (the pid only) is still read that way.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is open in another process (pid ${pid}). ` +
        'PGlite allows one process per data folder: stop the API first, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirBusyError';
  }
}

export interface LockRecord {
  pid: number;
  bootId: string | null;
  startTime: string | null;
}

/** What the machine says about a process now; each answer is null where it cannot be read. */
export interface ProcessProbe {
  isAlive(pid: number): boolean;
  bootId(): string | null;
  startTime(pid: number): string | null;
}

const LOCK_FILE = 'api.pid';

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces and parentheses. */
export function parseStartTime(stat: string): string | null {
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // afterName[0] is field 3
  const field = afterName[22 - 3];
  return field && /^\d+$/.test(field) ? field : null;
}

export const linuxProbe: ProcessProbe = {
  isAlive(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'EPERM';
    }
  },
  bootId: () => readText('/proc/sys/kernel/random/boot_id')?.trim() || null,
  startTime(pid) {
    const stat = readText(`/proc/${pid}/stat`);
    return stat ? parseStartTime(stat) : null;
  },
};

/** Reads both formats: `pid` alone (before boot ids were kept), or pid, boot id, start time lines. */
export function parseLockFile(text: string): LockRecord | null {
  const [pidLine = '', bootId = '', startTime = ''] = text.split('\n').map((l) => l.trim());
  const pid = Number(pidLine);
  if (!/^\d+$/.test(pidLine) || !Number.isSafeInteger(pid) || pid <= 0) return null;
  return { pid, bootId: bootId || null, startTime: startTime || null };
}

export function formatLockFile(record: LockRecord): string {
  return `${record.pid}\n${record.bootId ?? ''}\n${record.startTime ?? ''}\n`;
}

/** The record this process writes for itself. */
function describeProcess(pid: number, probe: ProcessProbe): LockRecord {
  return { pid, bootId: probe.bootId(), startTime: probe.startTime(pid) };
}

/**
 * Is the process the record names still the one that wrote it? A fact missing on either side
 * is not held against it: failing to read /proc must not let a second process in.
 */
export function isRecordLive(record: LockRecord, probe: ProcessProbe): boolean {
  if (!probe.isAlive(record.pid)) return false;
  const bootId = probe.bootId();
  if (record.bootId && bootId && record.bootId !== bootId) return false;
  const startTime = probe.startTime(record.pid);
  if (record.startTime && startTime && record.startTime !== startTime) return false;
  return true;
}

/** Returns the pid holding the data folder, or null when nobody (alive) holds it. */
export function readLockHolder(dataDir: string, probe: ProcessProbe = linuxProbe): number | null {
  const text = readText(path.join(dataDir, LOCK_FILE));
  const record = text === null ? null : parseLockFile(text);
  if (!record || record.pid === process.pid) return null;
  return isRecordLive(record, probe) ? record.pid : null;
}

/** Claims the data folder for this process; a lock left by a dead (or another) process is taken over. */
export function acquireDataDirLock(dataDir: string, probe: ProcessProbe = linuxProbe): () => void {
  const holder = readLockHolder(dataDir, probe);
  if (holder !== null) throw new DataDirBusyError(dataDir, holder);
  const file = path.join(dataDir, LOCK_FILE);
  const mine = formatLockFile(describeProcess(process.pid, probe));
  fs.writeFileSync(file, mine);
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
    } catch {
      // already gone: nothing to release
    }
  };
}
