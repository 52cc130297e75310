import { configureApi } from '../config';
import { TEST_CONFIG } from '../testing/mockFetch';
import {
  createHubClient,
  createRetryPolicy,
  DEFAULT_RECONNECT_DELAYS_MS,
  type HubClientOptions,
} from './hubClient';
import { NewAttFlag } from '@atende/contract';
import { type HubConnectionFactoryOptions, type HubConnectionLike, type HubState } from './types';

/** A stand-in for `HubConnection`: records calls and lets the test fire its callbacks. */
class FakeConnection implements HubConnectionLike {
  readonly invocations: Array<{ method: string; args: unknown[] }> = [];
  readonly handlers = new Map<string, (...args: unknown[]) => void>();
  startCalls = 0;
  stopCalls = 0;
  startResult: Promise<void> = Promise.resolve();
  invokeResult: () => Promise<unknown> = () => Promise.resolve(undefined);
  private reconnecting: Array<(error?: Error) => void> = [];
  private reconnected: Array<(connectionId?: string) => void> = [];
  private closed: Array<(error?: Error) => void> = [];

  constructor(readonly options: HubConnectionFactoryOptions) {}

  start(): Promise<void> {
    this.startCalls += 1;
    return this.startResult;
  }
  stop(): Promise<void> {
    this.stopCalls += 1;
    return Promise.resolve();
  }
  invoke(method: string, ...args: unknown[]): Promise<unknown> {
    this.invocations.push({ method, args });
    return this.invokeResult();
  }
  on(method: string, handler: (...args: never[]) => void): void {
    this.handlers.set(method, handler as (...args: unknown[]) => void);
  }
  onreconnecting(callback: (error?: Error) => void): void {
    this.reconnecting.push(callback);
  }
  onreconnected(callback: (connectionId?: string) => void): void {
    this.reconnected.push(callback);
  }
  onclose(callback: (error?: Error) => void): void {
    this.closed.push(callback);
  }

