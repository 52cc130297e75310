import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import type { Attendance } from '@atende/contract';
import type { Socket } from 'node:net';
import { HUB_PATH } from '../src/app';
import { createRedisBus } from '../src/realtime/redisBus';
import { NewAttFlag, type HubMessage } from '../src/realtime/types';
import { startTestServer, testDbKind, type TestServer } from './harness';
import { clientWrites, waitingItemOf } from './inbound';

type Received = [number, string, HubMessage[], Attendance | null];

function connect(
  server: TestServer,
  token: string | null,
): { connection: HubConnection; received: Received[] } {
  const received: Received[] = [];
  const connection = new HubConnectionBuilder()
    .withUrl(`${server.url}${HUB_PATH}`, {
      transport: HttpTransportType.WebSockets,
      ...(token ? { accessTokenFactory: () => token } : {}),
    })
    .withAutomaticReconnect([0, 200, 500, 1000])
    .configureLogging(LogLevel.None)
    .build();
  connection.on(
    'NewAtt',
    (flag: number, phone: string, messages: HubMessage[], item: Attendance | null) => {
      received.push([flag, phone, messages, item]);
    },
  );
  return { connection, received };
}

async function until(check: () => boolean, what: string, timeoutMs = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the hub through the real @microsoft/signalr client', () => {
  let server: TestServer;
  const open: HubConnection[] = [];
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    server = await startTestServer();
    server.app.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.stop()));
    await server.close();
  });

  it('connects with a token, activates, and receives NewAtt when a client writes', async () => {
    const token = await server.login('agent2');
    const { connection, received } = connect(server, token);
    open.push(connection);
    await connection.start();
    await expect(
      connection.invoke('User_Att_Activate', server.seed.customers.acme, server.seed.users.agent2),
    ).resolves.toBe(true);

    await clientWrites(server, { from: '5511900000101', text: 'Hi there' });
    await until(
      () => received.some(([, phone]) => phone === '5511900000101'),
      'NewAtt for the new item',
    );
    const [flag, phone, messages, carried] = received.find(([, p]) => p === '5511900000101')!;
    expect(flag).toBe(NewAttFlag.Waiting);
    expect(phone).toBe('5511900000101');
    expect(messages[0]).toMatchObject({ message: 'Hi there', message_Direction: 1 });
    // The new item's row rides with the event, exactly as the waiting list answers it (issue 21).
    const agent1 = await server.login('agent1');
    const item = await waitingItemOf(server, agent1, '5511900000101');
    expect(carried).toEqual(item);

    // the next message of the same client on the waiting item: no row
    await clientWrites(server, { from: '5511900000101', text: 'Anyone?' });
    await until(
      () =>
        received.some(([f, , m]) => f === NewAttFlag.ClientMessage && m[0]?.message === 'Anyone?'),
      'ClientMessage',
    );
    expect(received.find(([f]) => f === NewAttFlag.ClientMessage)?.[3]).toBeNull();

    // another agent takes it: the queue audience hears Taken
    await server.call(
      'POST',
      `/api/User_Att_Messages_Send?Customer_Id=${server.seed.customers.acme}&Attendence_Id=${item.attendence_Id}&Message=Hello`,
      { token: agent1 },
    );
    await until(
      () => received.some(([f, p]) => f === NewAttFlag.Taken && p === '5511900000101'),
      'Taken',
    );
  });

  it('refuses to activate for another user or another customer', async () => {
    const token = await server.login('agent1');
    const { connection } = connect(server, token);
    open.push(connection);
    await connection.start();
    await expect(
      connection.invoke('User_Att_Activate', server.seed.customers.acme, server.seed.users.agent2),
    ).rejects.toThrow();
    await expect(
      connection.invoke(
        'User_Att_Activate',
        server.seed.customers.borealis,
        server.seed.users.agent1,
      ),
    ).rejects.toThrow();
  });

  it('is rejected without a token or with a bad one', async () => {
    await expect(connect(server, null).connection.start()).rejects.toThrow();
    await expect(connect(server, 'not-a-token').connection.start()).rejects.toThrow();
  });

  it('keeps working across a forced reconnect (the client re-activates)', async () => {
    const token = await server.login('agent1');
    const { connection, received } = connect(server, token);
    open.push(connection);
    const activate = () =>
      connection.invoke('User_Att_Activate', server.seed.customers.acme, server.seed.users.agent1);
    let reconnected = 0;
    connection.onreconnected(async () => {
      await activate();
      reconnected += 1;
    });
    await connection.start();
    await activate();
    // drop every socket from the server side, as a network cut would
    expect(sockets.size).toBeGreaterThan(0);
    for (const socket of sockets) socket.destroy();
    await until(() => reconnected > 0, 'reconnect', 10000);
    await clientWrites(server, { from: '5511900000202', text: 'after the cut' });
    await until(() => received.some(([, p]) => p === '5511900000202'), 'NewAtt after reconnect');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const canFanOut = Boolean(redisUrl) && testDbKind === 'postgres';
if (!canFanOut && process.env.REQUIRE_SERVICES === '1' && testDbKind === 'postgres') {
  throw new Error(
    'REQUIRE_SERVICES=1 but TEST_REDIS_URL is not set: the fan-out suite cannot run.',
  );
}

// Two API instances on one Postgres, each with its own Redis bus: an event raised on A reaches a client on B.
(canFanOut ? describe : describe.skip)('two instances through Redis', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const channel = `atende-test-${Date.now()}-${Math.random()}`;
    a = await startTestServer({ bus: await createRedisBus(redisUrl!, { channel }) });
    b = await startTestServer({
      bus: await createRedisBus(redisUrl!, { channel }),
      shareDatabaseWith: a,
    });
  });
  afterAll(async () => {
    await b.close();
    await b.bus.close();
    await a.close();
    await a.bus.close();
  });

  it('a webhook message received by instance A reaches an agent connected to instance B', async () => {
    const token = await b.login('agent2');
    const { connection, received } = connect(b, token);
    await connection.start();
    await connection.invoke('User_Att_Activate', b.seed.customers.acme, b.seed.users.agent2);
    await clientWrites(a, { from: '5511900000303', text: 'via instance A' });
    await until(() => received.some(([, p]) => p === '5511900000303'), 'cross-instance NewAtt');
    expect(received.find(([, p]) => p === '5511900000303')![0]).toBe(NewAttFlag.Waiting);
    await connection.stop();
  });
});
