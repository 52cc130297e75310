import { and, eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';

/**
 * Group membership (User_Att_Group_Activate / _Deactivate), group save (User_Att_Group_Update),
 * campaign save (Campaign_Update), channels and reports of a customer: seed 001 §7, docs/adr/0017.
 */

let server: TestServer;
let acme: number;
let borealis: number;
let manager: string;
let storeadmin: string;
let storeaccount: string;
let agent1: string;

beforeAll(async () => {
  server = await startTestServer();
  acme = server.seed.customers.acme;
  borealis = server.seed.customers.borealis;
  manager = await server.login('manager');
  storeadmin = await server.login('storeadmin');
  storeaccount = await server.login('storeaccount');
  agent1 = await server.login('agent1');
});
afterAll(() => server.close());

const audits = (entity: string) =>
  server.database.db.select().from(t.auditLog).where(eq(t.auditLog.entity, entity));

describe('User_Att_Group_Activate / _Deactivate', () => {
  const call = (path: string, token: string, userId: number, groupId: number, customerId = acme) =>
    server.call(
      'POST',
      `/api/${path}?User_Id=${userId}&Attendence_Group_Id=${groupId}&Customer_Id=${customerId}`,
      { token },
    );
  const groupsOf = async (userId: number) =>
    (await server.call('GET', `/api/User_List?Customer_Id=${acme}`, { token: manager })).body.find(
      (r: { user_Id: number }) => r.user_Id === userId,
    ).group_List as number[];

  it('adds and removes a membership, idempotently, audited per change', async () => {
    const agent2 = server.seed.users.agent2!;
    const sales = server.seed.groups['acme:Sales']!;
    const support = server.seed.groups['acme:Support']!;
    expect(await groupsOf(agent2)).toEqual([support]);
    const on = await call('User_Att_Group_Activate', manager, agent2, sales);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({
      user_Id: agent2,
      attendence_Group_Id: sales,
      active: true,
      changed: true,
    });
    expect(new Set(await groupsOf(agent2))).toEqual(new Set([support, sales]));
    const again = await call('User_Att_Group_Activate', manager, agent2, sales);
    expect(again.body.changed).toBe(false);
    // The agent now sees the group in its own record.
    const token = await server.login('agent2');
    const own = await server.call('GET', `/api/User_Data_Perm?user_id=${agent2}`, { token });
    expect(
      own.body.customer[0].group_List.map(
        (g: { attendence_Group_Id: number }) => g.attendence_Group_Id,
      ),
    ).toEqual(expect.arrayContaining([sales, support]));

    const off = await call('User_Att_Group_Deactivate', manager, agent2, support);
    expect(off.body).toMatchObject({ active: false, changed: true });
    expect(await groupsOf(agent2)).toEqual([sales]);
    expect((await call('User_Att_Group_Deactivate', manager, agent2, support)).body.changed).toBe(
      false,
    );
    const after = await server.call('GET', `/api/User_Data_Perm?user_id=${agent2}`, { token });
    expect(
      after.body.customer[0].group_List.map(
        (g: { attendence_Group_Id: number }) => g.attendence_Group_Id,
      ),
    ).toEqual([sales]);

    const rows = (await audits('groupMembership')).filter((r) => r.entityId === agent2);
    expect(rows.map((r) => [r.action, r.after])).toEqual([
      ['create', { attendence_Group_Id: sales, active: true }],
      ['update', { attendence_Group_Id: support, active: false }],
    ]);
    expect(
      rows.every((r) => r.customerId === acme && r.actorId === server.seed.users.manager),
    ).toBe(true);
  });

  it("another customer's group or operator is not found; another customer is forbidden", async () => {
    const desk = server.seed.groups['borealis:Service desk']!;
    const support = server.seed.groups['acme:Support']!;
    const other = await call('User_Att_Group_Activate', manager, server.seed.users.agent1!, desk);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toMatch(/Service desk|Borealis/);
    // agent3 works for Borealis only.
    expect(
      (await call('User_Att_Group_Activate', manager, server.seed.users.agent3!, support)).status,
    ).toBe(404);
    expect(
      (await call('User_Att_Group_Activate', storeadmin, server.seed.users.agent3!, desk, borealis))
        .status,
    ).toBe(403);
  });

  it('needs User level 3', async () => {
    const sales = server.seed.groups['acme:Sales']!;
    expect(
      (await call('User_Att_Group_Activate', storeaccount, server.seed.users.agent2!, sales))
        .status,
    ).toBe(403);
    expect(
      (await call('User_Att_Group_Activate', agent1, server.seed.users.agent2!, sales)).status,
    ).toBe(403);
  });
});

describe('User_Att_Group_Update', () => {
  const update = (token: string, q: Record<string, string | number | boolean>) =>
    server.call(
      'POST',
      `/api/User_Att_Group_Update?${new URLSearchParams(
        Object.entries({ customer_Id: acme, ...q }).map(([k, v]): [string, string] => [
          k,
          String(v),
        ]),
      )}`,
      { token },
    );

  it('creates and updates a group; the list answers channel and enable', async () => {
    const created = await update(manager, {
      attendence_Group_Id: 0,
      attendence_Group_Name: '  VIP  ',
      attendence_Channel_Id: 2,
      enable: true,
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      attendence_Group_Id: expect.any(Number),
      attendence_Group_Name: 'VIP',
      attendence_Channel_Id: 2,
      enable: true,
    });
    const id = created.body.attendence_Group_Id as number;
    const changed = await update(manager, {
      attendence_Group_Id: id,
      attendence_Group_Name: 'VIP clients',
      attendence_Channel_Id: 6,
      enable: false,
    });
    expect(changed.body).toMatchObject({ attendence_Group_Name: 'VIP clients', enable: false });
    const list = await server.call('GET', `/api/User_Att_Group_List?Customer_Id=${acme}`, {
      token: manager,
    });
    expect(list.body).toContainEqual({
      attendence_Group_Id: id,
      attendence_Group_Name: 'VIP clients',
      attendence_Channel_Id: 6,
      enable: false,
    });
    const rows = (await audits('group')).filter((r) => r.entityId === id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]!.before).toMatchObject({ attendence_Group_Name: 'VIP', enable: true });
  });

  it('refuses a taken name (409), a channel of no use to the customer (400), another customer’s group (404)', async () => {
    const taken = await update(manager, {
      attendence_Group_Id: 0,
      attendence_Group_Name: 'support',
      attendence_Channel_Id: 1,
      enable: true,
    });
    expect([taken.status, taken.body.field]).toEqual([409, 'attendence_Group_Name']);
    const channel = await update(manager, {
      attendence_Group_Id: 0,
      attendence_Group_Name: 'Telegram desk',
      attendence_Channel_Id: 5,
      enable: true,
    });
    expect([channel.status, channel.body.field]).toEqual([400, 'attendence_Channel_Id']);
    const foreign = await update(manager, {
      attendence_Group_Id: server.seed.groups['borealis:Service desk']!,
      attendence_Group_Name: 'Hijacked',
      attendence_Channel_Id: 1,
      enable: true,
    });
    expect(foreign.status).toBe(404);
    const [desk] = await server.database.db
      .select()
      .from(t.attendanceGroups)
      .where(eq(t.attendanceGroups.id, server.seed.groups['borealis:Service desk']!));
    expect(desk!.name).toBe('Service desk');
    const long = await update(manager, {
      attendence_Group_Id: 0,
      attendence_Group_Name: 'x'.repeat(101),
      attendence_Channel_Id: 1,
      enable: true,
    });
    expect([long.status, long.body.field]).toEqual([400, 'attendence_Group_Name']);
  });

  it('needs Attendence Group level 3', async () => {
    const res = await update(storeaccount, {
      attendence_Group_Id: 0,
      attendence_Group_Name: 'Read only',
      attendence_Channel_Id: 1,
      enable: true,
    });
    expect(res.status).toBe(403);
  });
});

