import type { ListResult } from './ListPage';

/** One page (1-based) of rows held on screen, and how many there are. */
export function pageOfRows<Row>(
  rows: readonly Row[],
  page: number,
  pageSize: number,
): ListResult<Row> {
  const start = (Math.max(1, page) - 1) * pageSize;
  return { rows: rows.slice(start, start + pageSize), total: rows.length };
}
