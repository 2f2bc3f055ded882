import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { jobsByState, ordersOfLastDay } from './metrics-repo.js';

/** Scrapes from several Prometheus servers (or instances behind one address) share one read. */
const BUSINESS_READ_MS = 10_000;

/**
 * The API's Prometheus metrics (issue 22 item 5), per process: Prometheus sums the instances.
 * - `http_request_duration_seconds{method,route,status_code}`: request rates, latencies and
 *   errors by route (the route's pattern, never the raw URL: ids would make endless series);
 * - `food_orders_last_24h{status}` and `food_jobs{state}`: read from the database at scrape
 *   time, at most once every 10 s, the same for every instance;
 * - `food_db_pool_connections{state}` (PostgreSQL: total, idle, waiting clients);
 * - Node's own: CPU, memory, event loop lag, garbage collection (`process_*`, `nodejs_*`).
 */
export class MetricsService {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status_code'>;
  private readonly businessGauges: { orders: Gauge<'status'>; jobs: Gauge<'state'> };
  private business: { at: number; read: Promise<void> } | null = null;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route pattern and status, and how long they took',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    const orders = new Gauge({
      name: 'food_orders_last_24h',
      help: 'Orders created in the last 24 hours, by their status now',
      labelNames: ['status'],
      registers: [this.registry],
      collect: () => this.readBusiness(),
    });
    const jobs = new Gauge({
      name: 'food_jobs',
      help: 'Job queue rows not done, by state (PENDING: the depth; DEAD: dead letters)',
      labelNames: ['state'],
      registers: [this.registry],
      collect: () => this.readBusiness(),
    });
    this.businessGauges = { orders, jobs };
    const pool = new Gauge({
      name: 'food_db_pool_connections',
      help: 'PostgreSQL pool clients by state (max: the pool size)',
      labelNames: ['state'],
      registers: [this.registry],
      collect: () => {
        const stats = this.database.poolStats?.();
        if (!stats) return;
        for (const [state, value] of Object.entries(stats)) pool.set({ state }, value);
      },
    });
  }

  /** One read of the database serves both business gauges, at most every BUSINESS_READ_MS. */
  private readBusiness(): Promise<void> {
    const now = Date.now();
    if (!this.business || now - this.business.at > BUSINESS_READ_MS) {
      const read = this.readBusinessNow();
      this.business = { at: now, read };
      // a failed read is tried again at the next scrape
      read.catch(() => {
        if (this.business?.read === read) this.business = null;
      });
    }
    return this.business.read;
  }

  private async readBusinessNow(): Promise<void> {
    const [byStatus, byState] = await Promise.all([
      ordersOfLastDay(this.database.db, this.clock.now()),
      jobsByState(this.database.db),
    ]);
    const { orders, jobs } = this.businessGauges;
    orders.reset();
    for (const { status, count } of byStatus) orders.set({ status }, count);
    jobs.reset();
    for (const state of ['PENDING', 'RUNNING', 'DEAD']) jobs.set({ state }, 0);
    for (const { state, count } of byState) jobs.set({ state }, count);
  }

  /** One answered request: `route` is the matched pattern, or `unmatched` for a 404 of no route. */
  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number) {
    this.requests.observe({ method, route: route ?? 'unmatched', status_code: String(statusCode) }, seconds);
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
