import { startTestServer, type TestServer } from './harness';
import { clientWrites, waitingItemOf } from './inbound';

let server: TestServer;
let agent1: string;
let agent2: string;
let agent3: string;
let acme: number;
let borealis: number;
beforeAll(async () => {
  server = await startTestServer();
  agent1 = await server.login('agent1');
  agent2 = await server.login('agent2');
  agent3 = await server.login('agent3');
  acme = server.seed.customers.acme;
  borealis = server.seed.customers.borealis;
});
afterAll(() => server.close());

const send = (token: string, attendanceId: number, message: string, customerId = acme) =>
  server.call(
    'POST',
    `/api/User_Att_Messages_Send?${new URLSearchParams({ Customer_Id: String(customerId), Attendence_Id: String(attendanceId), Message: message, Image_Name: '' })}`,
    { token },
  );

describe('waiting queue and my services', () => {
  it('a client message opens one waiting item; later messages join it', async () => {
    await clientWrites(server, { from: '5511911110001', name: 'Queue Client', text: 'first' });
    await clientWrites(server, { from: '5511911110001', text: 'second' });
    const item = await waitingItemOf(server, agent1, '5511911110001');
    expect(item).toMatchObject({ client_Name: 'Queue Client', channel_Id: 1 });
    const startQueue = (item as unknown as { start_Queue: string }).start_Queue;
    expect(startQueue).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.now() - Date.parse(startQueue))).toBeLessThan(5 * 60_000);
    const waiting = await server.call('GET', `/api/User_Att_Waitting?Customer_Id=${acme}`, {
      token: agent1,
    });
    expect(
      waiting.body.filter(
        (i: { client_Identify: string }) => i.client_Identify === '5511911110001',
      ),
    ).toHaveLength(1);
    const messages = await server.call(
      'GET',
      `/api/User_Att_Messages_List?Customer_Id=${acme}&Attendence_Id=${item.attendence_Id}`,
      { token: agent1 },
    );
    expect(messages.status).toBe(200);
    expect(
      messages.body.map((m: { message: string; message_Direction: number }) => [
        m.message,
        m.message_Direction,
      ]),
    ).toEqual([
      ['first', 1],
      ['second', 1],
    ]);
  });

  it('concurrent first messages of a new client open exactly one item holding all of them', async () => {
    const phone = '5511911110009';
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) => clientWrites(server, { from: phone, text: `burst ${n}` })),
    );
    const waiting = await server.call('GET', `/api/User_Att_Waitting?Customer_Id=${acme}`, {
      token: agent1,
    });
    const items = waiting.body.filter(
      (i: { client_Identify: string }) => i.client_Identify === phone,
    );
    expect(items).toHaveLength(1);
    const messages = await server.call(
      'GET',
      `/api/User_Att_Messages_List?Customer_Id=${acme}&Attendence_Id=${items[0].attendence_Id}`,
      { token: agent1 },
    );
    expect(messages.body).toHaveLength(5);
  });

  it('lists answer 401 without a token, 403 for another customer, 400 for bad ids', async () => {
    for (const path of ['User_Att_Waitting', 'User_Att_Active_List']) {
      expect((await server.call('GET', `/api/${path}?Customer_Id=${acme}`)).status).toBe(401);
      expect(
        (await server.call('GET', `/api/${path}?Customer_Id=${borealis}`, { token: agent1 }))
          .status,
      ).toBe(403);
      const bad = await server.call('GET', `/api/${path}?Customer_Id=abc`, { token: agent1 });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('Customer_Id');
    }
  });

  it('messages list: 404 for an id of another customer even when asked under mine; 403 under theirs', async () => {
    const theirs = await server.call('GET', `/api/User_Att_Waitting?Customer_Id=${borealis}`, {
      token: agent3,
    });
    const theirId = theirs.body[0].attendence_Id;
    expect(
      (
        await server.call(
          'GET',
          `/api/User_Att_Messages_List?Customer_Id=${acme}&Attendence_Id=${theirId}`,
          { token: agent1 },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call(
          'GET',
          `/api/User_Att_Messages_List?Customer_Id=${borealis}&Attendence_Id=${theirId}`,
          { token: agent1 },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call(
          'GET',
          `/api/User_Att_Messages_List?Customer_Id=${acme}&Attendence_Id=0`,
          { token: agent1 },
        )
      ).body.field,
    ).toBe('Attendence_Id');
  });
});