  fireReconnecting(): void {
    this.reconnecting.forEach((cb) => cb(new Error('socket lost')));
  }
  fireReconnected(): void {
    this.reconnected.forEach((cb) => cb('new-id'));
  }
  fireClose(error?: Error): void {
    this.closed.forEach((cb) => cb(error));
  }
  emit(method: string, ...args: unknown[]): void {
    this.handlers.get(method)?.(...args);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(overrides: Partial<HubClientOptions> = {}) {
  const connections: FakeConnection[] = [];
  const states: HubState[] = [];
  const onNewAtt = jest.fn();
  const onResync = jest.fn();
  const onError = jest.fn();
  let token = 'token-1';
  const client = createHubClient({
    getToken: () => token,
    onNewAtt,
    onResync,
    onError,
    onStateChange: (state) => states.push(state),
    connectionFactory: (options) => {
      const connection = new FakeConnection(options);
      connections.push(connection);
      return connection;
    },
    ...overrides,
  });
  return {
    client,
    connections,
    states,
    onNewAtt,
    onResync,
    onError,
    setToken: (next: string) => {
      token = next;
    },
  };
}

beforeAll(() => {
  configureApi(TEST_CONFIG);
});

describe('createHubClient', () => {
  it('connects to the configured hub and activates the customer and user on start', async () => {
    const { client, connections, states } = setup();
    await client.start(10, 42);
    expect(connections).toHaveLength(1);
    const connection = connections[0]!;
    expect(connection.options.url).toBe('http://api.test/hubs/attendance');
    expect(connection.options.reconnectDelaysMs).toBe(DEFAULT_RECONNECT_DELAYS_MS);
    expect(connection.startCalls).toBe(1);
    expect(connection.invocations).toEqual([{ method: 'User_Att_Activate', args: [10, 42] }]);
    expect(states).toEqual(['connecting', 'connected']);
    expect(client.state).toBe('connected');
  });

  it('reads the current token on every (re)connect', async () => {
    const { client, connections, setToken } = setup();
    await client.start(10, 42);
    expect(connections[0]!.options.accessTokenFactory()).toBe('token-1');
    setToken('token-2');
    expect(connections[0]!.options.accessTokenFactory()).toBe('token-2');
  });

  it('passes NewAtt events through', async () => {
    const { client, connections, onNewAtt } = setup();
    await client.start(10, 42);
    const message = {
      message_Id: 1,
      attendence_Id: 5,
      message: 'hi',
      message_Direction: 1,
      message_Update: '2024-01-01T00:00:00Z',
    };
    connections[0]!.emit('NewAtt', NewAttFlag.ClientMessage, '+5511999990000', [message]);
    expect(onNewAtt).toHaveBeenCalledWith({
      flag: 2,
      phone: '+5511999990000',
      messages: [message],
      item: null,
    });
    connections[0]!.emit('NewAtt', NewAttFlag.Waiting, '+5511', null);
    expect(onNewAtt).toHaveBeenLastCalledWith({
      flag: 1,
      phone: '+5511',
      messages: [],
      item: null,
    });
  });

  it("passes a Waiting event's new item, and drops one of the wrong shape", async () => {
    const { client, connections, onNewAtt } = setup();
    await client.start(10, 42);
    const item = {
      attendence_Id: 7,
      client_Id: 3,
      client_Name: 'Ana',
      client_Identify: '+5511',
      start_Queue: '2026-11-27T10:00:00.000Z',
      channel_Id: 1,
    };
    connections[0]!.emit('NewAtt', NewAttFlag.Waiting, '+5511', [], item);
    expect(onNewAtt).toHaveBeenLastCalledWith(expect.objectContaining({ item }));
    for (const wrong of [
      { ...item, attendence_Id: '7' },
      { ...item, start_Queue: 'yesterday' },
      { ...item, client_Name: undefined },
      { ...item, channel_Id: Number.NaN },
      'row',
    ]) {
      connections[0]!.emit('NewAtt', NewAttFlag.Waiting, '+5511', [], wrong);
      expect(onNewAtt).toHaveBeenLastCalledWith(expect.objectContaining({ item: null }));
    }
  });

  it('re-activates and asks for a resync after every reconnect', async () => {
    const { client, connections, states, onResync } = setup();
    await client.start(10, 42);
    const connection = connections[0]!;

    connection.fireReconnecting();
    expect(client.state).toBe('reconnecting');
    connection.fireReconnected();
    await flush();
    expect(connection.invocations).toEqual([
      { method: 'User_Att_Activate', args: [10, 42] },
      { method: 'User_Att_Activate', args: [10, 42] },
    ]);
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(client.state).toBe('connected');

    connection.fireReconnecting();
    connection.fireReconnected();
    await flush();
    expect(connection.invocations).toHaveLength(3);
    expect(onResync).toHaveBeenCalledTimes(2);
    expect(states).toEqual([
      'connecting',
      'connected',
      'reconnecting',
      'connected',
      'reconnecting',
      'connected',
    ]);
  });

  it('re-activates before asking for the resync, and still resyncs when activation fails', async () => {
    const { client, connections, onResync, onError } = setup();
    await client.start(10, 42);
    const connection = connections[0]!;
    const order: string[] = [];
    onResync.mockImplementation(() => order.push('resync'));
    connection.invokeResult = () => {
      order.push('activate');
      return Promise.reject(new Error('hub busy'));
    };
    connection.fireReconnecting();
    connection.fireReconnected();
    await flush();
    expect(order).toEqual(['activate', 'resync']);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'hub busy' }));
  });

  it('switchCustomer activates the new customer now and after later reconnects', async () => {
    const { client, connections } = setup();
    await client.start(10, 42);
    await client.switchCustomer(11);
    const connection = connections[0]!;
    expect(connection.invocations.at(-1)).toEqual({ method: 'User_Att_Activate', args: [11, 42] });
    connection.fireReconnecting();
    connection.fireReconnected();
    await flush();
    expect(connection.invocations.at(-1)).toEqual({ method: 'User_Att_Activate', args: [11, 42] });
  });

