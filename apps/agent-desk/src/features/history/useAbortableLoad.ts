import { isApiRequestError } from '@atende/api-client';
import { useEffect, useEffectEvent, useState } from 'react';

/** Where a load stands: nothing asked (`idle`), awaiting the answer, answered, or failed with an error code. */
export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'error'; code: string };

type Settled<T> = Extract<LoadState<T>, { status: 'done' | 'error' }>;

const IDLE: LoadState<never> = { status: 'idle' };
const LOADING: LoadState<never> = { status: 'loading' };

/** The API error code of a failed call ('unknown' for anything else). */
function errorCodeOf(error: unknown): string {
  return isApiRequestError(error) ? error.code : 'unknown';
}

/**
 * Loads once per `key` (null: nothing to load). A new key, or the component going away, aborts the
 * request in flight through its signal; an answer for an old key is never shown.
 */
export function useAbortableLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): LoadState<T> {
  const [settled, setSettled] = useState<{ key: string; state: Settled<T> } | null>(null);
  const start = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    start(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'done', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setSettled({ key, state: { status: 'error', code: errorCodeOf(error) } });
        }
      },
    );
    return () => controller.abort();
  }, [key]);

  if (key === null) return IDLE;
  return settled?.key === key ? settled.state : LOADING;
}
