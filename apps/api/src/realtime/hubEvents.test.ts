import type { HubConnection } from '@microsoft/signalr';
import { NEW_ATT_EVENT, hubEvent, signalOf, type HubEventTable } from './hubEvents';
import { buildClient, startHubServer, waitFor, type TestHubServer } from './hubTestKit';
import { createMemoryBus } from './memoryBus';
import { createRedisBus } from './redisBus';
import type { EventBus } from './types';

/** Records the calls of one client method. */
function record(connection: HubConnection, method: string): unknown[][] {
  const calls: unknown[][] = [];
  connection.on(method, (...args: unknown[]) => void calls.push(args));
  return calls;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('hub event table (docs/adr/0022)', () => {
  const buses: EventBus[] = [];
  const servers: TestHubServer[] = [];
  const clients: HubConnection[] = [];

  async function start(events: HubEventTable, bus: EventBus = createMemoryBus()) {
    buses.push(bus);
    const server = await startHubServer(bus, { events });
    servers.push(server);
    return { bus, server };
  }

  async function connect(server: TestHubServer, userId: number, customerId: number) {
    const connection = buildClient(server.url, `good-${userId}`);
    clients.push(connection);
    await connection.start();
    await connection.invoke('User_Att_Activate', customerId, userId);
    return connection;
  }

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.stop()));
    await Promise.all(servers.splice(0).map((s) => s.close()));
    await Promise.all(buses.splice(0).map((b) => b.close()));
  });

  it('a test-only event declared in one row reaches the users it names, and nobody else', async () => {
    const { bus, server } = await start([
      NEW_ATT_EVENT,
      hubEvent({ name: 'TestPing', accepts: signalOf('testPing'), audience: { to: 'users' }, args: (s) => [s.payload] }), // prettier-ignore
    ]);
    const seven = await connect(server, 7, 1);
    const eight = await connect(server, 8, 1);
    const otherCustomer = await connect(server, 9, 2);
    const toSeven = record(seven, 'TestPing');
    const toEight = record(eight, 'TestPing');
    const toOther = record(otherCustomer, 'TestPing');
    const newAtt = record(seven, 'NewAtt');

    await bus.publish({ kind: 'testPing', customerId: 1, userIds: [7, 9], payload: { n: 1 } });
    await bus.publish({ kind: 'otherKind', customerId: 1, userIds: [7], payload: { n: 2 } });
    await waitFor(() => toSeven.length === 1, 3000, 'TestPing on user 7');
    await sleep(100);
    expect(toSeven).toEqual([[{ n: 1 }]]);
    expect(toEight).toEqual([]);
    // User 9 is activated for customer 2: the event is customer 1's.
    expect(toOther).toEqual([]);
    expect(newAtt).toEqual([]);
  });

  it('a customer-wide event reaches the connections its audience admits, after the re-check', async () => {
    const admits = jest.fn(async (_customerId: number, users: readonly { userId: number }[]) =>
      users.map((u) => u.userId !== 8),
    );
    const { bus, server } = await start([
      hubEvent({ name: 'TestNotice', accepts: signalOf('notice'), audience: { to: 'customer', admits }, args: (s) => [s.customerId] }), // prettier-ignore
    ]);
    const calls = await Promise.all(
      [
        [7, 1],
        [8, 1],
        [9, 2],
      ].map(async ([user, customer]) =>
        record(await connect(server, user!, customer!), 'TestNotice'),
      ),
    );
    await bus.publish({ kind: 'notice', customerId: 1 });
    await waitFor(() => calls[0]!.length === 1, 3000, 'TestNotice on user 7');
    await sleep(100);
    expect(calls.map((c) => c.length)).toEqual([1, 0, 0]);
    expect(calls[0]).toEqual([[1]]);
    expect(admits).toHaveBeenCalledTimes(1);
    expect(admits.mock.calls[0]![0]).toBe(1);
    expect(admits.mock.calls[0]![1].map((u) => u.userId).sort()).toEqual([7, 8]);
  });

  it('a coalesced event is sent at once, then once at the end of its window with the latest', async () => {
    const { bus, server } = await start([
      hubEvent({ name: 'TestBurst', accepts: signalOf('burst'), audience: { to: 'users' }, args: (s) => [s.payload], coalesceMs: 300 }), // prettier-ignore
    ]);
    const calls = record(await connect(server, 7, 1), 'TestBurst');
    for (let n = 1; n <= 5; n += 1)
      await bus.publish({ kind: 'burst', customerId: 1, userIds: [7], payload: n });
    await waitFor(() => calls.length === 1, 3000, 'the first send');
    expect(calls).toEqual([[1]]);
    await waitFor(() => calls.length === 2, 3000, 'the send at the end of the window');
    expect(calls).toEqual([[1], [5]]);
    await sleep(450);
    expect(calls).toHaveLength(2);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)('a new event crosses Redis to another instance', async () => {
    const channel = `atende:test:table:${Date.now()}`;
    const table = [hubEvent({ name: 'TestPing', accepts: signalOf('testPing'), audience: { to: 'users' }, args: (s) => [s.payload] })]; // prettier-ignore
    const a = await start(table, await createRedisBus(redisUrl!, { channel }));
    const b = await start(table, await createRedisBus(redisUrl!, { channel }));
    const onB = record(await connect(b.server, 7, 1), 'TestPing');
    await a.bus.publish({ kind: 'testPing', customerId: 1, userIds: [7], payload: 'cross' });
    await waitFor(() => onB.length === 1, 3000, 'TestPing on instance B');
    expect(onB).toEqual([['cross']]);
  });
});
