import { getRuntimeConfig, type RuntimeConfig } from '../config';
import { sessionStore } from '../session/store';
import { fetchGet } from './earlyAnswers';
import { ApiRequestError, errorFromResponse } from './errors';
import { fetchWithUploadProgress, type UploadProgressHandler } from './progress';
import { buildUrl, type QueryParams } from './url';

/** Which configured host a call goes to: provider API, external integration host or file service. */
export type ApiBase = 'api' | 'integration' | 'files';

/** HTTP methods the specifications use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Options every typed call accepts as its last argument. */
export interface CallOptions {
  /** Aborts the request (the promise then rejects with the fetch abort error, not an `ApiRequestError`). */
  signal?: AbortSignal;
}

/** One request as the typed calls describe it. */
export interface ApiRequestOptions extends CallOptions {
  method: HttpMethod;
  /** Defaults to `api`. */
  base?: ApiBase;
  /** Path under the base, exactly as the specification writes it (e.g. `User_Att_Close`, `/User_Att_Details/Client_Update`). */
  path: string;
  /** Query parameters by exact server name. */
  query?: QueryParams;
  /** JSON body; omitted when `undefined` (query-only POSTs send no body). */
  body?: unknown;
  /** Do not call the unauthorized handler on 401 (login: a 401 there means wrong credentials). */
  skipUnauthorizedHandler?: boolean;
  /** The bearer token to send instead of the session's (the logout sends the token it ends). */
  token?: string | null;
  /** Reports how much of the body was sent (the request then goes through XMLHttpRequest). */
  onUploadProgress?: UploadProgressHandler;
}

/** Called on a 401 answer (once per session token), e.g. to show the network-error dialog and log out. */
export type UnauthorizedHandler = (error: ApiRequestError) => void;

const NOT_NOTIFIED = Symbol('not-notified');

let unauthorizedHandler: UnauthorizedHandler | null = null;
/** The token whose 401 was already reported; a new login (new token) re-arms the handler. */
let notifiedToken: string | null | typeof NOT_NOTIFIED = NOT_NOTIFIED;

/**
 * Registers what happens on a 401 from any call except `User_Validate`. The handler runs once per
 * session token: parallel calls failing together report once. Pass `null` to remove it.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
  notifiedToken = NOT_NOTIFIED;
}

function baseUrlFor(base: ApiBase, config: RuntimeConfig): string {
  switch (base) {
    case 'api':
      return config.apiBaseUrl;
    case 'integration':
      return config.integrationBaseUrl;
    case 'files':
      return config.fileServiceUrl;
  }
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

async function readBody(response: Response): Promise<{ value: unknown; unreadable: boolean }> {
  if (response.status === 204 || response.status === 205)
    return { value: undefined, unreadable: false };
  const text = await response.text();
  if (!text) return { value: undefined, unreadable: false };
  try {
    return { value: JSON.parse(text) as unknown, unreadable: false };
  } catch {
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return { value: text, unreadable: isJson };
  }
}

function reportUnauthorized(token: string | null, error: ApiRequestError): void {
  if (!unauthorizedHandler || notifiedToken === token) return;
  notifiedToken = token;
  try {
    unauthorizedHandler(error);
  } catch (handlerError) {
    console.error('The unauthorized handler failed.', handlerError);
  }
}

/**
 * Sends one request: builds the URL from the configured base, adds `Authorization: Bearer <token>`
 * from the session store, parses the JSON answer and throws `ApiRequestError` on failure.
 * An empty answer resolves to `undefined`; a non-JSON text answer resolves to the text.
 */
export async function apiRequest<T>(options: ApiRequestOptions): Promise<T> {
  const url = buildUrl(
    baseUrlFor(options.base ?? 'api', getRuntimeConfig()),
    options.path,
    options.query,
  );
  const token = options.token !== undefined ? options.token : sessionStore.getState().token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit & { body?: string } = { method: options.method, headers };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = options.onUploadProgress
      ? await fetchWithUploadProgress(
          url,
          { method: options.method, headers, body: init.body, signal: options.signal },
          options.onUploadProgress,
        )
      : options.method === 'GET'
        ? await fetchGet(`${token ?? ''} ${url}`, url, init)
        : await fetch(url, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiRequestError(0, 'network', `Network error: ${reason}`);
  }

  const { value, unreadable } = await readBody(response);
  if (!response.ok) {
    const error = errorFromResponse(response.status, response.statusText, value);
    // Only for the session's current token: an answer to a token the session has replaced since
    // (a password change ends the earlier ones) says nothing about the session now.
    if (
      response.status === 401 &&
      !options.skipUnauthorizedHandler &&
      token === sessionStore.getState().token
    )
      reportUnauthorized(token, error);
    // The password expired meanwhile: the stored user says so, and the shell opens the forced dialog.
    if (error.code === 'password_expired' && token === sessionStore.getState().token)
      sessionStore.getState().updateUser({ pass_Expired: true });
    throw error;
  }
  if (unreadable) {
    throw new ApiRequestError(
      response.status,
      'invalid_response',
      'The server sent malformed JSON.',
    );
  }
  return value as T;
}

/** Treats a missing or non-array list answer as an empty list. */
export function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}
