/** @jest-environment jsdom */
import { isCancelledError, QueryObserver, useQuery, type QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { NewAttFlag } from '@atende/contract';
import { ApiRequestError } from '../http/errors';
import { createSessionStore } from '../session/store';
import { loggedInUser } from '../testing/fixtures';
import { customerKey, queryKeys } from './keys';
import { invalidateForNewAtt } from './newAtt';
import { QueryProvider } from './QueryProvider';
import { bindQueryClientToSession, createQueryClient, shouldRetryQuery } from './queryClient';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const noDelay = () => 0;

function twoCustomers() {
  return loggedInUser({
    customer: [
      { customer_Id: 10, customer_Name: 'Acme', customer_Logo_URL: '', store: [], group_List: [] },
      {
        customer_Id: 20,
        customer_Name: 'Boreal',
        customer_Logo_URL: '',
        store: [],
        group_List: [],
      },
    ],
  });
}

function seed(client: QueryClient) {
  client.setQueryData(queryKeys.queues(10), { waiting: [], active: [] });
  client.setQueryData(queryKeys.catalog(10, 'templates'), ['t']);
  client.setQueryData(queryKeys.catalog(20, 'templates'), ['u']);
}

describe('query keys', () => {
  it('start with the customer, so one customer’s data is one prefix', () => {
    expect(queryKeys.queues(10)).toEqual(['customer', 10, 'attendance', 'queues']);
    expect(queryKeys.messages(10, 5)).toEqual(['customer', 10, 'attendance', 'messages', 5]);
    expect(queryKeys.catalog(20, 'groups')).toEqual(['customer', 20, 'catalog', 'groups']);
    expect(customerKey(3, 'operators', { page: 1 })).toEqual([
      'customer',
      3,
      'operators',
      { page: 1 },
    ]);
  });
});

describe('session binding', () => {
  it('drops the previous customer’s data on a customer change and everything on logout', () => {
    const store = createSessionStore({ storageKey: 'query-test' });
    store.getState().login(twoCustomers(), false);
    store.getState().setCustomer(10);
    const client = createQueryClient();
    const unbind = bindQueryClientToSession(client, store);
    seed(client);

    store.getState().setCustomer(20);
    expect(client.getQueryData(queryKeys.queues(10))).toBeUndefined();
    expect(client.getQueryData(queryKeys.catalog(10, 'templates'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.catalog(20, 'templates'))).toEqual(['u']);

    store.getState().logout();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    unbind();
  });

  it('aborts the previous customer’s request in flight', async () => {
    const store = createSessionStore({ storageKey: 'query-test' });
    store.getState().login(twoCustomers(), false);
    store.getState().setCustomer(10);
    const client = createQueryClient();
    bindQueryClientToSession(client, store);
    let signal: AbortSignal | undefined;
    const pending = client
      .fetchQuery({
        queryKey: queryKeys.catalog(10, 'groups'),
        queryFn: (context) => {
          signal = context.signal;
          return new Promise<never>(() => undefined);
        },
      })
      .catch((error: unknown) => error);
    store.getState().setCustomer(20);
    expect(signal?.aborted).toBe(true);
    expect(isCancelledError(await pending)).toBe(true);
  });
});

describe('retry and errors', () => {
  it('never retries a 4xx or an abort; retries network and 5xx twice', () => {
    for (const status of [400, 401, 403, 404, 409]) {
      expect(shouldRetryQuery(0, new ApiRequestError(status, 'bad_request', 'x'))).toBe(false);
    }
    expect(shouldRetryQuery(0, Object.assign(new Error('a'), { name: 'AbortError' }))).toBe(false);
    expect(shouldRetryQuery(0, new ApiRequestError(0, 'network', 'offline'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiRequestError(500, 'internal', 'x'))).toBe(true);
    expect(shouldRetryQuery(2, new ApiRequestError(500, 'internal', 'x'))).toBe(false);
  });

  it('calls a 404 once, a 503 three times', async () => {
    const client = createQueryClient({ retryDelay: noDelay });
    const notFound = jest.fn().mockRejectedValue(new ApiRequestError(404, 'not_found', 'x'));
    await expect(
      client.fetchQuery({
        queryKey: ['customer', 1, 'a'],
        queryFn: notFound,
        retry: shouldRetryQuery,
      }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(notFound).toHaveBeenCalledTimes(1);
    const down = jest.fn().mockRejectedValue(new ApiRequestError(503, 'internal', 'x'));
    await expect(
      client.fetchQuery({ queryKey: ['customer', 1, 'b'], queryFn: down, retry: shouldRetryQuery }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(down).toHaveBeenCalledTimes(3);
  });

  it('logs out on a failure of a list marked logoutOnError (the flow list), and only then', async () => {
    const onLogoutError = jest.fn();
    const client = createQueryClient({ onLogoutError, retryDelay: noDelay });
    const fail = () => Promise.reject(new ApiRequestError(500, 'internal', 'x'));
    await client
      .fetchQuery({ queryKey: ['customer', 1, 'templates'], queryFn: fail })
      .catch(() => undefined);
    expect(onLogoutError).not.toHaveBeenCalled();
    await client
      .fetchQuery({
        queryKey: ['customer', 1, 'flows'],
        queryFn: fail,
        meta: { logoutOnError: true },
      })
      .catch(() => undefined);
    expect(onLogoutError).toHaveBeenCalledTimes(1);
  });
});

describe('NewAtt invalidation', () => {
  it('refetches the observed queues and marks conversations stale without refetching them', async () => {
    const client = createQueryClient();
    const queues = jest.fn().mockResolvedValue({ waiting: [], active: [] });
    const messages = jest.fn().mockResolvedValue([]);
    const q = new QueryObserver(client, { queryKey: queryKeys.queues(10), queryFn: queues });
    const m = new QueryObserver(client, { queryKey: queryKeys.messages(10, 5), queryFn: messages });
    const stop = [q.subscribe(() => undefined), m.subscribe(() => undefined)];
    await act(async () => {
      await client.refetchQueries();
    });
    queues.mockClear();
    messages.mockClear();

    await invalidateForNewAtt(client, 10, { flag: NewAttFlag.Waiting });
    expect(queues).toHaveBeenCalledTimes(1);
    expect(messages).not.toHaveBeenCalled();
    expect(client.getQueryState(queryKeys.messages(10, 5))?.isInvalidated).toBe(false);

    await invalidateForNewAtt(client, 10, { flag: NewAttFlag.ClientMessage });
    expect(queues).toHaveBeenCalledTimes(2);
    expect(messages).not.toHaveBeenCalled();
    expect(client.getQueryState(queryKeys.messages(10, 5))?.isInvalidated).toBe(true);

    await invalidateForNewAtt(client, 20, { flag: NewAttFlag.Taken });
    expect(queues).toHaveBeenCalledTimes(2);
    stop.forEach((unsubscribe) => unsubscribe());
  });
});

describe('QueryProvider', () => {
  it('aborts a request through the query’s signal when its screen unmounts', async () => {
    let signal: AbortSignal | undefined;
    function Screen() {
      useQuery({
        queryKey: queryKeys.catalog(10, 'files'),
        queryFn: (context) => {
          signal = context.signal;
          return new Promise<string[]>(() => undefined);
        },
      });
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () =>
      root.render(
        <QueryProvider>
          <Screen />
        </QueryProvider>,
      ),
    );
    expect(signal?.aborted).toBe(false);
    await act(async () => root.render(<QueryProvider>{null}</QueryProvider>));
    expect(signal?.aborted).toBe(true);
    act(() => root.unmount());
  });
});
