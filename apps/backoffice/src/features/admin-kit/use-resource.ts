import { useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  data: T | null;
  error: unknown;
  isLoading: boolean;
  /** load again (after a write, or the "try again" of an error) */
  reload: () => void;
  /** put a known new value in place (the answer of a write) without a round trip */
  setData: (update: (data: T | null) => T | null) => void;
}

/**
 * Data a page reads from the API: loaded when `key` changes (the filters' text, say), kept while
 * the next load runs so a table does not flash empty, and an answer that arrives after a newer
 * request started is dropped.
 */
export function useResource<T>(key: string, load: () => Promise<T>): Resource<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [state, setState] = useState<{ data: T | null; error: unknown; isLoading: boolean }>({
    data: null,
    error: null,
    isLoading: true,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    setState((s) => ({ ...s, isLoading: true, error: null }));
    loadRef.current().then(
      (data) => {
        if (isCurrent) setState({ data, error: null, isLoading: false });
      },
      (error: unknown) => {
        if (isCurrent) setState((s) => ({ ...s, error, isLoading: false }));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (update: (data: T | null) => T | null) => setState((s) => ({ ...s, data: update(s.data) })),
    [],
  );
  return { ...state, reload, setData };
}
