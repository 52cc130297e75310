import type { Duplex } from 'node:stream';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { createMemoryBus } from './memoryBus';
import type { HubOptions } from './hub';
import {
  NewAttRecorder,
  buildClient,
  sampleEvent,
  startHubServer,
  waitFor,
  type TestHubServer,
} from './hubTestKit';
import { NewAttFlag, type EventBus } from './types';

describe('hub with the real @microsoft/signalr client', () => {
  let bus: EventBus;
  let server: TestHubServer;
  const clients: HubConnection[] = [];

  async function start(
    options: Partial<HubOptions> = {},
    configure?: Parameters<typeof startHubServer>[2],
  ) {
    server = await startHubServer(bus, options, configure);
  }

  function client(
    token: string | (() => string),
    extra: { skipNegotiation?: boolean } = {},
  ): HubConnection {
    const connection = buildClient(server.url, token, extra);
    clients.push(connection);
    return connection;
  }

  beforeEach(() => {
    bus = createMemoryBus();
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((connection) => connection.stop()));
    await server?.close();
    await bus.close();
  });

  it('connects, activates and receives NewAtt with the exact arguments', async () => {
    await start();
    const connection = client('good-7');
    const events = new NewAttRecorder(connection);
    await connection.start();
    expect(connection.connectionId).toEqual(expect.any(String));
    await expect(connection.invoke('User_Att_Activate', 1, 7)).resolves.toBe(true);
    expect(server.hub.connectionCount()).toBe(1);

    const event = sampleEvent({ customerId: 1, userIds: [3, 7], flag: NewAttFlag.Waiting });
    await bus.publish(event);
    expect(await events.next()).toEqual([NewAttFlag.Waiting, event.phone, event.messages]);

    await connection.stop();
    await waitFor(() => server.hub.connectionCount() === 0, 3000, 'the connection to be removed');
  });

  it('delivers only to connections activated for the event customer and one of its users', async () => {
    await start();
    const seven = client('good-7');
    const eight = client('good-8');
    const sevenEvents = new NewAttRecorder(seven);
    const eightEvents = new NewAttRecorder(eight);
    await Promise.all([seven.start(), eight.start()]);
    await seven.invoke('User_Att_Activate', 1, 7);
    await eight.invoke('User_Att_Activate', 2, 8);

    await bus.publish(sampleEvent({ customerId: 2, userIds: [7], phone: 'other-customer' }));
    await bus.publish(sampleEvent({ customerId: 1, userIds: [8, 9], phone: 'other-user' }));
    await bus.publish(sampleEvent({ customerId: 1, userIds: [7], phone: 'for-seven' }));
    await bus.publish(sampleEvent({ customerId: 2, userIds: [8], phone: 'for-eight' }));

    // Events reach a connection in publish order, so the first one received shows nothing came before it.
    expect((await sevenEvents.next())[1]).toBe('for-seven');
    expect((await eightEvents.next())[1]).toBe('for-eight');
    expect(sevenEvents.queued).toBe(0);
    expect(eightEvents.queued).toBe(0);
  });

  it('rejects an activation refused by canActivate and does not subscribe', async () => {
    const canActivate = jest.fn(async (_user, customerId: number) => customerId === 1);
    await start({ canActivate });
    const connection = client('good-7');
    const events = new NewAttRecorder(connection);
    await connection.start();

    await expect(connection.invoke('User_Att_Activate', 5, 7)).rejects.toThrow('not allowed');
    expect(canActivate).toHaveBeenCalledWith(expect.objectContaining({ userId: 7 }), 5, 7);
    await bus.publish(sampleEvent({ customerId: 5, userIds: [7], phone: 'refused' }));
    await connection.invoke('User_Att_Activate', 1, 7);
    await bus.publish(sampleEvent({ customerId: 1, userIds: [7], phone: 'allowed' }));
    expect((await events.next())[1]).toBe('allowed');
  });

  it('replaces the previous subscription on a new activation; a refused one leaves none', async () => {
    await start();
    const connection = client('good-7');
    const events = new NewAttRecorder(connection);
    await connection.start();
    await connection.invoke('User_Att_Activate', 1, 7);
    await connection.invoke('User_Att_Activate', 2, 7);
    await bus.publish(sampleEvent({ customerId: 1, phone: 'old-customer' }));
    await bus.publish(sampleEvent({ customerId: 2, phone: 'new-customer' }));
    expect((await events.next())[1]).toBe('new-customer');

    // Activating for another user is refused and drops the customer 2 subscription.
    await expect(connection.invoke('User_Att_Activate', 2, 8)).rejects.toThrow('not allowed');
    await bus.publish(sampleEvent({ customerId: 2, phone: 'after-refusal' }));
    await connection.invoke('User_Att_Activate', 3, 7);
    await bus.publish(sampleEvent({ customerId: 3, phone: 'customer-3' }));
    expect((await events.next())[1]).toBe('customer-3');
  });

  it('runs invocations in order, including fire-and-forget sends', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await start({
      canActivate: async (user, customerId, userId) => {
        if (customerId === 1) await gate;
        return user.userId === userId;
      },
    });
    const connection = client('good-7');
    const events = new NewAttRecorder(connection);
    await connection.start();
    // The slow first activation must not overwrite the later one.
    await connection.send('User_Att_Activate', 1, 7);
    const second = connection.invoke('User_Att_Activate', 2, 7);
    setTimeout(release, 50);
    await expect(second).resolves.toBe(true);
    await bus.publish(sampleEvent({ customerId: 1, phone: 'first' }));
    await bus.publish(sampleEvent({ customerId: 2, phone: 'second' }));
    expect((await events.next())[1]).toBe('second');
  });

  it('answers an unknown hub method with an error and accepts numeric strings', async () => {
    await start();
    const connection = client('good-7');
    await connection.start();
    await expect(connection.invoke('Nope')).rejects.toThrow("Unknown hub method 'Nope'.");
    await expect(connection.invoke('User_Att_Activate', 1)).rejects.toThrow('target expects 2');
    await expect(connection.invoke('user_att_activate', '1', '7')).resolves.toBe(true);
  });

  it('refuses a start without a token or with a bad one', async () => {
    await start();
    await expect(client('').start()).rejects.toThrow(/401/);
    await expect(client('bad-token').start()).rejects.toThrow(/401/);
    await expect(client('bad-token', { skipNegotiation: true }).start()).rejects.toThrow();
    expect(server.hub.connectionCount()).toBe(0);
  });

  it('works with skipNegotiation (straight to the WebSocket)', async () => {
    await start();
    const connection = client('good-7', { skipNegotiation: true });
    const events = new NewAttRecorder(connection);
    await connection.start();
    await connection.invoke('User_Att_Activate', 1, 7);
    await bus.publish(sampleEvent({ phone: 'direct' }));
    expect((await events.next())[1]).toBe('direct');
  });

  it('reconnects after the server cuts the socket, re-activates and receives the next event', async () => {
    const sockets: Duplex[] = [];
    await start({}, (app) =>
      app.server.on('upgrade', (_request, socket: Duplex) => sockets.push(socket)),
    );
    const connection = client('good-7');
    const events = new NewAttRecorder(connection);
    const reconnecting = jest.fn();
    connection.onreconnecting(reconnecting);
    let reactivated!: (id: string | undefined) => void;
    const reactivation = new Promise<string | undefined>((resolve) => (reactivated = resolve));
    connection.onreconnected((id) => {
      void connection.invoke('User_Att_Activate', 1, 7).then(() => reactivated(id));
    });
    await connection.start();
    const firstId = connection.connectionId;
    await connection.invoke('User_Att_Activate', 1, 7);

    expect(sockets).toHaveLength(1);
    sockets[0]?.destroy();
    const newId = await reactivation;
    expect(reconnecting).toHaveBeenCalledTimes(1);
    expect(newId).toEqual(expect.any(String));
    expect(newId).not.toBe(firstId);
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(server.hub.connectionCount()).toBe(1);

    await bus.publish(sampleEvent({ phone: 'after-reconnect' }));
    expect((await events.next())[1]).toBe('after-reconnect');
  });

  it('sends pings that keep a client with a short server timeout connected', async () => {
    await start({ pingIntervalMs: 50 });
    const connection = client('good-7');
    connection.serverTimeoutInMilliseconds = 300;
    const reconnecting = jest.fn();
    connection.onreconnecting(reconnecting);
    await connection.start();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(reconnecting).not.toHaveBeenCalled();
    expect(connection.state).toBe(HubConnectionState.Connected);
  });

  it('without pings the same client times out (control for the ping test)', async () => {
    await start({ pingIntervalMs: 60_000 });
    const connection = client('good-7');
    connection.serverTimeoutInMilliseconds = 300;
    const reconnecting = jest.fn();
    connection.onreconnecting(reconnecting);
    await connection.start();
    await waitFor(() => reconnecting.mock.calls.length > 0, 3000, 'the client to time out');
  });

  it('closes every connection with a reconnectable close message on shutdown', async () => {
    await start();
    const connection = client('good-7');
    const reconnecting = jest.fn();
    const closed = jest.fn();
    connection.onreconnecting(reconnecting);
    connection.onclose(closed);
    await connection.start();
    await connection.invoke('User_Att_Activate', 1, 7);
    await server.hub.close();
    expect(server.hub.connectionCount()).toBe(0);
    // allowReconnect: the client goes to reconnecting instead of closing for good.
    await waitFor(() => reconnecting.mock.calls.length > 0, 3000, 'onreconnecting');
    expect(reconnecting.mock.calls[0]?.[0]).toBeUndefined();
    expect(closed).not.toHaveBeenCalled();
    await connection.stop();
  });
});
