import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, isAbortError } from '../form/apiErrorText';
import type { ListPageProps, ListResult } from './ListPage';
import { pageOfRows } from './pageOfRows';

/** What the list shows: the page's rows, the total, and whether it is loading or failed. */
export interface ListRowsState<Row> {
  rows: Row[];
  total: number;
  page: number;
  loading: boolean;
  /** The translated error of the last load, or null. */
  error: string | null;
  /** Shows another page (1-based). */
  goTo: (page: number) => void;
  /** Loads the current page again. */
  reload: () => void;
}

type Source<Row> = Pick<ListPageProps<Row>, 'load' | 'loadAll' | 'errorText' | 'reloadKey'>;

/** The last answer, and the request (page, size, attempt) it answers. */
interface Answer<Row> extends ListResult<Row> {
  request: string;
  error: string | null;
}

/**
 * The rows of a list page: the page asked of `load` (or `loadAll` paged on screen), again on
 * `reload`, and from page 1 when `reloadKey` changes. A newer load aborts the older one, and
 * unmounting aborts the last; only the newest answer is shown.
 */
export function useListRows<Row>(source: Source<Row>, pageSize: number): ListRowsState<Row> {
  const { t } = useTranslation('ui');
  const [page, setPage] = useState(1);
  // Each reload or new reloadKey is a new attempt; an answer is shown for the request it answers.
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<Row>>({
    request: '',
    rows: [],
    total: 0,
    error: null,
  });
  const latest = useRef(source);
  useLayoutEffect(() => {
    latest.current = source;
  });
  // A new reloadKey (another customer, an import) starts again from page 1, in the same render.
  const [shownKey, setShownKey] = useState(source.reloadKey);
  if (shownKey !== source.reloadKey) {
    setShownKey(source.reloadKey);
    setPage(1);
    setAttempt((n) => n + 1);
  }
  const request = `${page}:${pageSize}:${attempt}`;

  useEffect(() => {
    const own = new AbortController();
    const { load, loadAll, errorText } = latest.current;
    const loaded = Promise.resolve().then(() =>
      load
        ? load({ page, pageSize, signal: own.signal })
        : Promise.resolve(loadAll?.({ signal: own.signal }) ?? []).then((all) =>
            pageOfRows(all, page, pageSize),
          ),
    );
    loaded.then(
      (result) => {
        if (own.signal.aborted) return;
        // The page emptied under the user (its last rows deleted elsewhere): show the last page.
        const lastPage = Math.max(1, Math.ceil(result.total / pageSize));
        if (result.rows.length === 0 && page > lastPage) setPage(lastPage);
        else setAnswer({ request, ...result, error: null });
      },
      (failure: unknown) => {
        if (own.signal.aborted || isAbortError(failure)) return;
        setAnswer({ request, rows: [], total: 0, error: apiErrorText(failure, t, errorText) });
      },
    );
    return () => own.abort();
  }, [page, pageSize, request, t]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    rows: answer.rows,
    total: answer.total,
    error: answer.error,
    loading: answer.request !== request,
    page,
    goTo: setPage,
    reload,
  };
}
