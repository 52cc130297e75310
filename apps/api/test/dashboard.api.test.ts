// The client dashboard (seed 001 §2 "Client dashboard", §3 "Dashboard summary", §4 drill-down codes,
// §7 "External integration service"), the bell's live count and the live DashboardChanged event
// (docs/adr/0018-live-dashboard.md), against hand-made data of a customer of its own.
import { DASHBOARD_CHANGED_EVENT, dashboardDirection, DashboardDirection } from '@atende/contract';
import {
  DashboardAgentRowSchema,
  DashboardAttendanceRowSchema,
  DashboardHourSchema,
  DashboardInteractionRowSchema,
  DashboardMessageRowSchema,
  DashboardSummarySchema,
  WaitingCountSchema,
} from '@atende/contract/schemas';
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { FormatRegistry, Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { eq } from 'drizzle-orm';
import { HUB_PATH } from '../src/app';
import * as t from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { clientWrites } from './inbound';
import { addTestUser } from './users';

if (!FormatRegistry.Has('date-time'))
  FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)));

function expectConforms(schema: TSchema, value: unknown): void {
  expect([...Value.Errors(schema, value)].map((e) => `${e.path}: ${e.message}`)).toEqual([]);
}

let server: TestServer;
let dash: number;
let acme: number;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

const at = (time: string) => new Date(`2021-03-01T${time}Z`);
const DAY = { start_date_time: '2021-03-01T00:00:00Z', end_date_time: '2021-03-01T23:59:59Z' };

