import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { mediaImages } from '../../../db/schema.js';
import { TtlCache } from '../../../lib/ttl-cache.js';

/** an unknown key is asked again after this long (it may have been uploading) */
const LOOKUP_TTL_MS = 5_000;
/** keys remembered as uploaded (a key is never removed); the oldest is forgotten beyond this */
const MAX_KNOWN = 20_000;

/**
 * Whether an `upload/<hex>` key was uploaded (it has a media_images row): an unknown key is a 404
 * before the store is asked, so made-up keys cost no reads of a disk or a bucket.
 */
export class KnownUploads {
  private readonly known = new Set<string>();
  private readonly lookups = new TtlCache<boolean>(LOOKUP_TTL_MS);

  constructor(private readonly db: Db) {}

  async has(key: string): Promise<boolean> {
    if (this.known.has(key)) return true;
    const found = await this.lookups.get(key, async () => {
      const rows = await this.db
        .select({ key: mediaImages.key })
        .from(mediaImages)
        .where(eq(mediaImages.key, key));
      return rows.length > 0;
    });
    if (found) {
      if (this.known.size >= MAX_KNOWN) this.known.delete(this.known.values().next().value as string);
      this.known.add(key);
    }
    return found;
  }
}
