/**
 * Natural batching (issue 22 item 6): work that arrives while earlier work of the same kind is in
 * flight goes together, as one, once that is done. No timer: alone, an item is sent at once;
 * under load, nothing waits longer than the work in flight when it arrived. What waited is sent
 * in batches of at most `cap`, all of them at once.
 *
 * Each item keeps its own outcome: a batch that fails is sent again one item at a time (`one`),
 * so the item that fails fails alone, with its own error, and the others succeed as they would
 * have without batching. `many` must therefore be all or nothing (one statement, or one
 * transaction), and resolve to one result per item, in the items' order.
 */
export interface NaturalBatchOptions<Item, Result> {
  /** the most items sent together */
  cap: number;
  one: (item: Item) => Promise<Result>;
  /** all or nothing; a result per item, in order */
  many: (items: Item[]) => Promise<Result[]>;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (err: unknown) => void;
}

export class NaturalBatch<Item, Result> {
  private inFlight = 0;
  private waiting: Waiting<Item, Result>[] = [];

  constructor(private readonly options: NaturalBatchOptions<Item, Result>) {
    if (!(options.cap >= 2)) throw new Error('a natural batch needs a cap of at least 2');
  }

  run(item: Item): Promise<Result> {
    if (this.inFlight === 0) return this.track(this.options.one(item));
    return new Promise<Result>((resolve, reject) => this.waiting.push({ item, resolve, reject }));
  }

  /** counts `work` in flight; when it settles, what waited for it is sent */
  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight += 1;
    return work.finally(() => {
      this.inFlight -= 1;
      this.flush();
    });
  }

  private flush(): void {
    while (this.waiting.length > 0) this.send(this.waiting.splice(0, this.options.cap));
  }

  private send(batch: Waiting<Item, Result>[]): void {
    if (batch.length === 1) return this.alone(batch);
    this.track(this.options.many(batch.map((w) => w.item))).then(
      (results) => {
        // done, but answered for other items than it was given: not to be guessed, nor done again
        if (results.length !== batch.length) {
          const err = new Error(`a batch of ${batch.length} answered ${results.length} results`);
          for (const w of batch) w.reject(err);
          return;
        }
        batch.forEach((w, i) => w.resolve(results[i]!));
      },
      () => {
        // nothing of it was done: each item again on its own, so only the failing one fails
        this.alone(batch);
      },
    );
  }

  private alone(batch: Waiting<Item, Result>[]): void {
    for (const w of batch) this.track(this.options.one(w.item)).then(w.resolve, w.reject);
  }
}
