/** Helpers shared by the call files (internal: not exported by the package). */
import { apiRequest, asList, type ApiBase, type CallOptions } from '../http/core';
import type { QueryParams } from '../http/url';

/** GET a list; a missing or non-array answer is an empty list. */
export async function getList<T>(
  path: string,
  query: QueryParams,
  options: CallOptions = {},
  base: ApiBase = 'api',
): Promise<T[]> {
  return asList<T>(await apiRequest({ method: 'GET', base, path, query, signal: options.signal }));
}
