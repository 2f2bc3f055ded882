'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './search-rules';
import { createSearchRunner, type SearchRunner, type SearchState } from './search-runner';

/**
 * React's view of a search runner: `update` on every keystroke, `flush` for Enter or a retry.
 * The runner lives as long as the component (a closed search panel asks nothing).
 */
export function useTypeAhead<R>(run: (query: string, signal: AbortSignal) => Promise<R>) {
  const [state, setState] = useState<SearchState<R>>({ status: 'idle', query: '' });
  const runRef = useRef(run);
  const runner = useRef<SearchRunner | null>(null);

  useEffect(() => {
    runRef.current = run;
  }, [run]);

  useEffect(() => {
    const created = createSearchRunner<R>({
      delayMs: SEARCH_DEBOUNCE_MS,
      run: (query, signal) => runRef.current(query, signal),
      onChange: setState,
      onError: (err, query) => console.error('search failed', query, err),
    });
    runner.current = created;
    return () => {
      created.dispose();
      runner.current = null;
    };
  }, []);

  const update = useCallback((raw: string) => runner.current?.update(raw), []);
  const flush = useCallback(() => runner.current?.flush(), []);
  return { state, update, flush };
}
