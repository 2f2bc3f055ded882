/**
 * Which index words a query word reaches (ranking.ts `pickWordTerms` over its trigram lookup),
 * remembered per word as of one version of the index words (search_index_state). Customers'
 * queries differ, their words mostly do not: remembering them spares most searches the trigram
 * lookup, leaving one statement. Every search statement reports the version it saw; a higher
 * one (words added or dropped, by this API instance or another) forgets everything.
 */
export class WordCache {
  private current: number | null = null;
  private readonly reach = new Map<string, readonly string[]>();

  constructor(private readonly maxWords = 20_000) {}

  /** the version of the index words the remembered words are of; null before the first */
  get version(): number | null {
    return this.current;
  }

  get(word: string): readonly string[] | undefined {
    return this.reach.get(word);
  }

  /** Takes in the version a statement saw: a newer one forgets every word remembered. */
  observe(version: number): void {
    if (this.current !== null && version <= this.current) return;
    this.current = version;
    this.reach.clear();
  }

  /** Remembers what `word` reaches as of `version`, if that is still the current one. */
  set(word: string, terms: readonly string[], version: number): void {
    if (version !== this.current) return;
    // the oldest word makes room: a word that matters comes back with its next search
    if (this.reach.size >= this.maxWords) this.reach.delete(this.reach.keys().next().value as string);
    this.reach.set(word, terms);
  }
}