describe('Campaign_Update', () => {
  const day = 24 * 3600 * 1000;
  const body = (overrides: Record<string, unknown> = {}) => ({
    customer_Id: acme,
    campaign_Id: 0,
    campaign_Name: 'Spring',
    flow_Name: 'Sales bot',
    channel_Id: 1,
    start_DateTime: new Date(Date.now() - day).toISOString(),
    end_DateTime: new Date(Date.now() + day).toISOString(),
    resend_Interval: 12,
    campaign_Message: 'Spring offers',
    ...overrides,
  });
  const save = (token: string, b: unknown) =>
    server.call('POST', '/api/Campaign_Update', { token, body: b });

  it('creates and updates a campaign; Campaign_List answers every field and active', async () => {
    const created = await save(manager, body());
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      campaign_Name: 'Spring',
      flow_Name: 'Sales bot',
      channel_Id: 1,
      resend_Interval: 12,
      campaign_Message: 'Spring offers',
      active: true,
    });
    const id = created.body.campaign_Id as number;
    const past = await save(
      manager,
      body({
        campaign_Id: id,
        flow_Name: '',
        start_DateTime: new Date(Date.now() - 3 * day).toISOString(),
        end_DateTime: new Date(Date.now() - 2 * day).toISOString(),
      }),
    );
    expect(past.body).toMatchObject({ campaign_Id: id, flow_Name: '', active: false });
    const list = await server.call('GET', `/api/Campaign_List?Customer_Id=${acme}`, {
      token: manager,
    });
    const row = list.body.find((c: { campaign_Id: number }) => c.campaign_Id === id);
    expect(Object.keys(row).sort()).toEqual(
      [
        'active',
        'campaign_Id',
        'campaign_Message',
        'campaign_Name',
        'channel_Id',
        'end_DateTime',
        'flow_Name',
        'resend_Interval',
        'start_DateTime',
      ].sort(),
    );
    expect(list.body.some((c: { active: boolean }) => c.active)).toBe(true);
    expect((await audits('campaign')).map((r) => r.action)).toEqual(['create', 'update']);
  });

  it.each([
    ['end_DateTime', { end_DateTime: new Date(Date.now() - 2 * day).toISOString() }],
    ['flow_Name', { flow_Name: 'No such flow' }],
    ['flow_Name', { flow_Name: 'Card support bot' }], // Borealis' flow
    ['channel_Id', { channel_Id: 3 }],
    ['resend_Interval', { resend_Interval: 721 }],
    ['resend_Interval', { resend_Interval: 1.5 }],
    ['campaign_Name', { campaign_Name: '  ' }],
    ['start_DateTime', { start_DateTime: 'yesterday' }],
  ])('answers 400 naming %s', async (field, overrides) => {
    const before = (await audits('campaign')).length;
    const res = await save(manager, body(overrides));
    expect([res.status, res.body.field]).toEqual([400, field]);
    expect((await audits('campaign')).length).toBe(before);
  });

  it("another customer's campaign is not found; another customer is forbidden; Campaign 3 needed", async () => {
    const [card] = await server.database.db
      .select()
      .from(t.campaigns)
      .where(and(eq(t.campaigns.customerId, borealis), eq(t.campaigns.name, 'Card upgrade')));
    expect((await save(manager, body({ campaign_Id: card!.id }))).status).toBe(404);
    expect((await save(storeadmin, body({ customer_Id: borealis, flow_Name: '' }))).status).toBe(
      403,
    );
    // storeadmin holds Campaign 2: read-only.
    expect((await save(storeadmin, body())).status).toBe(403);
  });
});

describe('List_Channel and List_Reports_User', () => {
  it("answer the customer's channels and reports", async () => {
    const channels = await server.call('GET', `/api/List_Channel?Customer_Id=${acme}`, {
      token: manager,
    });
    expect(channels.body).toEqual([
      { channel_Id: 1, channel_Name: 'WhatsApp' },
      { channel_Id: 2, channel_Name: 'Webchat' },
      { channel_Id: 6, channel_Name: 'Email' },
    ]);
    const reports = await server.call('GET', `/api/List_Reports_User?Customer_Id=${acme}`, {
      token: manager,
    });
    expect(reports.body.map((r: { report_Name: string }) => r.report_Name)).toEqual([
      'Attendance summary',
      'Agent performance',
    ]);
    expect(
      (await server.call('GET', `/api/List_Channel?Customer_Id=${borealis}`, { token: storeadmin }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('GET', `/api/List_Reports_User?Customer_Id=${acme}`, { token: agent1 }))
        .status,
    ).toBe(403);
  });
});
