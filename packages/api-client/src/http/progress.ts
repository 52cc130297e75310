/**
 * A `fetch` that reports how much of the request body was sent. `fetch` has no upload progress, so
 * this sends through `XMLHttpRequest` (its `upload` progress events) and answers a standard `Response`,
 * so `apiRequest` reads and checks it exactly as a fetched one.
 */

/** How much of a request body has been sent, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Reports upload progress; called at least once with `loaded === total` when the body is sent. */
export type UploadProgressHandler = (progress: UploadProgress) => void;

/** Statuses whose answer has no body (a `Response` with one of them refuses a body). */
const NULL_BODY_STATUSES = [101, 103, 204, 205, 304];

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header name the Headers class refuses is left out.
    }
  }
  return headers;
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/**
 * Sends `init` (method, string headers, string body, signal) to `url` and reports the upload's
 * progress. Rejects like fetch: a `TypeError` on a network failure, an `AbortError` when aborted.
 */
export function fetchWithUploadProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
  onProgress: UploadProgressHandler,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    if (init.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => init.signal?.removeEventListener('abort', onAbort);
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.upload.onload = () => {
      const total = init.body?.length ?? 0;
      onProgress({ loaded: total, total });
    };
    xhr.onload = () => {
      done();
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new TypeError('Network request failed'));
        return;
      }
      const body = NULL_BODY_STATUSES.includes(xhr.status) ? null : xhr.responseText;
      resolve(
        new Response(body, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    init.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(init.body ?? null);
  });
}
