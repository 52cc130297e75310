import { sessionStore } from '../session/store';
import { userValidate } from '../calls/session';
import { loggedInUser } from '../testing/fixtures';
import { jsonResponse, mockFetch, restoreFetch, useTestConfig } from '../testing/mockFetch';
import { apiRequest, setUnauthorizedHandler } from './core';
import { ApiRequestError, isApiRequestError } from './errors';

beforeEach(() => {
  useTestConfig();
  setUnauthorizedHandler(null);
  sessionStore.getState().logout();
});
afterEach(() => {
  restoreFetch();
});

describe('apiRequest', () => {
  it('sends the session token as a bearer header', async () => {
    const { calls } = mockFetch(() => jsonResponse([]));
    sessionStore.getState().login(loggedInUser({ token: 'abc.def.ghi' }), false);
    await apiRequest({ method: 'GET', path: 'User_Att_Waitting', query: { Customer_Id: 10 } });
    expect(calls[0]?.url).toBe('http://api.test/api/User_Att_Waitting?Customer_Id=10');
    expect(calls[0]?.headers.authorization).toBe('Bearer abc.def.ghi');
    expect(calls[0]?.headers.accept).toBe('application/json');
  });

  it('sends no Authorization header without a session', async () => {
    const { calls } = mockFetch();
    await apiRequest({ method: 'GET', path: 'X' });
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('sends JSON bodies with a content type, and no body or content type for query-only posts', async () => {
    const { calls } = mockFetch();
    await apiRequest({ method: 'POST', path: 'A', body: { a: 1 } });
    await apiRequest({ method: 'POST', path: 'B', query: { Paused: true } });
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ a: 1 });
    expect(calls[1]?.headers['content-type']).toBeUndefined();
    expect(calls[1]?.body).toBeUndefined();
  });

  it('uses the configured base of the call', async () => {
    const { calls } = mockFetch();
    await apiRequest({
      method: 'GET',
      base: 'integration',
      path: 'Light_Dashboard_Agent',
      query: { customer_id: 1 },
    });
    await apiRequest({ method: 'POST', base: 'files', path: 'hornitos/', body: {} });
    expect(calls.map((c) => c.url)).toEqual([
      'http://api.test/integration/Light_Dashboard_Agent?customer_id=1',
      'http://api.test/files/hornitos/',
    ]);
  });

  it('parses JSON, resolves undefined for an empty answer and the text for a plain-text answer', async () => {
    mockFetch(() => jsonResponse({ ok: true }));
    await expect(apiRequest({ method: 'GET', path: 'A' })).resolves.toEqual({ ok: true });
    mockFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest({ method: 'POST', path: 'B' })).resolves.toBeUndefined();
    mockFetch(() => new Response('', { status: 200 }));
    await expect(apiRequest({ method: 'POST', path: 'C' })).resolves.toBeUndefined();
    mockFetch(
      () => new Response('saved', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    await expect(apiRequest({ method: 'POST', path: 'D' })).resolves.toBe('saved');
  });

  it('rejects malformed JSON answers with invalid_response', async () => {
    mockFetch(
      () => new Response('{oops', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await expect(apiRequest({ method: 'GET', path: 'A' })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('raises ApiRequestError with the server code, message and field', async () => {
    mockFetch(() =>
      jsonResponse(
        { error: 'bad_request', message: 'Customer_Id must be a number.', field: 'Customer_Id' },
        400,
      ),
    );
    const error = await apiRequest({ method: 'GET', path: 'A' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: 'Customer_Id must be a number.',
      field: 'Customer_Id',
    });
  });

  it('keeps the already_taken code of a 409', async () => {
    mockFetch(() =>
      jsonResponse({ error: 'already_taken', message: 'possibly already being attended' }, 409),
    );
    const error = await apiRequest({ method: 'GET', path: 'A' }).catch((e: unknown) => e);
    expect(isApiRequestError(error, 'already_taken')).toBe(true);
    expect(isApiRequestError(error, 'conflict')).toBe(false);
  });

  it('derives the code from the status when the error body is not the API shape', async () => {
    mockFetch(() => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest({ method: 'GET', path: 'A' })).rejects.toMatchObject({
      status: 502,
      code: 'internal',
      message: 'Bad gateway',
    });
    mockFetch(() => new Response('', { status: 404, statusText: 'Not Found' }));
    await expect(apiRequest({ method: 'GET', path: 'A' })).rejects.toMatchObject({
      code: 'not_found',
      message: 'Not Found',
    });
  });

  it('turns a failed fetch into a network error with status 0', async () => {
    mockFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(apiRequest({ method: 'GET', path: 'A' })).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
  });

  it('lets an abort through unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    mockFetch(() => Promise.reject(abort));
    await expect(apiRequest({ method: 'GET', path: 'A' })).rejects.toBe(abort);
  });

  it('passes the abort signal to fetch', async () => {
    const { fn } = mockFetch();
    const controller = new AbortController();
    await apiRequest({ method: 'GET', path: 'A', signal: controller.signal });
    expect(fn.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it('throws a clear error when the client is not configured', async () => {
    await jest.isolateModulesAsync(async () => {
      const core = await import('./core');
      await expect(core.apiRequest({ method: 'GET', path: 'A' })).rejects.toThrow(/configureApi/);
    });
  });
});

describe('401 handling', () => {
  const unauthorized = () =>
    jsonResponse({ error: 'unauthorized', message: 'Missing, invalid or expired token.' }, 401);

  it('calls the handler once for parallel 401s of one session, and again for the next session', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    mockFetch(unauthorized);
    sessionStore.getState().login(loggedInUser({ token: 'session-a' }), false);

    const results = await Promise.allSettled([
      apiRequest({ method: 'GET', path: 'User_Att_Waitting' }),
      apiRequest({ method: 'GET', path: 'User_Att_Active_List' }),
      apiRequest({ method: 'GET', base: 'integration', path: 'Light_Dashboard' }),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    for (const result of results) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        status: 401,
        code: 'unauthorized',
      });
    }
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toBeInstanceOf(ApiRequestError);

    await expect(apiRequest({ method: 'GET', path: 'User_Att_Group_List' })).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(handler).toHaveBeenCalledTimes(1);

    sessionStore.getState().logout('network');
    sessionStore.getState().login(loggedInUser({ token: 'session-b' }), false);
    await expect(apiRequest({ method: 'GET', path: 'User_Att_Waitting' })).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('ignores a 401 to a token the session has replaced since (a password change)', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    sessionStore.getState().login(loggedInUser({ token: 'before-change' }), false);
    let answer: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const inFlight = apiRequest({ method: 'GET', path: 'User_Data_Perm' });
    await Promise.resolve();
    sessionStore.getState().setToken('after-change');
    answer(unauthorized());
    await expect(inFlight).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBe('after-change');
  });

  it('does not call the handler for User_Validate, which answers null instead', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    mockFetch(unauthorized);
    await expect(userValidate('ana', 'wrong')).resolves.toBeNull();
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not call the handler for other statuses', async () => {
    const handler = jest.fn();
    setUnauthorizedHandler(handler);
    mockFetch(() => jsonResponse({ error: 'forbidden', message: 'No.' }, 403));
    await expect(apiRequest({ method: 'GET', path: 'A' })).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('still rejects the call when the handler throws', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setUnauthorizedHandler(() => {
      throw new Error('dialog failed');
    });
    mockFetch(unauthorized);
    await expect(apiRequest({ method: 'GET', path: 'A' })).rejects.toMatchObject({ status: 401 });
    expect(errorLog).toHaveBeenCalled();
    errorLog.mockRestore();
  });
});
