import type { Db } from '../../db/client.js';
import { buildSearchDocument, type SearchDocument } from './search-documents.js';
import * as repo from './index-repo.js';

/** products rewritten per transaction */
const BATCH = 1000;
/** a rewrite this large also drops unused terms and refreshes the planner's statistics */
const TIDY_AFTER = 50;

/**
 * Keeps search_documents in step with the catalogue. Triggers on products, product_translations
 * and category_translations queue changed products (migration 0002_search); `ensureFresh`
 * rewrites the queued products' documents. Search asks whether anything is queued in the same
 * round trip as its first lookup and, if so, awaits this first: it never answers from texts
 * older than the last committed catalogue change. After a seed that is the whole catalogue
 * (seconds for 10,000 products on PGlite); after an edit, a few rows.
 */
export class SearchIndex {
  private running: Promise<number> | null = null;

  constructor(private readonly db: Db) {}

  /** Rewrites whatever is queued; concurrent callers share one run. Resolves to the count. */
  ensureFresh(): Promise<number> {
    this.running ??= this.refresh().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async refresh(): Promise<number> {
    if (!(await repo.hasStaleProducts(this.db))) return 0;
    let total = 0;
    for (;;) {
      const done = await this.db.transaction(async (tx) => {
        const ids = await repo.claimStaleProducts(tx, BATCH);
        const texts = await repo.loadProductTexts(tx, ids);
        const docs = texts.map(buildSearchDocument).filter((d): d is SearchDocument => d !== null);
        await repo.replaceDocuments(tx, ids, docs);
        return ids.length;
      });
      total += done;
      if (done < BATCH) break;
    }
    if (total >= TIDY_AFTER) {
      await repo.pruneTerms(this.db);
      await repo.tidyIndex(this.db);
    }
    return total;
  }
}
