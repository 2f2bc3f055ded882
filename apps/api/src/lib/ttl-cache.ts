/**
 * A small read-through cache for shared catalogue data (never per visitor): values live for
 * `ttlMs`, concurrent misses share one load, failed loads are not kept.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    // a Drizzle query builder is only a thenable that runs its SQL on every `await`: make it one
    // real promise, or the "cached" value would query the database each time it is read
    const value = Promise.resolve(load());
    if (this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries)
        this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { value, expiresAt: now + this.ttlMs });
      value.catch(() => this.entries.delete(key));
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
