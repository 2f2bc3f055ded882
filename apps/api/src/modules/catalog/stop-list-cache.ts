/**
 * Each outlet's stop list as the catalogue reads it (issue 18 item 5): kept per outlet in memory,
 * dropped when a `stop_list.changed` event arrives from any instance (stop-list-sync.ts), with
 * CATALOG_CACHE_SECONDS as the safety net should an event be lost. An entry whose `until` has
 * passed stops counting at once, by the clock, with no clean-up and no event.
 */
import type { Db } from '../../db/client.js';
import * as repo from './products-repo.js';

export interface StopEntry {
  productId: number;
  until: Date | null;
}

interface Held {
  entries: Promise<StopEntry[]>;
  expiresAt: number;
}

export class StopListCache {
  private readonly held = new Map<number, Held>();
  /** per outlet, bumped by every drop: a load that started before a drop is not kept */
  private readonly generations = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  /** The outlet's entries not yet expired when loaded; `fresh` reads the database again. */
  entries(outletId: number, now: Date, fresh = false): Promise<StopEntry[]> {
    const hit = this.held.get(outletId);
    if (hit && !fresh && hit.expiresAt > Date.now()) return hit.entries;
    const generation = this.generations.get(outletId) ?? 0;
    const entries = Promise.resolve(repo.listActiveStops(this.db, outletId, now));
    if (this.ttlMs > 0) {
      const held = { entries, expiresAt: Date.now() + this.ttlMs };
      this.held.set(outletId, held);
      const forget = () => {
        if (this.held.get(outletId) === held) this.held.delete(outletId);
      };
      entries.then(() => {
        // dropped while loading: what was read may predate the change
        if ((this.generations.get(outletId) ?? 0) !== generation) forget();
      }, forget);
    }
    return entries;
  }

  /** Product ids on stop at the outlet at `now`. */
  async stopped(outletId: number, now: Date, fresh = false): Promise<Set<number>> {
    const ids = new Set<number>();
    for (const e of await this.entries(outletId, now, fresh))
      if (e.until === null || e.until > now) ids.add(e.productId);
    return ids;
  }

  /** Forget an outlet's list (its stop list changed here or on another instance). */
  drop(outletId: number): void {
    this.generations.set(outletId, (this.generations.get(outletId) ?? 0) + 1);
    this.held.delete(outletId);
  }

  clear(): void {
    for (const outletId of this.held.keys()) this.drop(outletId);
  }
}

/** What every outlet of a city has on stop: the dishes nobody in the city can be sold. */
export function intersect(sets: readonly Set<number>[]): Set<number> {
  if (!sets.length) return new Set();
  const [first, ...rest] = [...sets].sort((a, b) => a.size - b.size);
  const all = new Set<number>();
  for (const id of first!) if (rest.every((s) => s.has(id))) all.add(id);
  return all;
}

/** A set as a cache key: sorted ids. */
export const stopKeyOf = (ids: ReadonlySet<number>): string => [...ids].sort((a, b) => a - b).join(',');