describe('taking and sending', () => {
  it("the agent's first message takes the item; it moves to my services", async () => {
    await clientWrites(server, { from: '5511922220001', name: 'Take Me' });
    const item = await waitingItemOf(server, agent1, '5511922220001');
    const res = await send(agent1, item.attendence_Id, 'Hello, how can I help?');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      attendence_Id: item.attendence_Id,
      message: 'Hello, how can I help?',
      message_Direction: 0,
    });
    const mine = await server.call('GET', `/api/User_Att_Active_List?Customer_Id=${acme}`, {
      token: agent1,
    });
    expect(mine.body.map((i: { attendence_Id: number }) => i.attendence_Id)).toContain(
      item.attendence_Id,
    );
    const waiting = await server.call('GET', `/api/User_Att_Waitting?Customer_Id=${acme}`, {
      token: agent2,
    });
    expect(waiting.body.map((i: { attendence_Id: number }) => i.attendence_Id)).not.toContain(
      item.attendence_Id,
    );
    // another agent writing on it gets the already-taken answer
    const late = await send(agent2, item.attendence_Id, 'me too');
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('already_taken');
    expect(late.body.message).toMatch(/possibly already being attended/);
  });

  it('many concurrent takes of one item: exactly one wins', async () => {
    await clientWrites(server, { from: '5511933330001', name: 'Race' });
    const item = await waitingItemOf(server, agent1, '5511933330001');
    const contenders = [agent1, agent2, agent1, agent2, agent1, agent2, agent1, agent2];
    const results = await Promise.all(
      contenders.map((t, i) => send(t, item.attendence_Id, `take ${i}`)),
    );
    const winners = results.filter((r) => r.status === 200);
    const losers = results.filter((r) => r.status === 409);
    expect(losers.length + winners.length).toBe(contenders.length);
    // every success belongs to one agent (the same agent may send again once it owns the item)
    const winnerToken = contenders[results.findIndex((r) => r.status === 200)];
    results.forEach((r, i) => {
      if (contenders[i] === winnerToken) expect(r.status).toBe(200);
      else expect(r.body.error).toBe('already_taken');
    });
    const owner = await server.call('GET', `/api/User_Att_Active_List?Customer_Id=${acme}`, {
      token: winnerToken!,
    });
    expect(owner.body.map((i: { attendence_Id: number }) => i.attendence_Id)).toContain(
      item.attendence_Id,
    );
    const other = winnerToken === agent1 ? agent2 : agent1;
    const notOwner = await server.call('GET', `/api/User_Att_Active_List?Customer_Id=${acme}`, {
      token: other,
    });
    expect(notOwner.body.map((i: { attendence_Id: number }) => i.attendence_Id)).not.toContain(
      item.attendence_Id,
    );
  });

  it('send validates: blank 400, missing Message 400, too long 400, 401, 403', async () => {
    await clientWrites(server, { from: '5511944440001' });
    const item = await waitingItemOf(server, agent1, '5511944440001');
    expect((await send(agent1, item.attendence_Id, '   ')).body.field).toBe('Message');
    expect((await send(agent1, item.attendence_Id, 'x'.repeat(5000))).body.field).toBe('Message');
    const missing = await server.call(
      'POST',
      `/api/User_Att_Messages_Send?Customer_Id=${acme}&Attendence_Id=${item.attendence_Id}`,
      { token: agent1 },
    );
    expect(missing.body.field).toBe('Message');
    expect(
      (
        await server.call(
          'POST',
          `/api/User_Att_Messages_Send?Customer_Id=${acme}&Attendence_Id=${item.attendence_Id}&Message=hi`,
        )
      ).status,
    ).toBe(401);
    expect((await send(agent3, item.attendence_Id, 'hi', acme)).status).toBe(403);
    // nothing was taken by the failed attempts
    expect((await waitingItemOf(server, agent1, '5511944440001')).attendence_Id).toBe(
      item.attendence_Id,
    );
  });

  it('hostile text is stored and returned verbatim, never interpreted', async () => {
    await clientWrites(server, { from: '5511955550001', text: '<script>alert(1)</script>' });
    const item = await waitingItemOf(server, agent1, '5511955550001');
    const res = await send(agent1, item.attendence_Id, '=HYPERLINK("javascript:alert(1)")');
    expect(res.body.message).toBe('=HYPERLINK("javascript:alert(1)")');
    const list = await server.call(
      'GET',
      `/api/User_Att_Messages_List?Customer_Id=${acme}&Attendence_Id=${item.attendence_Id}`,
      { token: agent1 },
    );
    expect(list.body[0].message).toBe('<script>alert(1)</script>');
  });
});

