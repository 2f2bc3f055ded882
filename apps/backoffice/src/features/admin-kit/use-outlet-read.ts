import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api/client';

export interface OutletRead<T> {
  data: T | null;
  /** the last read's failure, kept until a read succeeds */
  error: unknown;
  /** reads again; resolves once the answer is in place, so a write can wait for the fresh data */
  reload: () => Promise<void>;
  /** puts a write's answer in place without a round trip */
  setData: (data: T) => void;
}

/**
 * What a page of one outlet (its day, its stop list) shows from `/outlets/{id}/{path}`: cleared
 * and read again when another outlet is chosen.
 */
export function useOutletRead<T>(outletId: number | null, path: string): OutletRead<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);

  const reload = useCallback(async () => {
    if (outletId === null) return;
    try {
      setData(await api.get<T>(`/outlets/${outletId}/${path}`));
      setError(null);
    } catch (err) {
      setError(err);
    }
  }, [outletId, path]);

  useEffect(() => {
    setData(null);
    void reload();
  }, [reload]);

  return { data, error, reload, setData };
}
