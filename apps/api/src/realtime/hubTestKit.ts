// Helpers for the hub tests: a real Fastify server on loopback and the real @microsoft/signalr client.
import type { AddressInfo } from 'node:net';
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { fastify, type FastifyInstance } from 'fastify';
import type { AuthUser } from '../auth/types';
import { registerHub, type HubHandle, type HubOptions } from './hub';
import type { EventBus, HubEvent, HubMessage, NewAttFlag } from './types';

/** Hub path used by the tests. */
export const TEST_HUB_PATH = '/hubs/attendance';

/** Accepts tokens 'good-<id>' as user <id>. */
async function testVerifyToken(token: string): Promise<AuthUser | null> {
  const match = /^good-(\d+)$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  return { userId, login: `user${userId}`, functionId: 7 };
}

/** Users may activate themselves for customers 1 to 10. */
async function testCanActivate(
  user: AuthUser,
  customerId: number,
  userId: number,
): Promise<boolean> {
  return user.userId === userId && customerId >= 1 && customerId <= 10;
}

/** A running test server. */
export interface TestHubServer {
  app: FastifyInstance;
  hub: HubHandle;
  /** http://127.0.0.1:<port>/hubs/attendance */
  url: string;
  /** ws://127.0.0.1:<port> */
  wsOrigin: string;
  close(): Promise<void>;
}

/** Starts Fastify on 127.0.0.1, port 0, with the hub registered. */
export async function startHubServer(
  bus: EventBus,
  options: Partial<HubOptions> = {},
  configure?: (app: FastifyInstance) => void,
): Promise<TestHubServer> {
  const app = fastify({ logger: false });
  configure?.(app);
  const hub = await registerHub(app, {
    path: TEST_HUB_PATH,
    verifyToken: testVerifyToken,
    canActivate: testCanActivate,
    bus,
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    hub,
    url: `http://127.0.0.1:${port}${TEST_HUB_PATH}`,
    wsOrigin: `ws://127.0.0.1:${port}`,
    close: () => app.close(),
  };
}

/** Builds a client the way the product does (WebSockets, automatic reconnect). */
export function buildClient(
  url: string,
  token: string | (() => string),
  extra: { skipNegotiation?: boolean } = {},
): HubConnection {
  const factory = typeof token === 'function' ? token : () => token;
  return new HubConnectionBuilder()
    .withUrl(url, {
      accessTokenFactory: factory,
      transport: HttpTransportType.WebSockets,
      ...extra,
    })
    .withAutomaticReconnect([0, 200, 500, 1000])
    .configureLogging(LogLevel.None)
    .build();
}

/** Arguments of one NewAtt call. */
export type NewAttArgs = [NewAttFlag, string, HubMessage[]];

/** Queues NewAtt calls received by a client so tests can await them in order. */
export class NewAttRecorder {
  private readonly received: NewAttArgs[] = [];
  private readonly waiters: ((args: NewAttArgs) => void)[] = [];

  constructor(connection: HubConnection) {
    connection.on('NewAtt', (flag: NewAttFlag, phone: string, messages: HubMessage[]) => {
      const args: NewAttArgs = [flag, phone, messages];
      const waiter = this.waiters.shift();
      if (waiter) waiter(args);
      else this.received.push(args);
    });
  }

  /** The next call, or a rejection after `timeoutMs`. */
  next(timeoutMs = 3000): Promise<NewAttArgs> {
    const ready = this.received.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(new Error(`No NewAtt within ${timeoutMs} ms`));
      }, timeoutMs);
      const waiter = (args: NewAttArgs) => {
        clearTimeout(timer);
        resolve(args);
      };
      this.waiters.push(waiter);
    });
  }

  /** Calls received and not yet taken. */
  get queued(): number {
    return this.received.length;
  }
}

/** A sample event. */
export function sampleEvent(overrides: Partial<HubEvent> = {}): HubEvent {
  return {
    customerId: 1,
    userIds: [7],
    flag: 2,
    phone: '5511999990000',
    messages: [
      {
        message_Id: 42,
        attendence_Id: 9,
        message: 'Olá, tudo bem?',
        message_Direction: 1,
        message_Update: '2025-01-02T10:20:30.000Z',
      },
    ],
    ...overrides,
  };
}

/** Polls until `check` is true or fails after `timeoutMs`. */
export async function waitFor(
  check: () => boolean,
  timeoutMs = 3000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