async function takeNew(phone: string, token = agent1) {
  await clientWrites(server, { from: phone, name: `Client ${phone}` });
  const item = await waitingItemOf(server, token, phone);
  expect((await send(token, item.attendence_Id, 'Hi!')).status).toBe(200);
  return item;
}

describe('transfer', () => {
  it('returns the item to the waiting queue of the chosen group', async () => {
    const item = await takeNew('5511966660001');
    const sales = server.seed.groups['acme:Sales']!;
    const res = await server.call(
      'POST',
      `/api/User_Att_Transfer?Attendence_Id=${item.attendence_Id}&Attendence_Group_Id=${sales}&Customer_Id=${acme}`,
      { token: agent1 },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ attendence_Id: item.attendence_Id, attendence_Group_Id: sales });
    const mine = await server.call('GET', `/api/User_Att_Active_List?Customer_Id=${acme}`, {
      token: agent1,
    });
    expect(mine.body.map((i: { attendence_Id: number }) => i.attendence_Id)).not.toContain(
      item.attendence_Id,
    );
    // agent1 is in Sales and sees it; agent2 (Support only) does not
    expect((await waitingItemOf(server, agent1, '5511966660001')).attendence_Id).toBe(
      item.attendence_Id,
    );
    const w2 = await server.call('GET', `/api/User_Att_Waitting?Customer_Id=${acme}`, {
      token: agent2,
    });
    expect(w2.body.map((i: { attendence_Id: number }) => i.attendence_Id)).not.toContain(
      item.attendence_Id,
    );
  });

  it('refuses zero ids (400), a disabled or foreign group (400), not my item (409), 401, 403', async () => {
    const item = await takeNew('5511966660002');
    const base = `/api/User_Att_Transfer?Attendence_Id=${item.attendence_Id}&Customer_Id=${acme}`;
    expect(
      (await server.call('POST', `${base}&Attendence_Group_Id=0`, { token: agent1 })).body.field,
    ).toBe('Attendence_Group_Id');
    const legacy = server.seed.groups['acme:Legacy desk']!;
    expect(
      (await server.call('POST', `${base}&Attendence_Group_Id=${legacy}`, { token: agent1 }))
        .status,
    ).toBe(400);
    const foreign = server.seed.groups['borealis:Service desk']!;
    expect(
      (await server.call('POST', `${base}&Attendence_Group_Id=${foreign}`, { token: agent1 }))
        .status,
    ).toBe(400);
    const sales = server.seed.groups['acme:Sales']!;
    expect(
      (await server.call('POST', `${base}&Attendence_Group_Id=${sales}`, { token: agent2 })).status,
    ).toBe(409);
    expect((await server.call('POST', `${base}&Attendence_Group_Id=${sales}`)).status).toBe(401);
    expect(
      (
        await server.call(
          'POST',
          `/api/User_Att_Transfer?Attendence_Id=${item.attendence_Id}&Customer_Id=${borealis}&Attendence_Group_Id=${foreign}`,
          { token: agent1 },
        )
      ).status,
    ).toBe(403);
  });
});

