/** One query value; `undefined` and `null` leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;

/** Query parameters by their exact server name (casing kept); an array repeats the name (`att_Group=1&att_Group=2`). */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

function joinPath(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const tail = path.replace(/^\/+/, '');
  return tail ? `${base}/${tail}` : base;
}

function encodeValue(value: string | number | boolean): string {
  return encodeURIComponent(String(value));
}

/**
 * Joins `baseUrl` and `path` with one slash (a trailing slash of `path`, as in `hornitos/`, is kept)
 * and appends the query: names exactly as given, every name and value percent-encoded.
 */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const url = joinPath(baseUrl, path);
  if (!query) return url;
  const parts: string[] = [];
  for (const [name, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value === undefined || value === null) continue;
      parts.push(`${encodeURIComponent(name)}=${encodeValue(value)}`);
    }
  }
  if (parts.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${parts.join('&')}`;
}
