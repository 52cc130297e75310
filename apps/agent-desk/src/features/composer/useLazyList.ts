import { useCallback, useEffect, useState } from 'react';

/** Where a lazily loaded list stands. */
export type LazyListStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What `useLazyList` gives. */
export interface LazyList<T> {
  status: LazyListStatus;
  items: T[];
  /** Loads again after an error. */
  retry: () => void;
}

interface Loaded<T> {
  key: string;
  items: T[];
  failed: boolean;
}

/**
 * A per-customer list loaded the first time `active` becomes true (a picker opening), kept while the
 * customer stays the same, and loaded again on `retry`. A load in flight is aborted when the customer
 * changes, the picker closes or the component goes away.
 */
export function useLazyList<T>(
  active: boolean,
  customerId: number,
  load: (customerId: number, options: { signal: AbortSignal }) => Promise<T[]>,
): LazyList<T> {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const key = `${customerId}:${attempt}`;
  const current = loaded?.key === key ? loaded : null;

  useEffect(() => {
    if (!active || current) return;
    const controller = new AbortController();
    load(customerId, { signal: controller.signal }).then(
      (items) => {
        if (!controller.signal.aborted) setLoaded({ key, items, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ key, items: [], failed: true });
      },
    );
    return () => controller.abort();
  }, [active, current, customerId, key, load]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let status: LazyListStatus = 'idle';
  if (current) status = current.failed ? 'error' : 'ready';
  else if (active) status = 'loading';
  return { status, items: current?.items ?? [], retry };
}
