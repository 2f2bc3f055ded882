/**
 * A real HTTP server standing in for an integrator's webhook endpoint: it keeps every request
 * (raw body, headers, arrival time) and answers with the status codes it is told, in turn.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidSignature } from '../src/modules/webhooks/signature.js';

export interface ReceivedCall {
  path: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
  at: number;
}

export interface Receiver {
  url: string;
  port: number;
  calls: ReceivedCall[];
  /** the status codes to answer at `path`, in turn; the last one repeats. 'hang' never answers. Else 200 */
  respondAt(path: string, ...codes: Array<number | 'hang'>): void;
  /** resolves once `count` calls (to `path`, if given) have arrived, or fails after `ms` */
  waitForCalls(count: number, ms?: number, path?: string): Promise<ReceivedCall[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const calls: ReceivedCall[] = [];
  const answers = new Map<string, { codes: Array<number | 'hang'>; answered: number }>();
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({
        path: req.url ?? '/',
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const plan = answers.get(req.url ?? '/');
      const code = plan ? plan.codes[Math.min(plan.answered++, plan.codes.length - 1)]! : 200;
      if (code === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(code, { 'content-type': 'text/plain' });
      res.end(code >= 300 ? `receiver says ${code}` : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    respondAt: (path, ...codes) => {
      answers.set(path, { codes, answered: 0 });
    },
    async waitForCalls(count, ms = 5000, path) {
      const deadline = Date.now() + ms;
      const matching = () => calls.filter((c) => path === undefined || c.path === path);
      while (matching().length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `expected ${count} webhook calls${path ? ` to ${path}` : ''}, got ${matching().length}`,
          );
        await new Promise((r) => setTimeout(r, 25));
      }
      return matching();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What an integrator checks: the signature of the raw body with the webhook's secret. */
export const isSignedBy = (call: ReceivedCall, secret: string) =>
  isValidSignature(call.rawBody, secret, call.headers['x-signature'] as string | undefined);

/** Polls `check` until it returns a value (not undefined), or fails after `ms`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  ms = 5000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