beforeAll(async () => {
  server = await startTestServer();
  acme = server.seed.customers.acme;
  const db = server.database.db;
  const [customer] = await db.insert(t.customers).values({ name: 'Dash Co' }).returning();
  dash = customer!.id;

  // Agents: users of the customer with Attendence 2+; a2 is paused (No Disponible).
  ids.a1 = await addTestUser(server, {
    login: 'dash-a1',
    customers: [dash],
    levels: { Attendence: 2, Painel: 1 },
  });
  ids.a2 = await addTestUser(server, {
    login: 'dash-a2',
    customers: [dash],
    levels: { Attendence: 2 },
  });
  ids.a3 = await addTestUser(server, {
    login: 'dash-a3',
    customers: [dash],
    levels: { Attendence: 3, Painel: 1 },
  });
  await db.update(t.users).set({ paused: true }).where(eq(t.users.id, ids.a2));
  // Not agents: a dashboard viewer (Painel 2, no Attendence), someone below the dashboard's level.
  ids.viewer = await addTestUser(server, {
    login: 'dash-viewer',
    customers: [dash],
    levels: { Painel: 2 },
  });
  ids.low = await addTestUser(server, {
    login: 'dash-low',
    customers: [dash],
    levels: { Painel: 1, Report: 3 },
  });
  for (const login of ['a1', 'a3', 'viewer', 'low'])
    tokens[login] = await server.login(`dash-${login}`);

  const clientRows = await db
    .insert(t.clients)
    .values(
      [1, 2, 3, 4, 5].map((n) => ({ customerId: dash, identify: `4400000000${n}`, name: `C${n}` })),
    )
    .returning();
  const client = (n: number) => clientRows[n - 1]!.id;
  const [solved] = await db
    .insert(t.completionCodes)
    .values({ customerId: dash, description: 'Solved' })
    .returning();

  const items: Array<[string, Omit<typeof t.attendances.$inferInsert, 'customerId'>]> = [
    // Closed, channel 1: waited 60 s.
    [
      'A1',
      {
        clientId: client(1),
        status: 'closed',
        channelId: 1,
        agentId: ids.a1,
        startQueue: at('10:00:00'),
        startedAt: at('10:01:00'),
        endedAt: at('10:20:00'),
        completionId: solved!.id,
      },
    ],
    // Closed, channel 2: waited 180 s.
    [
      'A2',
      {
        clientId: client(2),
        status: 'closed',
        channelId: 2,
        agentId: ids.a3,
        startQueue: at('11:00:00'),
        startedAt: at('11:03:00'),
        endedAt: at('11:30:00'),
        completionId: solved!.id,
      },
    ],
    // In attendance, channel 1: waited 30 s.
    [
      'A3',
      {
        clientId: client(3),
        status: 'active',
        channelId: 1,
        agentId: ids.a1,
        startQueue: at('12:00:00'),
        startedAt: at('12:00:30'),
      },
    ],
    // Transferred back to the queue: waiting again, its older start does not count in the average.
    [
      'A4',
      {
        clientId: client(4),
        status: 'waiting',
        channelId: 1,
        startQueue: at('13:00:00'),
        startedAt: at('12:30:00'),
        transferredAt: at('13:00:00'),
      },
    ],
    // Waiting, channel 2.
    ['A5', { clientId: client(5), status: 'waiting', channelId: 2, startQueue: at('14:30:00') }],
    // The last second of the range is in it (inclusive end): waited 90 s.
    [
      'A8',
      {
        clientId: client(1),
        status: 'closed',
        channelId: 1,
        agentId: ids.a3,
        startQueue: at('23:59:59'),
        startedAt: new Date('2021-03-02T00:01:29Z'),
        endedAt: new Date('2021-03-02T00:10:00Z'),
        completionId: solved!.id,
      },
    ],
    // Outside the range, one second on each side.
    [
      'A6',
      {
        clientId: client(2),
        status: 'closed',
        channelId: 1,
        agentId: ids.a1,
        startQueue: new Date('2021-02-28T23:59:59Z'),
        startedAt: at('00:05:00'),
        endedAt: at('00:10:00'),
        completionId: solved!.id,
      },
    ],
    [
      'A7',
      {
        clientId: client(2),
        status: 'closed',
        channelId: 1,
        agentId: ids.a1,
        startQueue: new Date('2021-03-02T00:00:00Z'),
        startedAt: new Date('2021-03-02T00:01:00Z'),
        endedAt: new Date('2021-03-02T00:02:00Z'),
        completionId: solved!.id,
      },
    ],
  ];
  for (const [name, values] of items) {
    const [row] = await db
      .insert(t.attendances)
      .values({ ...values, customerId: dash })
      .returning();
    ids[name] = row!.id;
  }
  // A1's conversation in the attendance codes of ADR 0003: client, agent, automatic, chatbot.
  await db.insert(t.messages).values(
    (
      [
        [1, 'I need help'],
        [0, 'Hello, Ana here'],
        [3, 'Automatic: your ticket is 42'],
        [2, 'Bot: anything else?'],
      ] as const
    ).map(([direction, text], i) => ({
      attendanceId: ids.A1!,
      direction,
      text,
      createdAt: new Date(at('10:00:00').getTime() + i * 1000),
    })),
  );
  await db.insert(t.messages).values({
    attendanceId: ids.A2!,
    direction: 1,
    text: 'Someone else’s client',
    createdAt: at('11:00:00'),
  });

  const sessions: Array<[string, Omit<typeof t.interactions.$inferInsert, 'customerId'>]> = [
    [
      'I1',
      {
        clientId: client(1),
        channelId: 1,
        status: 'open',
        flowName: 'Bot',
        startedAt: at('09:00:00'),
        lastInteractionAt: at('09:05:00'),
      },
    ],
    [
      'I2',
      {
        clientId: client(2),
        channelId: 1,
        status: 'closed',
        endedReason: 'handed_off',
        flowName: 'Bot',
        startedAt: at('09:30:00'),
        lastInteractionAt: at('09:32:00'),
      },
    ],
    [
      'I3',
      {
        clientId: client(3),
        channelId: 2,
        status: 'closed',
        flowName: 'Web bot',
        startedAt: at('10:00:00'),
        lastInteractionAt: at('10:01:00'),
      },
    ],
    [
      'I4',
      {
        clientId: client(4),
        channelId: 1,
        status: 'abandoned',
        endedReason: 'an old reason no longer listed',
        flowName: 'Bot',
        startedAt: at('11:00:00'),
        lastInteractionAt: at('11:00:30'),
      },
    ],
    [
      'I5',
      {
        clientId: client(5),
        channelId: 1,
        status: 'open',
        flowName: 'Bot',
        startedAt: new Date('2021-02-28T12:00:00Z'),
        lastInteractionAt: new Date('2021-02-28T12:00:00Z'),
      },
    ],
  ];
  for (const [name, values] of sessions) {
    const [row] = await db
      .insert(t.interactions)
      .values({ ...values, customerId: dash })
      .returning();
    ids[name] = row!.id;
  }
  await db.insert(t.interactionMessages).values([
    { interactionId: ids.I2!, direction: 0, text: 'hi', createdAt: at('09:30:00') },
    {
      interactionId: ids.I2!,
      direction: 1,
      text: 'Welcome! Type 1 or 2',
      createdAt: at('09:31:00'),
    },
    { interactionId: ids.I2!, direction: 0, text: '2', createdAt: at('09:32:00') },
  ]);
});
afterAll(() => server.close());

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
const integration = (
  path: string,
  params: Record<string, string | number>,
  token = tokens.viewer!,
) => server.call('GET', `/integration/${path}?${query(params)}`, { token });