describe('close', () => {
  async function catalog(path: string, token = agent1, customerId = acme) {
    const res = await server.call('GET', `/api/${path}?Customer_Id=${customerId}`, { token });
    expect(res.status).toBe(200);
    return res.body;
  }

  it('plain close with completion, reason, sub-reason and comment; then it is in the history', async () => {
    const item = await takeNew('5511977770001');
    const [completion] = await catalog('List_Att_Completion_Id');
    const reasons = await catalog('Reason_Att');
    const subs = await catalog('SubReason_Att');
    const reason = reasons[0];
    const sub = subs.find((s: { reason_id: number }) => s.reason_id === reason.reason_id);
    const q = new URLSearchParams({
      Attendence_Id: String(item.attendence_Id),
      Completion_Id: String(completion.completion_Id),
      Obs_Attendence: 'Solved on the phone',
      Customer_Id: String(acme),
      Reason_Id: String(reason.reason_id),
      Subreason_Id: String(sub.sub_reason_Id),
    });
    const res = await server.call('POST', `/api/User_Att_Close?${q}`, { token: agent1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ attendence_Id: item.attendence_Id, closed: true });
    const history = await server.call(
      'GET',
      `/api/History_Att?Customer_Id=${acme}&Client_Id=${item.client_Id}`,
      { token: agent1 },
    );
    expect(history.body[0]).toMatchObject({
      attendence_Id: item.attendence_Id,
      completion_Description: completion.completion_Description,
    });
    expect(history.body[0].end_DateTime).toBeTruthy();
    // closing again: conflict; the next message from the client opens a new item
    expect((await server.call('POST', `/api/User_Att_Close?${q}`, { token: agent1 })).status).toBe(
      409,
    );
    await clientWrites(server, { from: '5511977770001', text: 'back again' });
    expect((await waitingItemOf(server, agent1, '5511977770001')).attendence_Id).not.toBe(
      item.attendence_Id,
    );
  });

  it('close validation: zero completion, a sub-reason of another reason, foreign reason, 401, 403', async () => {
    const item = await takeNew('5511977770002');
    const [completion] = await catalog('List_Att_Completion_Id');
    const reasons = await catalog('Reason_Att');
    const subs = await catalog('SubReason_Att');
    const otherSub = subs.find((s: { reason_id: number }) => s.reason_id !== reasons[0].reason_id);
    const base = `/api/User_Att_Close?Attendence_Id=${item.attendence_Id}&Customer_Id=${acme}`;
    expect(
      (await server.call('POST', `${base}&Completion_Id=0`, { token: agent1 })).body.field,
    ).toBe('Completion_Id');
    expect(
      (
        await server.call(
          'POST',
          `${base}&Completion_Id=${completion.completion_Id}&Reason_Id=${reasons[0].reason_id}&Subreason_Id=${otherSub.sub_reason_Id}`,
          { token: agent1 },
        )
      ).body.field,
    ).toBe('Subreason_Id');
    const foreignReasons = await catalog('Reason_Att', agent3, borealis);
    expect(
      (
        await server.call(
          'POST',
          `${base}&Completion_Id=${completion.completion_Id}&Reason_Id=${foreignReasons[0].reason_id}`,
          { token: agent1 },
        )
      ).body.field,
    ).toBe('Reason_Id');
    expect(
      (await server.call('POST', `${base}&Completion_Id=${completion.completion_Id}`)).status,
    ).toBe(401);
    expect(
      (
        await server.call(
          'POST',
          `/api/User_Att_Close?Attendence_Id=${item.attendence_Id}&Customer_Id=${borealis}&Completion_Id=1`,
          { token: agent1 },
        )
      ).status,
    ).toBe(403);
    // still open after all the refusals
    const mine = await server.call('GET', `/api/User_Att_Active_List?Customer_Id=${acme}`, {
      token: agent1,
    });
    expect(mine.body.map((i: { attendence_Id: number }) => i.attendence_Id)).toContain(
      item.attendence_Id,
    );
  });

  it('close with a campaign through the integration host hands the client to its flow', async () => {
    const item = await takeNew('5511977770003');
    const [completion] = await catalog('List_Att_Completion_Id');
    const campaigns = await catalog('Campaign_List');
    const active = campaigns.find((c: { active: boolean }) => c.active);
    const q = (flow: string, customerId = acme) =>
      `/integration/Light_Ext_Change_Flow_Attendence?${new URLSearchParams({
        customer_id: String(customerId),
        attendence_id: String(item.attendence_Id),
        completion_id: String(completion.completion_Id),
        obs_attendence: 'To the campaign',
        flow_name: flow,
      })}`;
    expect((await server.call('GET', q('No such flow'), { token: agent1 })).body.field).toBe(
      'flow_name',
    );
    expect((await server.call('GET', q(active.flow_Name))).status).toBe(401);
    expect(
      (await server.call('GET', q(active.flow_Name, borealis), { token: agent1 })).status,
    ).toBe(403);
    const res = await server.call('GET', q(active.flow_Name), { token: agent1 });
    expect(res.status).toBe(200);
    expect(res.body.closed).toBe(true);
  });
});

