import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DataDirBusyError,
  acquireDataDirLock,
  formatLockFile,
  isRecordLive,
  linuxProbe,
  parseLockFile,
  parseStartTime,
  readLockHolder,
  type ProcessProbe,
} from './data-dir-lock.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '../../../..');
const LOCK_MODULE = path.join(HERE, 'data-dir-lock.ts');
const hasProc = fs.existsSync('/proc/self/stat') && fs.existsSync('/proc/sys/kernel/random/boot_id');

/** Another live process: it holds `dataDir` with the real lock code when asked to, else just waits. */
async function startSibling(dataDir?: string): Promise<ChildProcess> {
  const script = dataDir
    ? `import { acquireDataDirLock } from ${JSON.stringify(LOCK_MODULE)};
       acquireDataDirLock(${JSON.stringify(dataDir)}); process.stdout.write('locked'); setInterval(() => {}, 1000);`
    : `process.stdout.write('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`sibling exited ${code}: ${err}`)));
  });
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('api.pid format', () => {
  it('reads the start time past a command name holding spaces and parentheses', () => {
    const fields = Array.from({ length: 50 }, (_, i) => String(i + 3));
    expect(parseStartTime(`42 (odd ) name) ${fields.join(' ')}`)).toBe('22');
    expect(parseStartTime('42 (short) S 1')).toBeNull();
  });

  it('reads the old format (a pid alone) and the new one, and refuses anything else', () => {
    expect(parseLockFile('1234\n')).toEqual({ pid: 1234, bootId: null, startTime: null });
    expect(parseLockFile('1234')).toEqual({ pid: 1234, bootId: null, startTime: null });
    const record = { pid: 77, bootId: 'b00t', startTime: '9001' };
    expect(parseLockFile(formatLockFile(record))).toEqual(record);
    for (const bad of ['', 'abc', '-5', '0', '12abc', '1.5']) expect(parseLockFile(bad)).toBeNull();
  });

  it('believes the pid alone where /proc cannot be read', () => {
    const noProc: ProcessProbe = { isAlive: () => true, bootId: () => null, startTime: () => null };
    expect(isRecordLive({ pid: 5, bootId: 'old-boot', startTime: '1' }, noProc)).toBe(true);
    expect(isRecordLive({ pid: 5, bootId: null, startTime: null }, { ...noProc, isAlive: () => false })).toBe(
      false,
    );
  });
});

describe('the data folder lock', () => {
  let dataDir: string;
  const children: ChildProcess[] = [];
  const lockFile = () => path.join(dataDir, 'api.pid');

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'food-lock-'));
  });
  afterEach(async () => {
    await Promise.all(children.splice(0).map(stop));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes this process, its boot and its start time, and removes the file on release', () => {
    const release = acquireDataDirLock(dataDir);
    const record = parseLockFile(fs.readFileSync(lockFile(), 'utf8'))!;
    expect(record.pid).toBe(process.pid);
    if (hasProc) {
      expect(record.bootId).toBe(linuxProbe.bootId());
      expect(record.startTime).toMatch(/^\d+$/);
    }
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses while a live sibling process holds the folder, and takes it once that process is gone', async () => {
    const sibling = await startSibling(dataDir);
    children.push(sibling);
    expect(parseLockFile(fs.readFileSync(lockFile(), 'utf8'))!.pid).toBe(sibling.pid);
    expect(readLockHolder(dataDir)).toBe(sibling.pid);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirBusyError);

    await stop(sibling);
    const release = acquireDataDirLock(dataDir);
    expect(parseLockFile(fs.readFileSync(lockFile(), 'utf8'))!.pid).toBe(process.pid);
    release();
  });

  it('still reads an old lock (a pid alone): refused while that pid lives, taken when it is dead', async () => {
    const sibling = await startSibling();
    children.push(sibling);
    fs.writeFileSync(lockFile(), `${sibling.pid}\n`);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirBusyError);
    await stop(sibling);
    acquireDataDirLock(dataDir)();
  });

  it.runIf(hasProc)(
    'takes over a lock naming a live pid of another boot (a pid reused after a reboot)',
    async () => {
      const stranger = await startSibling();
      children.push(stranger);
      const record = {
        pid: stranger.pid!,
        bootId: 'another-boot-id',
        startTime: linuxProbe.startTime(stranger.pid!),
      };
      fs.writeFileSync(lockFile(), formatLockFile(record));
      expect(readLockHolder(dataDir)).toBeNull();
      const release = acquireDataDirLock(dataDir);
      expect(parseLockFile(fs.readFileSync(lockFile(), 'utf8'))!.pid).toBe(process.pid);
      release();
    },
  );

  it.runIf(hasProc)(
    'takes over a lock naming a live pid that started at another time (a restarted container)',
    async () => {
      const stranger = await startSibling();
      children.push(stranger);
      const startTime = linuxProbe.startTime(stranger.pid!)!;
      const written = {
        pid: stranger.pid!,
        bootId: linuxProbe.bootId(),
        startTime: String(Number(startTime) - 1),
      };
      fs.writeFileSync(lockFile(), formatLockFile(written));
      expect(readLockHolder(dataDir)).toBeNull();
      acquireDataDirLock(dataDir)();

      // the same live process with its true facts is believed
      fs.writeFileSync(lockFile(), formatLockFile({ ...written, startTime }));
      expect(readLockHolder(dataDir)).toBe(stranger.pid);
    },
  );

  it.runIf(hasProc)('takes over pid 1 named in a lock written before a reboot', () => {
    fs.writeFileSync(lockFile(), formatLockFile({ pid: 1, bootId: 'before-the-reboot', startTime: '1' }));
    expect(readLockHolder(dataDir)).toBeNull();
    acquireDataDirLock(dataDir)();
  });
});
