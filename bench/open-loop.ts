/**
 * An open-loop load at a fixed rate: requests arrive as customers do, independently of one
 * another (a Poisson process of the given rate, seeded), each sent at its own time whether or not
 * earlier ones were answered, over a pool of keep-alive connections. A latency is measured from
 * the time the request was due, so a generator that falls behind counts its delay too.
 *
 * autocannon's fixed rate does not do this: each of its connections sends its per-second quota
 * back to back as soon as the previous answer arrives, then waits for the next second, so the
 * server sees bursts of one request per connection at once and a response takes about
 * connections x the server's time per request, whatever the rate. It stays the tool for
 * throughput (closed loop, as fast as answered).
 */
import http from 'node:http';

/**
 * The load is many customers, not one machine: each request comes from one of 4,096 made-up
 * client addresses (198.18.0.0/15, the range RFC 2544 sets aside for benchmarks), sent as
 * `X-Forwarded-For`, which the API believes from loopback (TRUST_PROXY). From one address the
 * API's per-address rate limits (apps/api/src/lib/rate-limit) would refuse most of it.
 */
const benchClientAddress = (i: number) => `198.18.${(i >> 8) & 15}.${i & 255}`;

interface OpenLoopRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopOptions {
  /** origin, e.g. http://127.0.0.1:4000 */
  url: string;
  /** requests per second, on average */
  rate: number;
  durationS: number;
  /** the i-th request (0-based) */
  request: (i: number) => OpenLoopRequest;
  /** called with each answer, e.g. to keep the ids a create returned */
  onResponse?: (status: number, body: string, i: number) => void;
  seed?: number;
  /** an answer slower than this is a timeout (a failure) */
  timeoutMs?: number;
}

export interface OpenLoopFigures {
  requests: number;
  /** answers per second over the run */
  rate: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
  failures: number;
  failureKinds: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** mulberry32: a small seeded generator, so two runs send the same arrival pattern or data */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Arrival times in ms from the start: exactly rate x duration requests at independent uniform
 * times, sorted; a Poisson process of that rate given its count, so the offered rate is exact.
 */
function poissonArrivals(rate: number, durationS: number, seed: number): number[] {
  const random = seededRandom(seed);
  const count = Math.round(rate * durationS);
  return Array.from({ length: count }, () => random() * durationS * 1000).sort((a, b) => a - b);
}

export async function driveOpenLoop(opts: OpenLoopOptions): Promise<OpenLoopFigures> {
  const arrivals = poissonArrivals(opts.rate, opts.durationS, opts.seed ?? 1);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const fail = (kind: string) => failures.set(kind, (failures.get(kind) ?? 0) + 1);

  const send = (i: number, dueAt: number) =>
    new Promise<void>((resolve) => {
      const r = opts.request(i);
      const req = http.request(
        opts.url + r.path,
        {
          method: r.method,
          headers: { 'x-forwarded-for': benchClientAddress(i), ...r.headers },
          agent,
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            latencies.push(performance.now() - dueAt);
            if (status < 200 || status >= 300) fail(`HTTP ${status}`);
            opts.onResponse?.(status, Buffer.concat(chunks).toString('utf8'), i);
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (err) => {
        fail(err.message === 'timeout' ? 'timeouts' : 'connection errors');
        resolve();
      });
      req.end(r.body);
    });

  const start = performance.now();
  const pending: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now() - start;
      while (next < arrivals.length && arrivals[next]! <= now) {
        pending.push(send(next, start + arrivals[next]!));
        next++;
      }
      if (next >= arrivals.length) return done();
      setTimeout(tick, Math.max(0, arrivals[next]! - (performance.now() - start)));
    };
    tick();
  });
  await Promise.all(pending);
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const failed = [...failures.values()].reduce((a, b) => a + b, 0);
  return {
    requests: arrivals.length,
    rate: (arrivals.length - failed) / elapsedS,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    failures: failed,
    failureKinds: [...failures].map(([kind, n]) => `${n} × ${kind}`).join(', ') || 'none',
  };
}