describe('Light_Dashboard (the summary)', () => {
  it('counts the agents, the attendances queued in the range and the interactions started in it', async () => {
    const res = await integration('Light_Dashboard', { customer_id: dash, channel_id: 0, ...DAY });
    expect(res.status).toBe(200);
    expectConforms(DashboardSummarySchema, res.body);
    expect(res.body).toEqual({
      number_Agents_Enable: 2,
      number_Agents_Disable: 1,
      total_Agents: 3,
      number_Attended: 3,
      total_Attendence: 6,
      number_Attendence_Waitting: 2,
      number_In_Attendence: 1,
      number_Interactions_Abandoned: 1,
      number_Interactions_Closed: 2,
      number_Interactions_Open: 1,
      total_Interactions: 4,
      // (60 + 180 + 30 + 90) / 4: the transferred item waiting again does not count.
      attendence_Waitting_Time_Sec: 90,
      oldest_Waitting_Start: '2021-03-01T13:00:00Z',
    });
  });

  it('filters by channel (0 is all), the agents staying the customer’s', async () => {
    const one = await integration('Light_Dashboard', { customer_id: dash, channel_id: 1, ...DAY });
    expect(one.body).toMatchObject({
      total_Agents: 3,
      total_Attendence: 4,
      number_Attended: 2,
      number_In_Attendence: 1,
      number_Attendence_Waitting: 1,
      attendence_Waitting_Time_Sec: 60,
      total_Interactions: 3,
      number_Interactions_Closed: 1,
      oldest_Waitting_Start: '2021-03-01T13:00:00Z',
    });
    const two = await integration('Light_Dashboard', { customer_id: dash, channel_id: 2, ...DAY });
    expect(two.body).toMatchObject({
      total_Attendence: 2,
      number_Attended: 1,
      number_Attendence_Waitting: 1,
      attendence_Waitting_Time_Sec: 180,
      total_Interactions: 1,
      oldest_Waitting_Start: '2021-03-01T14:30:00Z',
    });
    // channel_id left out is all channels.
    const all = await integration('Light_Dashboard', { customer_id: dash, ...DAY });
    expect(all.body.total_Attendence).toBe(6);
  });

  it('an empty range counts nothing but the agents', async () => {
    const res = await integration('Light_Dashboard', {
      customer_id: dash,
      start_date_time: '2020-01-01T00:00:00Z',
      end_date_time: '2020-01-01T23:59:59Z',
    });
    expect(res.body).toMatchObject({
      total_Agents: 3,
      total_Attendence: 0,
      total_Interactions: 0,
      attendence_Waitting_Time_Sec: 0,
      oldest_Waitting_Start: null,
    });
  });

  it.each([
    ['not a date', { start_date_time: 'yesterday' }, 'start_date_time'],
    ['a day that does not exist', { start_date_time: '2021-02-30T00:00:00Z' }, 'start_date_time'],
    ['an offset other than UTC', { end_date_time: '2021-03-01T23:59:59+01:00' }, 'end_date_time'],
    ['a date without time', { end_date_time: '2021-03-01' }, 'end_date_time'],
    ['a start after the end', { start_date_time: '2021-03-02T00:00:00Z' }, 'end_date_time'],
  ])('answers 400 naming the field for %s', async (_label, change, field) => {
    for (const path of [
      'Light_Dashboard',
      'Light_Dashboard_Attendence',
      'Light_Dashboard_Hourly',
    ]) {
      const res = await integration(path, { customer_id: dash, ...DAY, ...change });
      expect([path, res.status, res.body.field]).toEqual([path, 400, field]);
    }
    const res = await integration('Light_Dashboard_Interaction', {
      Customer_Id: dash,
      ...DAY,
      ...change,
    });
    expect([res.status, res.body.field]).toEqual([400, field]);
  });

  it('takes dates with milliseconds too', async () => {
    const res = await integration('Light_Dashboard', {
      customer_id: dash,
      start_date_time: '2021-03-01T00:00:00.000Z',
      end_date_time: '2021-03-01T23:59:59.999Z',
    });
    expect([res.status, res.body.total_Attendence]).toEqual([200, 6]);
  });

  it("answers 403 for another customer's id and below the dashboard's level", async () => {
    const other = await integration('Light_Dashboard', { customer_id: acme, ...DAY });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toMatch(/Acme/);
    for (const token of [tokens.low!, tokens.a1!]) {
      const below = await integration('Light_Dashboard', { customer_id: dash, ...DAY }, token);
      expect(below.status).toBe(403);
    }
  });
});