describe('history and client rename', () => {
  it('History_Att lists past services of a client; 404 for another customer client', async () => {
    const waiting = await server.call('GET', `/api/User_Att_Waitting?Customer_Id=${borealis}`, {
      token: agent3,
    });
    const theirClient = waiting.body[0].client_Id;
    expect(
      (
        await server.call('GET', `/api/History_Att?Customer_Id=${acme}&Client_Id=${theirClient}`, {
          token: agent1,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await server.call(
          'GET',
          `/api/History_Att?Customer_Id=${borealis}&Client_Id=${theirClient}`,
          { token: agent1 },
        )
      ).status,
    ).toBe(403);
    expect(
      (await server.call('GET', `/api/History_Att?Customer_Id=${acme}&Client_Id=${theirClient}`))
        .status,
    ).toBe(401);
    expect(
      (
        await server.call('GET', `/api/History_Att?Customer_Id=${acme}&Client_Id=x`, {
          token: agent1,
        })
      ).body.field,
    ).toBe('Client_Id');
  });

  it('Client_Update renames; the phone is read-only', async () => {
    const item = await takeNew('5511988880001');
    const url = (name: string, phone = '5511988880001', customerId = acme) =>
      `/api/User_Att_Details/Client_Update?${new URLSearchParams({ Customer_Id: String(customerId), Client_Identify: phone, Client_Name: name, Client_Id: String(item.client_Id) })}`;
    const ok = await server.call('GET', url('Renamed Client'), { token: agent1 });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      client_Id: item.client_Id,
      client_Name: 'Renamed Client',
      client_Identify: '5511988880001',
    });
    const mine = await server.call('GET', `/api/User_Att_Active_List?Customer_Id=${acme}`, {
      token: agent1,
    });
    expect(
      mine.body.find((i: { attendence_Id: number }) => i.attendence_Id === item.attendence_Id)
        .client_Name,
    ).toBe('Renamed Client');
    expect((await server.call('GET', url('X', '000'), { token: agent1 })).body.field).toBe(
      'Client_Identify',
    );
    expect((await server.call('GET', url('   '), { token: agent1 })).body.field).toBe(
      'Client_Name',
    );
    expect((await server.call('GET', url('Y'))).status).toBe(401);
    expect(
      (await server.call('GET', url('Y', '5511988880001', borealis), { token: agent1 })).status,
    ).toBe(403);
  });
});
