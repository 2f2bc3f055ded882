/**
 * The outlets' days as the checkout and the storefront's live reads need them: each network's
 * active outlets with their hours, exceptions, pause and busy mode, kept for at most
 * LIVE_DAY_MS. A write drops its network at once on the instance that made it; other instances
 * see it within LIVE_DAY_MS (one small query per network and period, where an event per change
 * would need a new event type for webhooks to ignore). Order creation reads its outlet fresh, so
 * a pause holds exactly on every instance.
 *
 * One store per database connection (a WeakMap, as the event bus does), so the back office, the
 * catalogue and the checkout share what is loaded and what is dropped.
 */
import type { OutletDayRules } from '@food/domain/outlet-day';
import { addDays, toLocal } from '@food/domain/local-time';
import type { Db } from '../../db/client.js';
import { DroppableCache } from '../../lib/droppable-cache.js';
import { readParts, type ReadPart } from '../../lib/read-parts.js';
import {
  findOutletDay,
  listExceptions,
  listNetworkOutletDays,
  outletDayJson,
  outletDayOfJson,
  rulesOf,
  type OutletDayRow,
} from './outlet-day-repo.js';

/** how stale a pause or busy change may be on another instance */
const LIVE_DAY_MS = 3000;
/** exceptions read ahead: the rules look two weeks ahead for the next opening */
const DAYS_AHEAD = 16;

export interface LiveDay {
  row: OutletDayRow;
  rules: OutletDayRules;
}

export class OutletDays {
  /** per retail network: its active outlets by id */
  private readonly networks: DroppableCache<number, Map<number, LiveDay>>;

  constructor(
    private readonly db: Db,
    ttlMs: number,
  ) {
    this.networks = new DroppableCache(ttlMs);
  }

  /**
   * The network's active outlets by id; `fresh` reads the database again. `now` places the range
   * of exceptions read (loaded ones serve other callers for LIVE_DAY_MS).
   */
  forNetwork(rn: number, now: Date, fresh = false): Promise<Map<number, LiveDay>> {
    return this.networks.get(rn, () => this.load(rn, now), fresh);
  }

  /** One active outlet's day, or null when the network has no such active outlet. */
  async of(rn: number, outletId: number, now: Date, fresh = false): Promise<LiveDay | null> {
    if (!fresh) return (await this.forNetwork(rn, now)).get(outletId) ?? null;
    // an order: its outlet alone, from the database (one small query, not the network's)
    const [day] = await readParts(this.db, [this.freshPart(rn, outletId, now)]);
    return day;
  }

  /**
   * `of(rn, outletId, now, true)` as a part of one statement with other modules' reads
   * (lib/read-parts.ts): order creation reads its outlet's day, stop list and alert settings at once.
   */
  freshPart(rn: number, outletId: number, now: Date): ReadPart<LiveDay | null> {
    // the outlet's zone is known with its row: read the dates any zone can be on, keep its own
    const utcToday = toLocal(now, 'UTC').date;
    return {
      sql: outletDayJson(outletId, addDays(utcToday, -2), addDays(utcToday, DAYS_AHEAD + 1)),
      decode: (value) => {
        const found = outletDayOfJson(value);
        if (!found || found.row.retailNetworkId !== rn || !found.row.isActive) return null;
        const [from, to] = this.rangeOf(found.row, now);
        const exceptions = found.exceptions.filter((e) => e.date >= from && e.date <= to);
        return { row: found.row, rules: rulesOf(found.row, exceptions) };
      },
    };
  }

  /** One outlet's day by id alone, active or not (the back office), always read now. */
  async read(outletId: number, now: Date): Promise<LiveDay | null> {
    const row = await findOutletDay(this.db, outletId);
    if (!row) return null;
    const [from, to] = this.rangeOf(row, now);
    return { row, rules: rulesOf(row, await listExceptions(this.db, [row.id], from, to)) };
  }

  /** The outlet-local dates whose exceptions one outlet's rules need: yesterday to DAYS_AHEAD. */
  private rangeOf(row: OutletDayRow, now: Date): [string, string] {
    const today = toLocal(now, row.timeZone).date;
    return [addDays(today, -1), addDays(today, DAYS_AHEAD)];
  }

  /** A day changed on this instance: the next read loads it. */
  drop(rn: number): void {
    this.networks.drop(rn);
  }

  /** An outlet or its hours changed on some instance (catalogue-sync.ts): every network loads again. */
  dropAll(): void {
    this.networks.clear();
  }

  private async load(rn: number, now: Date): Promise<Map<number, LiveDay>> {
    const rows = await listNetworkOutletDays(this.db, rn);
    // the widest range of local dates any zone can be on: a day either side of UTC's date
    const utcToday = toLocal(now, 'UTC').date;
    const exceptions = await listExceptions(
      this.db,
      rows.map((r) => r.id),
      addDays(utcToday, -2),
      addDays(utcToday, DAYS_AHEAD),
    );
    return new Map(rows.map((row) => [row.id, { row, rules: rulesOf(row, exceptions) }]));
  }
}

const stores = new WeakMap<Db, OutletDays>();

/** The store of this database (made on first use; CATALOG_CACHE_SECONDS=0 keeps nothing). */
export function outletDaysOf(db: Db, catalogTtlMs: number): OutletDays {
  let store = stores.get(db);
  if (!store) {
    store = new OutletDays(db, Math.min(LIVE_DAY_MS, catalogTtlMs));
    stores.set(db, store);
  }
  return store;
}
