/**
 * Least-recently-used map bounded by the total size of the stored bodies. The bodies are the
 * only large part of an entry (a key and an ETag are under 200 bytes), so the bound is the
 * cache's memory to within a few percent.
 */
export class ByteLru<V extends { body: Buffer }> {
  private readonly map = new Map<string, V>();
  private total = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }

  /** Stores `value` as the newest entry, dropping the oldest until the total fits again. */
  set(key: string, value: V): void {
    // one body may not take more than an eighth: a few large pictures must not empty the cache
    if (value.body.length > this.maxBytes / 8) return;
    const old = this.map.get(key);
    if (old) {
      this.total -= old.body.length;
      this.map.delete(key);
    }
    this.map.set(key, value);
    this.total += value.body.length;
    for (const [k, v] of this.map) {
      if (this.total <= this.maxBytes) break;
      this.map.delete(k);
      this.total -= v.body.length;
    }
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  stats(): { entries: number; bytes: number; maxBytes: number } {
    return { entries: this.map.size, bytes: this.total, maxBytes: this.maxBytes };
  }
}
