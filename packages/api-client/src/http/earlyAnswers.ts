/**
 * Answers of GET calls started before anything asked for them (issue 22 "Start the landing page's
 * first queries before its remote's code has arrived"; ADR 0029): the shell starts a landing
 * screen's reads at start-up, and the screen's own identical call (same URL, same token), made once
 * its code has arrived, takes the answer in flight or already received instead of asking again.
 */

/** How long a kept answer waits for its call; after that the call asks the server again. */
export const EARLY_ANSWER_MS = 15_000;

const kept = new Map<string, { response: Promise<Response>; at: number }>();
let keeping = false;

/**
 * Runs `start` (calls of this package) and keeps the answer of each GET it sends for the first
 * identical call made later; the calls' own results are dropped (their failures included).
 */
export function keepEarlyAnswers(start: () => ReadonlyArray<Promise<unknown>>): void {
  keeping = true;
  let started: ReadonlyArray<Promise<unknown>> = [];
  try {
    started = start();
  } finally {
    keeping = false;
  }
  for (const call of started) call.catch(() => undefined);
}

/**
 * The response of a GET to `url` with `init`, `key` naming the URL and the token: a kept answer
 * (once, while recent; a failed one is asked again), else a new fetch, which is kept while
 * `keepEarlyAnswers` runs.
 */
export function fetchGet(key: string, url: string, init: RequestInit): Promise<Response> {
  const early = kept.get(key);
  if (early) {
    kept.delete(key);
    if (Date.now() - early.at <= EARLY_ANSWER_MS)
      return early.response.catch(() => fetch(url, init));
  }
  const response = fetch(url, init);
  if (keeping) {
    const copy = response.then((r) => r.clone());
    copy.catch(() => undefined); // asked again by the call that takes it
    kept.set(key, { response: copy, at: Date.now() });
  }
  return response;
}
