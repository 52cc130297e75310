// Imported by the entry before the shared modules are negotiated: no shared package may be imported
// here (a shared module cannot be consumed before the async boundary).

/** Where the shell reads its configuration: its own origin, never a built-in address. */
export const CONFIG_URL = '/config.json';

/** How `config.json` is asked for: never from a cache (a deploy edits it in place). */
export const CONFIG_REQUEST: RequestInit = {
  cache: 'no-store',
  headers: { Accept: 'application/json' },
};

let early: Promise<Response> | null = null;

/**
 * Starts fetching `config.json` from the entry script, while the shell's first chunks and shared
 * libraries are still arriving (issue 22): the API calls wait for it, and asked later it queued
 * behind those scripts on the origin's connections. Its answer is taken by the first
 * `fetchConfig`.
 */
export function fetchConfigEarly(): void {
  if (early || typeof fetch !== 'function') return;
  early = fetch(CONFIG_URL, CONFIG_REQUEST);
  // A failure is reported by the one who takes the answer (`loadShellConfig`).
  early.catch(() => undefined);
}

/**
 * A `fetch` for `loadShellConfig`: the early answer once when there is one and `config.json` is what
 * is asked for, else a new request.
 */
export const fetchConfig: typeof fetch = (input, init) => {
  if (input !== CONFIG_URL || !early) return fetch(input, init);
  const answer = early;
  early = null;
  return answer;
};
