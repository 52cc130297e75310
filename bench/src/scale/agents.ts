// Agents as the desk connects them: the real @microsoft/signalr client straight to the WebSocket
// (skipNegotiation, as packages/api-client does), automatic reconnect, then a re-activation and a
// refetch of the waiting list (the desk's resync, seed 000 §7) after every reconnect.
import { encodePassword } from '@atende/contract';
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { performance } from 'node:perf_hooks';

/** A logged-in user: token, id, first customer. */
interface Login {
  token: string;
  userId: number;
  customerId: number;
}

/** Logs in through User_Validate. */
export async function login(url: string, user: string): Promise<Login> {
  const pass = encodeURIComponent(encodePassword('Atende@2026'));
  const res = await fetch(`${url}/api/User_Validate?User_Login=${user}&User_Pass=${pass}`);
  const body = (await res.json()) as {
    token?: string;
    user_Id?: number;
    customer?: Array<{ customer_Id: number }>;
  };
  if (!body.token || !body.user_Id || !body.customer?.[0]) throw new Error(`login ${user} failed`);
  return { token: body.token, userId: body.user_Id, customerId: body.customer[0].customer_Id };
}

/** One agent's screen: the phones of its waiting list, from events and from resyncs. */
export interface Agent {
  connection: HubConnection;
  /** Phone -> when its NewAtt arrived (ms, performance.timeOrigin + now), first time only. */
  seenAt: Map<string, number>;
  /** NewAtt events for a phone already seen through an event with the same flag (a double). */
  doubles: number;
  /** `flag:phone` of every NewAtt received, to tell a double from a later change of the same item. */
  events: Set<string>;
  /** Phones the screen holds after resyncs (refetched waiting lists). */
  resynced: Set<string>;
  reconnects: number;
  /** Drops the connection's TCP socket, as a network failure or a dying proxy would. */
  drop(): boolean;
}

const now = () => performance.timeOrigin + performance.now();

/** Connects one agent through `url` and activates it for its customer. */
export async function connectAgent(url: string, who: Login): Promise<Agent> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${url}/hubs/attendance`, {
      transport: HttpTransportType.WebSockets,
      skipNegotiation: true,
      accessTokenFactory: () => who.token,
    })
    .withAutomaticReconnect([0, 500, 1000, 2000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000])
    .configureLogging(LogLevel.None)
    .build();
  const agent: Agent = {
    connection,
    seenAt: new Map(),
    doubles: 0,
    events: new Set(),
    resynced: new Set(),
    reconnects: 0,
    drop() {
      // The Node client's WebSocket is the `ws` package's: destroy its TCP socket (no close frame).
      const transport = (
        connection as unknown as {
          connection?: { transport?: { _webSocket?: { _socket?: { destroy(): void } } } };
        }
      ).connection?.transport;
      const socket = transport?._webSocket?._socket;
      if (!socket) return false;
      socket.destroy();
      return true;
    },
  };
  connection.on('NewAtt', (flag: number, phone: string) => {
    const key = `${flag}:${phone}`;
    if (agent.events.has(key)) agent.doubles += 1;
    agent.events.add(key);
    if (!agent.seenAt.has(phone)) agent.seenAt.set(phone, now());
  });
  const activate = () => connection.invoke('User_Att_Activate', who.customerId, who.userId);
  connection.onreconnected(() => {
    agent.reconnects += 1;
    void activate()
      .then(() =>
        fetch(`${url}/api/User_Att_Waitting?Customer_Id=${who.customerId}`, {
          headers: { authorization: `Bearer ${who.token}` },
        }),
      )
      .then((res) => res.json() as Promise<Array<{ client_Identify: string }>>)
      .then((items) => {
        for (const item of items) agent.resynced.add(item.client_Identify);
      })
      .catch(() => undefined);
  });
  await connection.start();
  await activate();
  return agent;
}
