import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * A page's filters in its address (DESIGN.md: "the filter in the URL so a view can be shared"):
 * the current values, and a setter that replaces the entry (filtering is no step to go back through).
 * An empty value leaves the parameter out.
 */
export function useUrlParams(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(changes))
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      const text = next.toString();
      navigate(text ? `${location}?${text}` : location, { replace: true });
    },
    [search, location, navigate],
  );
  return [params, update];
}