describe('drill-downs (seed 001 §4 codes)', () => {
  it('Light_Dashboard_Agent: 0 total, 1 enabled, 2 disabled', async () => {
    const rows = async (status?: number) => {
      const res = await integration('Light_Dashboard_Agent', {
        customer_id: dash,
        ...(status === undefined ? {} : { status_agent: status }),
      });
      expect(res.status).toBe(200);
      expectConforms(Type.Array(DashboardAgentRowSchema), res.body);
      return res.body as Array<{ user_Login: string; user_Attending: number }>;
    };
    expect((await rows()).map((r) => r.user_Login)).toEqual(['dash-a1', 'dash-a2', 'dash-a3']);
    expect(await rows(0)).toEqual(await rows());
    expect((await rows(1)).map((r) => [r.user_Login, r.user_Attending])).toEqual([
      ['dash-a1', 1],
      ['dash-a3', 1],
    ]);
    expect(await rows(2)).toEqual([
      { user_Login: 'dash-a2', user_Name: 'dash-a2', user_Email: '', user_Attending: 0 },
    ]);
    const bad = await integration('Light_Dashboard_Agent', { customer_id: dash, status_agent: 3 });
    expect([bad.status, bad.body.field]).toEqual([400, 'status_agent']);
  });

  it('Light_Dashboard_Attendence: 0 total, 1 open, 2 attended, 3 on hold; newest first', async () => {
    const list = async (status: number, channel = 0) => {
      const res = await integration('Light_Dashboard_Attendence', {
        customer_id: dash,
        channel_id: channel,
        ...DAY,
        status_att: status,
      });
      expect(res.status).toBe(200);
      expectConforms(Type.Array(DashboardAttendanceRowSchema), res.body);
      return res.body as Array<{ attendence_Id: number }>;
    };
    const idsOf = async (status: number, channel = 0) =>
      (await list(status, channel)).map((r) => r.attendence_Id);
    expect(await idsOf(0)).toEqual([ids.A8, ids.A5, ids.A4, ids.A3, ids.A2, ids.A1]);
    expect(await idsOf(1)).toEqual([ids.A3]);
    expect(await idsOf(2)).toEqual([ids.A8, ids.A2, ids.A1]);
    expect(await idsOf(3)).toEqual([ids.A5, ids.A4]);
    expect(await idsOf(0, 2)).toEqual([ids.A5, ids.A2]);
    const rows = await list(0);
    expect(rows.find((r) => r.attendence_Id === ids.A1)).toEqual({
      attendence_Id: ids.A1,
      client_Identify: '44000000001',
      attendence_Queue_Start: '2021-03-01T10:00:00Z',
      attendence_Start: '2021-03-01T10:01:00Z',
      attendence_Transfer: null,
      attendence_End: '2021-03-01T10:20:00Z',
      agent_Name: 'dash-a1',
      attendence_Result: 'Solved',
    });
    expect(rows.find((r) => r.attendence_Id === ids.A4)).toMatchObject({
      attendence_Transfer: '2021-03-01T13:00:00Z',
      attendence_End: null,
      agent_Name: '',
      attendence_Result: '',
    });
    const bad = await integration('Light_Dashboard_Attendence', {
      customer_id: dash,
      ...DAY,
      status_att: 4,
    });
    expect([bad.status, bad.body.field]).toEqual([400, 'status_att']);
  });

  it('Light_Dashboard_Interaction: 0 total, 1 open, 2 closed, 3 abandoned', async () => {
    const idsOf = async (status: number, channel = 0) => {
      const res = await integration('Light_Dashboard_Interaction', {
        Customer_Id: dash,
        channel_id: channel,
        ...DAY,
        status_interaction: status,
      });
      expect(res.status).toBe(200);
      expectConforms(Type.Array(DashboardInteractionRowSchema), res.body);
      return (res.body as Array<{ client_Operation_Id: number }>).map((r) => r.client_Operation_Id);
    };
    expect(await idsOf(0)).toEqual([ids.I4, ids.I3, ids.I2, ids.I1]);
    expect(await idsOf(1)).toEqual([ids.I1]);
    expect(await idsOf(2)).toEqual([ids.I3, ids.I2]);
    expect(await idsOf(3)).toEqual([ids.I4]);
    expect(await idsOf(0, 1)).toEqual([ids.I4, ids.I2, ids.I1]);
    const res = await integration('Light_Dashboard_Interaction', { Customer_Id: dash, ...DAY });
    expect(
      res.body.find((r: { client_Operation_Id: number }) => r.client_Operation_Id === ids.I2),
    ).toEqual({
      client_Operation_Id: ids.I2,
      client_Identify: '44000000002',
      flow_Name: 'Bot',
      interaction_Start: '2021-03-01T09:30:00Z',
      last_Interaction: '2021-03-01T09:32:00Z',
      ended_Reason: 'handed_off',
    });
    // How the others ended: open has none yet, a value the contract does not list is shown as none.
    const reasons = new Map(
      (res.body as Array<{ client_Operation_Id: number; ended_Reason: string }>).map((r) => [
        r.client_Operation_Id,
        r.ended_Reason,
      ]),
    );
    expect([reasons.get(ids.I1!), reasons.get(ids.I4!)]).toEqual(['', '']);
    // The spec spells this call's customer `Customer_Id`: the other spelling is not it.
    const wrong = await integration('Light_Dashboard_Interaction', { customer_id: dash, ...DAY });
    expect([wrong.status, wrong.body.field]).toEqual([400, 'Customer_Id']);
  });

  it('Light_Dashboard_Hourly: attendances per UTC hour, every hour present; at most 31 days', async () => {
    const res = await integration('Light_Dashboard_Hourly', {
      customer_id: dash,
      start_date_time: '2021-03-01T09:00:00Z',
      end_date_time: '2021-03-01T14:59:59Z',
    });
    expect(res.status).toBe(200);
    expectConforms(Type.Array(DashboardHourSchema), res.body);
    expect(res.body).toEqual(
      [
        ['09', 0],
        ['10', 1],
        ['11', 1],
        ['12', 1],
        ['13', 1],
        ['14', 1],
      ].map(([h, total]) => ({ hour: `2021-03-01T${h}:00:00Z`, total })),
    );
    const day = await integration('Light_Dashboard_Hourly', {
      customer_id: dash,
      channel_id: 2,
      ...DAY,
    });
    expect(day.body).toHaveLength(24);
    expect(day.body.reduce((n: number, h: { total: number }) => n + h.total, 0)).toBe(2);
    const long = await integration('Light_Dashboard_Hourly', {
      customer_id: dash,
      start_date_time: '2021-01-01T00:00:00Z',
      end_date_time: '2021-03-01T00:00:00Z',
    });
    expect([long.status, long.body.field]).toEqual([400, 'end_date_time']);
  });
});

