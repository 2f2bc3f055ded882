import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { rowsOf } from '../../db/rows.js';

/** how long the set of keys is kept at least: it is read on every picture request */
const MIN_TTL_MS = 5_000;

/**
 * The picture keys the catalogue names (categories, products, banners, promotions). Only they
 * are drawn: any other well-formed key (`roll.anything`) would be a new render each time, so a
 * client could keep both cores drawing and push the real pictures out of the cache. A key the
 * operator adds shows within the catalogue cache's time.
 */
export class KnownImageKeys {
  private readonly cache: TtlCache<ReadonlySet<string>>;

  constructor(
    private readonly db: Db,
    ttlMs: number,
  ) {
    this.cache = new TtlCache(Math.max(ttlMs, MIN_TTL_MS));
  }

  async has(key: string): Promise<boolean> {
    return (await this.cache.get('keys', () => this.load())).has(key);
  }

  private async load(): Promise<ReadonlySet<string>> {
    // one row: PGlite hands each row to JavaScript separately (CONTRIBUTING.md)
    const rows = await rowsOf<{ keys: string[] | null }>(
      this.db,
      sql`
      select array_agg(distinct k) as keys from (
        select image_key as k from categories
        union all select image_key from products
        union all select image_key from banners
        union all select image_key from promotions
      ) all_keys`,
    );
    return new Set(rows[0]?.keys ?? []);
  }
}
