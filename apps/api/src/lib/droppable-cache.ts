/**
 * A read-through cache of one value per key that a write can drop (an outlet's stop list, a
 * network's outlet days): a value lives for `ttlMs`, concurrent misses share one load, a failed
 * load is not kept, and a drop forgets a load still under way too (what it reads may predate the
 * change), so the next read loads again. With `ttlMs` 0 nothing is kept.
 */
export class DroppableCache<K, V> {
  private readonly held = new Map<K, { value: Promise<V>; expiresAt: number }>();

  constructor(private readonly ttlMs: number) {}

  /** The value held for `key`, else `load()`'s; `fresh` loads again (and keeps the new load). */
  get(key: K, load: () => PromiseLike<V>, fresh = false): Promise<V> {
    const hit = this.held.get(key);
    if (hit && !fresh && hit.expiresAt > Date.now()) return hit.value;
    // a Drizzle query is a thenable that runs again on every `await`: hold one real promise
    const value = Promise.resolve(load());
    if (this.ttlMs > 0) {
      const held = { value, expiresAt: Date.now() + this.ttlMs };
      this.held.set(key, held);
      value.catch(() => {
        if (this.held.get(key) === held) this.held.delete(key);
      });
    }
    return value;
  }

  /** Forgets `key` (it changed), a load under way included. */
  drop(key: K): void {
    this.held.delete(key);
  }

  clear(): void {
    this.held.clear();
  }
}