describe('message histories', () => {
  it('User_Messages_List: a chatbot session in seed 001 codes (0 client, 1 chatbot)', async () => {
    const res = await integration('User_Messages_List', {
      Customer_Id: dash,
      Client_Operation_Id: ids.I2!,
    });
    expect(res.status).toBe(200);
    expectConforms(Type.Array(DashboardMessageRowSchema), res.body);
    expect(res.body).toEqual([
      {
        message_Update: '2021-03-01T09:30:00Z',
        message: 'hi',
        message_Direction: DashboardDirection.Client,
      },
      {
        message_Update: '2021-03-01T09:31:00Z',
        message: 'Welcome! Type 1 or 2',
        message_Direction: DashboardDirection.ChatBot,
      },
      {
        message_Update: '2021-03-01T09:32:00Z',
        message: '2',
        message_Direction: DashboardDirection.Client,
      },
    ]);
  });

  it("User_Messages_List: another customer's session is not found under ours, 403 under theirs", async () => {
    const [theirs] = await server.database.db
      .select({ id: t.interactions.id })
      .from(t.interactions)
      .where(eq(t.interactions.customerId, acme))
      .limit(1);
    expect(theirs).toBeDefined();
    const hidden = await integration('User_Messages_List', {
      Customer_Id: dash,
      Client_Operation_Id: theirs!.id,
    });
    expect(hidden.status).toBe(404);
    const other = await integration('User_Messages_List', {
      Customer_Id: acme,
      Client_Operation_Id: theirs!.id,
    });
    expect(other.status).toBe(403);
    const below = await integration(
      'User_Messages_List',
      { Customer_Id: dash, Client_Operation_Id: ids.I2! },
      tokens.a1,
    );
    expect(below.status).toBe(403);
  });

  const attendanceMessages = (token: string, attendanceId: number) =>
    server.call(
      'GET',
      `/api/User_Att_Messages_List?Customer_Id=${dash}&Attendence_Id=${attendanceId}`,
      {
        token,
      },
    );

  it("a manager who opens the dashboard reads any attendance's messages; the console maps the directions", async () => {
    const res = await attendanceMessages(tokens.viewer!, ids.A1!);
    expect(res.status).toBe(200);
    // The answer keeps ADR 0003's codes; the dialog shows seed 001's client / chatbot / agent.
    expect(res.body.map((m: { message_Direction: number }) => m.message_Direction)).toEqual([
      1, 0, 3, 2,
    ]);
    expect(
      res.body.map((m: { message_Direction: number }) => dashboardDirection(m.message_Direction)),
    ).toEqual([
      DashboardDirection.Client,
      DashboardDirection.Agent,
      DashboardDirection.Agent,
      DashboardDirection.ChatBot,
    ]);
    expect((await attendanceMessages(tokens.viewer!, ids.A2!)).status).toBe(200);
  });

  it("an agent without Painel still reads only their own items, and nobody another customer's", async () => {
    expect((await attendanceMessages(tokens.a1!, ids.A1!)).status).toBe(200);
    const others = await attendanceMessages(tokens.a1!, ids.A2!);
    expect(others.status).toBe(403);
    expect(JSON.stringify(others.body)).not.toContain('Someone else');
    const [acmeItem] = await server.database.db
      .select({ id: t.attendances.id })
      .from(t.attendances)
      .where(eq(t.attendances.customerId, acme))
      .limit(1);
    expect((await attendanceMessages(tokens.viewer!, acmeItem!.id)).status).toBe(404);
  });
});

