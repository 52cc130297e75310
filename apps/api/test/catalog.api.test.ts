import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let agent1: string;
beforeAll(async () => {
  server = await startTestServer();
  agent1 = await server.login('agent1');
});
afterAll(() => server.close());

/** Each catalogue call of seed 000 section 7 with the fields its rows must carry. */
const routes: Array<[string, string[], string]> = [
  ['Reason_Att', ['reason_id', 'reason_description'], ''],
  ['SubReason_Att', ['sub_reason_Id', 'sub_reason_description', 'reason_id'], ''],
  ['List_Att_Completion_Id', ['completion_Id', 'completion_Description'], ''],
  ['User_Att_Group_List', ['attendence_Group_Id', 'attendence_Group_Name'], ''],
  ['Message_Template_User_List', ['message_Id', 'message_Template_Name', 'message_Template'], ''],
  ['Att_File_List', ['file_Id', 'file_Name'], ''],
  [
    'List_Flow',
    ['flow_Id', 'flow_Name', 'channel_Id', 'exit_String', 'exit_Message'],
    'Active_Flow=true&',
  ],
  ['Campaign_List', ['campaign_Id', 'campaign_Name', 'flow_Name'], ''],
];

describe.each(routes)('%s', (path, fields, extra) => {
  it('answers the rows of the caller customer with the spec field names', async () => {
    const res = await server.call(
      'GET',
      `/api/${path}?${extra}Customer_Id=${server.seed.customers.acme}`,
      { token: agent1 },
    );
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    if (path !== 'Att_File_List') expect(res.body.length).toBeGreaterThan(0);
    for (const row of res.body) for (const field of fields) expect(row).toHaveProperty(field);
  });
  it('401 without a token', async () => {
    expect(
      (await server.call('GET', `/api/${path}?${extra}Customer_Id=${server.seed.customers.acme}`))
        .status,
    ).toBe(401);
  });
  it("403 for another customer's id", async () => {
    const res = await server.call(
      'GET',
      `/api/${path}?${extra}Customer_Id=${server.seed.customers.borealis}`,
      { token: agent1 },
    );
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toMatch(/Borealis|Service desk/);
  });
  it('400 naming the field for a missing or bad customer id', async () => {
    const missing = await server.call('GET', `/api/${path}?${extra}`, { token: agent1 });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('Customer_Id');
    expect(
      (await server.call('GET', `/api/${path}?${extra}Customer_Id=-1`, { token: agent1 })).body
        .field,
    ).toBe('Customer_Id');
  });
});

describe('catalogue rules', () => {
  it('templates: only enabled ones, auto-asignacion included', async () => {
    const res = await server.call(
      'GET',
      `/api/Message_Template_User_List?Customer_Id=${server.seed.customers.acme}`,
      { token: agent1 },
    );
    const names = res.body.map((t: { message_Template_Name: string }) => t.message_Template_Name);
    expect(names).toContain('auto-asignacion');
    expect(names).not.toContain('Old promo');
  });

  it('campaigns carry whether they are active now (active and past seeded)', async () => {
    const res = await server.call(
      'GET',
      `/api/Campaign_List?Customer_Id=${server.seed.customers.acme}`,
      { token: agent1 },
    );
    const states = res.body.map((c: { active: boolean }) => c.active);
    expect(states).toContain(true);
    expect(states).toContain(false);
  });

  it('List_Flow with Active_Flow=true leaves inactive flows out', async () => {
    const res = await server.call(
      'GET',
      `/api/List_Flow?Active_Flow=true&Customer_Id=${server.seed.customers.acme}`,
      { token: agent1 },
    );
    expect(res.body.map((f: { flow_Name: string }) => f.flow_Name)).not.toContain('Retired flow');
    const all = await server.call(
      'GET',
      `/api/List_Flow?Active_Flow=false&Customer_Id=${server.seed.customers.acme}`,
      { token: agent1 },
    );
    expect(all.body.map((f: { flow_Name: string }) => f.flow_Name)).toContain('Retired flow');
  });
});