  it('stop disconnects, and callbacks of the stopped connection are ignored', async () => {
    const { client, connections, states, onResync, onNewAtt } = setup();
    await client.start(10, 42);
    const connection = connections[0]!;
    await client.stop();
    expect(connection.stopCalls).toBe(1);
    expect(client.state).toBe('disconnected');
    connection.fireClose();
    connection.fireReconnected();
    connection.emit('NewAtt', 1, 'x', []);
    await flush();
    expect(onResync).not.toHaveBeenCalled();
    expect(onNewAtt).not.toHaveBeenCalled();
    expect(connection.invocations).toHaveLength(1);
    expect(states).toEqual(['connecting', 'connected', 'disconnected']);
    await client.stop();
    expect(connection.stopCalls).toBe(1);
  });

  it('start again replaces the previous connection', async () => {
    const { client, connections } = setup();
    await client.start(10, 42);
    await client.start(11, 42);
    expect(connections).toHaveLength(2);
    expect(connections[0]!.stopCalls).toBe(1);
    expect(connections[1]!.invocations).toEqual([{ method: 'User_Att_Activate', args: [11, 42] }]);
  });

  it('reports a failed start to the caller and ends disconnected', async () => {
    const { client, connections, states } = setup({
      connectionFactory: (options) => {
        const connection = new FakeConnection(options);
        connection.startResult = Promise.reject(new Error('negotiate 401'));
        connections.push(connection);
        return connection;
      },
    });
    await expect(client.start(10, 42)).rejects.toThrow('negotiate 401');
    expect(client.state).toBe('disconnected');
    expect(states).toEqual(['connecting', 'disconnected']);
    expect(connections[0]!.invocations).toHaveLength(0);
  });

  it('a connection closed for good (retries exhausted) ends disconnected and reports the error', async () => {
    const { client, connections, onError } = setup();
    await client.start(10, 42);
    connections[0]!.fireClose(new Error('gone'));
    expect(client.state).toBe('disconnected');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'gone' }));
  });

  it('stop during start resolves the start quietly', async () => {
    let release: () => void = () => undefined;
    const { client, connections } = setup({
      connectionFactory: (options) => {
        const connection = new FakeConnection(options);
        connection.startResult = new Promise<void>((resolve) => {
          release = resolve;
        });
        connections.push(connection);
        return connection;
      },
    });
    const starting = client.start(10, 42);
    await client.stop();
    release();
    await expect(starting).resolves.toBeUndefined();
    expect(connections[0]!.invocations).toHaveLength(0);
    expect(client.state).toBe('disconnected');
  });
});

describe('signalRConnectionFactory', () => {
  it('loads the library on first use and builds a real HubConnection without connecting', async () => {
    const { signalRConnectionFactory } = await import('./hubClient');
    const connection = await signalRConnectionFactory({
      url: 'http://127.0.0.1:9/hubs/attendance',
      accessTokenFactory: () => 't',
      reconnectDelaysMs: [0],
    });
    expect(typeof connection.start).toBe('function');
    expect((connection as unknown as { state: string }).state).toBe('Disconnected');
  });
});

describe('createRetryPolicy', () => {
  const context = (previousRetryCount: number) => ({
    previousRetryCount,
    elapsedMilliseconds: 0,
    retryReason: new Error('lost'),
  });

  it('follows the delays, then repeats the last one forever', () => {
    const policy = createRetryPolicy([0, 2_000, 30_000]);
    expect(
      [0, 1, 2, 3, 50, 10_000].map((n) => policy.nextRetryDelayInMilliseconds(context(n))),
    ).toEqual([0, 2_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it('never retries with no delays', () => {
    expect(createRetryPolicy([]).nextRetryDelayInMilliseconds(context(0))).toBeNull();
  });
});