describe('User_Att_Waitting_Count (the bell)', () => {
  it('is the live number of clients waiting in the customer, with the longest wait', async () => {
    for (const token of [tokens.viewer!, tokens.a1!]) {
      const res = await server.call('GET', `/api/User_Att_Waitting_Count?Customer_Id=${dash}`, {
        token,
      });
      expect(res.status).toBe(200);
      expectConforms(WaitingCountSchema, res.body);
      expect(res.body).toEqual({ count: 2, oldest_Waitting_Start: '2021-03-01T13:00:00Z' });
    }
    const low = await server.call('GET', `/api/User_Att_Waitting_Count?Customer_Id=${dash}`, {
      token: tokens.low,
    });
    expect(low.status).toBe(403);
    const other = await server.call('GET', `/api/User_Att_Waitting_Count?Customer_Id=${acme}`, {
      token: tokens.viewer,
    });
    expect(other.status).toBe(403);
  });
});

describe('the seeded demo', () => {
  it("shows activity on Acme's dashboard: agents, attendances, interactions, waiting clients", async () => {
    const manager = await server.login('manager');
    const now = Date.now();
    const range = {
      start_date_time: new Date(now - 24 * 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      end_date_time: new Date(now + 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
    const summary = await integration('Light_Dashboard', { customer_id: acme, ...range }, manager);
    expect(summary.status).toBe(200);
    expect(summary.body.total_Agents).toBeGreaterThan(3);
    expect(summary.body.total_Attendence).toBeGreaterThanOrEqual(4);
    expect(summary.body.number_Attendence_Waitting).toBeGreaterThanOrEqual(2);
    expect(summary.body.total_Interactions).toBeGreaterThanOrEqual(4);
    expect(summary.body.attendence_Waitting_Time_Sec).toBeGreaterThan(0);
    const hourly = await integration(
      'Light_Dashboard_Hourly',
      { customer_id: acme, ...range },
      manager,
    );
    expect(hourly.body.filter((h: { total: number }) => h.total > 0).length).toBeGreaterThan(1);
    const bell = await server.call('GET', `/api/User_Att_Waitting_Count?Customer_Id=${acme}`, {
      token: manager,
    });
    expect(bell.body.count).toBeGreaterThanOrEqual(2);
  });
});

describe('DashboardChanged through the real @microsoft/signalr client', () => {
  const open: HubConnection[] = [];
  afterAll(async () => {
    await Promise.all(open.map((c) => c.stop()));
  });

  async function connect(login: string, customerId: number) {
    const token = await server.login(login);
    const received: Array<{ at: number; payload: unknown }> = [];
    const connection = new HubConnectionBuilder()
      .withUrl(`${server.url}${HUB_PATH}`, {
        transport: HttpTransportType.WebSockets,
        accessTokenFactory: () => token,
      })
      .configureLogging(LogLevel.None)
      .build();
    connection.on(DASHBOARD_CHANGED_EVENT, (payload: unknown) => {
      received.push({ at: Date.now(), payload });
    });
    connection.on('NewAtt', () => undefined);
    open.push(connection);
    await connection.start();
    await connection.invoke('User_Att_Activate', customerId, server.seed.users[login]);
    return received;
  }

  async function until(check: () => boolean, what: string, timeoutMs = 5000) {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  it('a manager hears it when an inbound message opens an item; an agent without Painel does not; bursts are coalesced', async () => {
    const manager = await connect('manager', acme);
    const agent = await connect('agent2', acme);
    const otherCustomer = await connect('agent3', server.seed.customers.borealis);
    const borealisManager = await connect('manager', server.seed.customers.borealis);

    await clientWrites(server, { from: '5511933330001', text: 'Hello dashboard' });
    await until(() => manager.length === 1, 'DashboardChanged for the new item');
    expect(manager[0]!.payload).toEqual({ customerId: acme });

    // A burst of new items: at most one event per customer per second, the last change included.
    const burstStart = Date.now();
    await Promise.all(
      [2, 3, 4, 5, 6].map((n) => clientWrites(server, { from: `551193333000${n}`, text: 'burst' })),
    );
    await until(() => manager.length >= 2, 'DashboardChanged after the burst');
    await new Promise((r) => setTimeout(r, 2300));
    const afterFirst = manager.slice(1);
    expect(afterFirst.length).toBeGreaterThanOrEqual(1);
    expect(afterFirst.length).toBeLessThanOrEqual(2);
    for (let i = 1; i < manager.length; i += 1) {
      expect(manager[i]!.at - manager[i - 1]!.at).toBeGreaterThanOrEqual(900);
    }
    expect(manager[manager.length - 1]!.at).toBeGreaterThanOrEqual(burstStart);

    expect(agent).toEqual([]);
    expect(otherCustomer).toEqual([]);
    expect(borealisManager).toEqual([]);
  });
});
