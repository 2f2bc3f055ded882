import type { z } from 'zod';
import { TtlCache } from './ttl-cache.js';

/**
 * Finished JSON bodies of the hottest shared reads (menu lists, init), ready to write to the
 * socket. Serialising a 30 KB menu with its contract check costs ~2 ms of CPU; the bench budget
 * (p99 under 20 ms at 200 req/s on two cores) needs it done once per key and lifetime, not per
 * request. The contract is still checked: once, when the body is built.
 */
export class JsonBodyCache {
  private readonly bodies: TtlCache<Buffer>;

  constructor(ttlMs: number, maxEntries = 2000) {
    this.bodies = new TtlCache(ttlMs, maxEntries);
  }

  get<S extends z.ZodType>(key: string, schema: S, build: () => Promise<z.input<S>>): Promise<Buffer> {
    return this.bodies.get(key, async () => Buffer.from(JSON.stringify(schema.parse(await build()))));
  }

  clear(): void {
    this.bodies.clear();
  }
}

/** Send a cached body with this type and `as never`: the typed reply expects the object it encodes. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
