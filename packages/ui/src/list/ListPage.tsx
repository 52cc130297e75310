import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense, type ReactNode } from 'react';
import type { CsvOptions } from '@atende/contract';
import type { CsvColumn } from '../csv/csv';
import type { ApiErrorTextOptions } from '../form/apiErrorText';

/** What `ListPage` asks `load` for: a page of rows (1-based). */
export interface ListQuery {
  page: number;
  pageSize: number;
  /** Aborted when a newer load starts or the page unmounts. */
  signal: AbortSignal;
}

/**
 * A column of `ListPage` (antd Table's column, the part lists use). `render` gets the cell's value
 * and its row; without it the cell shows `row[dataIndex]`.
 */
export interface ListColumn<Row> {
  /** The header (already translated). */
  title: ReactNode;
  /** The row's field the cell shows (and the column's key when `key` is absent). */
  dataIndex?: Extract<keyof Row, string>;
  /** The column's key when it has no `dataIndex` (e.g. `actions`). */
  key?: string;
  width?: number;
  /** One line, cut with an ellipsis. */
  ellipsis?: boolean;
  render?: (value: unknown, row: Row, index: number) => ReactNode;
}

/** A page of rows and the total the server counts. */
export interface ListResult<Row> {
  rows: Row[];
  total: number;
}

/** What `ListPage` asks `loadAll` for (every row is answered). */
export type ListAllQuery = Omit<ListQuery, 'page' | 'pageSize'>;

/** Where a list's rows come from: a page at a time from the server, or every row paged on screen. */
type ListSource<Row> =
  | {
      /** Loads one page from the server; an error shows the translated error with Try again. */
      load: (query: ListQuery) => Promise<ListResult<Row>>;
      loadAll?: never;
    }
  | {
      /**
       * Loads every row (a list call without paging, such as the seeds' catalogue lists); the page
       * pages them on screen (`pageSize` a page, the total counted here). Called again for each page
       * and reload, so the rows stay fresh. An error shows the translated error with Try again.
       */
      loadAll: (query: ListAllQuery) => Promise<readonly Row[]>;
      load?: never;
    };

/** Props of `ListPage` (give `load` or `loadAll`). */
export type ListPageProps<Row> = ListPageBaseProps<Row> & ListSource<Row>;

/** Props of `ListPage` besides where the rows come from. */
export interface ListPageBaseProps<Row> {
  /** The page heading (already translated). */
  title?: ReactNode;
  /** The columns (titles already translated). */
  columns: ListColumn<Row>[];
  rowKey: Extract<keyof Row, string> | ((row: Row) => string);
  /** Rows per page (default 20). */
  pageSize?: number;
  /**
   * Level 2: the New button and every `ChangeButton` inside are disabled, with an explanation.
   * Default: the page guard's read-only context (`useReadOnly`).
   */
  readOnly?: boolean;
  /** Shows a New button calling this. */
  onCreate?: () => void;
  /** More toolbar actions (use `ChangeButton` for those that change data). */
  toolbarActions?: ReactNode[];
  /** Shows an Export CSV button for the rows on screen (formula cells neutralised). */
  csv?: CsvOptions & { fileName: string; columns: CsvColumn<Row>[] };
  /** Labels of API fields, for the error text. */
  errorText?: ApiErrorTextOptions;
  /** Changing it reloads the list (e.g. the current customer id). */
  reloadKey?: unknown;
}

const ListPageView = lazy(() => import('./ListPageView'));

/**
 * The list pattern on antd's Table (ADR 0032): server paging (`load`) or rows paged on screen
 * (`loadAll`), loading, a translated empty state, a translated error with Try again, a Refresh
 * button, read-only at level 2 and CSV export of the current rows. The table loads with the first
 * list shown, not at the page's start-up.
 */
export function ListPage<Row extends object>(props: ListPageProps<Row>) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <ListPageView {...(props as unknown as ListPageProps<object>)} />
    </Suspense>
  );
}
