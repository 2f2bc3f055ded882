import { isSearchable, normalizeQuery } from './search-rules';

/**
 * Type-ahead search without React: what is typed settles for `delayMs` (SPEC section 9: 600 ms)
 * before one request is made, a newer query aborts the request in flight, and an answer that
 * arrives for an older query is dropped. Queries that cannot find anything (empty, blank,
 * emoji-only, one letter) make no request at all.
 */
export type SearchState<R> =
  | { status: 'idle'; query: string }
  | { status: 'loading'; query: string; previous: R | null }
  | { status: 'done'; query: string; result: R }
  | { status: 'error'; query: string };

export interface SearchRunnerOptions<R> {
  delayMs: number;
  run: (query: string, signal: AbortSignal) => Promise<R>;
  onChange: (state: SearchState<R>) => void;
  onError?: (err: unknown, query: string) => void;
}

export interface SearchRunner {
  /** the input changed: debounced */
  update: (raw: string) => void;
  /** search what was typed now (Enter, a retry after an error), without waiting */
  flush: () => void;
  /** forget everything: no timer, no request in flight (unmount, close) */
  dispose: () => void;
}

export function createSearchRunner<R>({
  delayMs,
  run,
  onChange,
  onError,
}: SearchRunnerOptions<R>): SearchRunner {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: string | null = null;
  let inFlight: AbortController | null = null;
  /** the query the shown state belongs to (asked, answered or idle) */
  let current = '';
  let lastResult: R | null = null;
  let hasFailed = false;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  const abort = () => {
    inFlight?.abort();
    inFlight = null;
  };

  function start(query: string) {
    clearTimer();
    abort();
    current = query;
    const controller = new AbortController();
    inFlight = controller;
    hasFailed = false;
    onChange({ status: 'loading', query, previous: lastResult });
    run(query, controller.signal).then(
      (result) => {
        if (inFlight !== controller) return;
        inFlight = null;
        lastResult = result;
        onChange({ status: 'done', query, result });
      },
      (err: unknown) => {
        if (inFlight !== controller || controller.signal.aborted) return;
        inFlight = null;
        hasFailed = true;
        onError?.(err, query);
        onChange({ status: 'error', query });
      },
    );
  }

  return {
    update(raw) {
      const query = normalizeQuery(raw);
      if (!isSearchable(query)) {
        clearTimer();
        abort();
        lastResult = null;
        hasFailed = false;
        if (current !== query) {
          current = query;
          onChange({ status: 'idle', query });
        }
        return;
      }
      // the same words again (a trailing space): nothing new to ask
      if (query === pending) return;
      clearTimer();
      // back to the words already shown or asked for: the pending change is simply dropped
      if (query === current) return;
      pending = query;
      timer = setTimeout(() => start(query), delayMs);
    },
    flush() {
      if (pending !== null) start(pending);
      else if (hasFailed && isSearchable(current)) start(current);
    },
    dispose() {
      clearTimer();
      abort();
      current = '';
      lastResult = null;
    },
  };
}
