/**
 * Each outlet's stop list as the catalogue reads it (issue 18 item 5): kept per outlet in memory,
 * dropped when a `stop_list.changed` event arrives from any instance (catalogue-sync.ts), with
 * CATALOG_CACHE_SECONDS as the safety net should an event be lost. An entry whose `until` has
 * passed stops counting at once, by the clock, with no clean-up and no event.
 */
import type { Db } from '../../db/client.js';
import { DroppableCache } from '../../lib/droppable-cache.js';
import type { ReadPart } from '../../lib/read-parts.js';
import * as repo from './products-repo.js';

export interface StopEntry {
  productId: number;
  until: Date | null;
}

export class StopListCache {
  /** per outlet */
  private readonly held: DroppableCache<number, StopEntry[]>;

  constructor(
    private readonly db: Db,
    ttlMs: number,
  ) {
    this.held = new DroppableCache(ttlMs);
  }

  /** The outlet's entries not yet expired when loaded; `fresh` reads the database again. */
  entries(outletId: number, now: Date, fresh = false): Promise<StopEntry[]> {
    return this.held.get(outletId, () => repo.listActiveStops(this.db, outletId, now), fresh);
  }

  /** Product ids on stop at the outlet at `now`. */
  async stopped(outletId: number, now: Date, fresh = false): Promise<Set<number>> {
    return stoppedAt(await this.entries(outletId, now, fresh), now);
  }

  /**
   * `stopped(outletId, now, true)` as a part of one statement with other modules' reads
   * (lib/read-parts.ts). What it reads is not kept: a drop while it ran would not reach it.
   */
  freshPart(outletId: number, now: Date): ReadPart<Set<number>> {
    return {
      sql: repo.activeStopsJson(outletId, now),
      decode: (value) => stoppedAt(repo.activeStopsOfJson(value), now),
    };
  }

  /** Forget an outlet's list (its stop list changed here or on another instance). */
  drop(outletId: number): void {
    this.held.drop(outletId);
  }

  clear(): void {
    this.held.clear();
  }
}

function stoppedAt(entries: readonly StopEntry[], now: Date): Set<number> {
  const ids = new Set<number>();
  for (const e of entries) if (e.until === null || e.until > now) ids.add(e.productId);
  return ids;
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
