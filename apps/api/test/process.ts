import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../src/paths.js';

export { REPO_ROOT };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs a command from the repository root in its own process group, collecting its output. */
export function run(command: string, args: string[], env: Record<string, string>): RunningProcess {
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

export const SERVER = path.join(REPO_ROOT, 'apps/api/src/server.ts');
export const SEED_CLI = path.join(REPO_ROOT, 'apps/api/src/db/seed/cli.ts');

/** Polls `url` until it answers 2xx; fails early with the output if the process exits. */
export async function waitForUrl(url: string, proc: RunningProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`process exited early:\n${proc.output().slice(-3000)}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms:\n${proc.output().slice(-3000)}`);
}

export const waitForReady = (apiUrl: string, proc: RunningProcess, timeoutMs?: number) =>
  waitForUrl(`${apiUrl}/readyz`, proc, timeoutMs);
