import http from 'node:http';
import { startTestServer, type TestServer } from './harness';
import { clientWrites, waitingItemOf } from './inbound';
import { addTestUser } from './users';

/**
 * The object rules of ADR 0007, each against the real server: who reads an attendance, who takes
 * one, who reads a client's history, and what a user record shows to whom.
 */
let server: TestServer;
let acme: number;
let agent1: string;
let agent2: string;
let manager: string;
beforeAll(async () => {
  server = await startTestServer();
  acme = server.seed.customers.acme;
  agent1 = await server.login('agent1');
  agent2 = await server.login('agent2');
  manager = await server.login('manager');
});
afterAll(() => server.close());

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

/** A client writes, agent1 takes the item and moves it to the Sales group (agent2 is not in Sales). */
async function itemWaitingInSales(phone: string) {
  await clientWrites(server, { from: phone });
  const item = await waitingItemOf(server, agent1, phone);
  const take = await server.call(
    'POST',
    `/api/User_Att_Messages_Send?${q({ Customer_Id: acme, Attendence_Id: item.attendence_Id, Message: 'Hi' })}`,
    { token: agent1 },
  );
  expect(take.status).toBe(200);
  const moved = await server.call(
    'POST',
    `/api/User_Att_Transfer?${q({ Attendence_Id: item.attendence_Id, Attendence_Group_Id: server.seed.groups['acme:Sales']!, Customer_Id: acme })}`,
    { token: agent1 },
  );
  expect(moved.status).toBe(200);
  return item;
}

const readMessages = (token: string, attendanceId: number) =>
  server.call(
    'GET',
    `/api/User_Att_Messages_List?${q({ Customer_Id: acme, Attendence_Id: attendanceId })}`,
    { token },
  );

describe('attendance.read and attendance.take', () => {
  it('an agent outside the group it waits in can neither read nor take it', async () => {
    const item = await itemWaitingInSales('5511900000101');
    expect((await readMessages(agent2, item.attendence_Id)).status).toBe(403);
    const take = await server.call(
      'POST',
      `/api/User_Att_Messages_Send?${q({ Customer_Id: acme, Attendence_Id: item.attendence_Id, Message: 'Mine now' })}`,
      { token: agent2 },
    );
    expect(take.status).toBe(403);
    // Nothing was taken or written: the item still waits in Sales with agent1's message only.
    const asGroupAgent = await readMessages(agent1, item.attendence_Id);
    expect(asGroupAgent.status).toBe(200);
    expect(asGroupAgent.body.map((m: { message: string }) => m.message)).not.toContain('Mine now');
    const waiting = await server.call('GET', `/api/User_Att_Waitting?Customer_Id=${acme}`, {
      token: agent1,
    });
    expect(waiting.body.map((i: { attendence_Id: number }) => i.attendence_Id)).toContain(
      item.attendence_Id,
    );
  });

  it("the holder reads it; another agent of the group does not read someone else's active item", async () => {
    await clientWrites(server, { from: '5511900000102' });
    const item = await waitingItemOf(server, agent2, '5511900000102');
    expect((await readMessages(agent2, item.attendence_Id)).status).toBe(200);
    const take = await server.call(
      'POST',
      `/api/User_Att_Messages_Send?${q({ Customer_Id: acme, Attendence_Id: item.attendence_Id, Message: 'Hello' })}`,
      { token: agent2 },
    );
    expect(take.status).toBe(200);
    expect((await readMessages(agent2, item.attendence_Id)).status).toBe(200);
    expect((await readMessages(agent1, item.attendence_Id)).status).toBe(403);
    // The race's loser still hears "already being attended", not a permission error.
    const late = await server.call(
      'POST',
      `/api/User_Att_Messages_Send?${q({ Customer_Id: acme, Attendence_Id: item.attendence_Id, Message: 'Me too' })}`,
      { token: agent1 },
    );
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('already_taken');
  });

  it('a manager level on Attendence reads every attendance of its customers', async () => {
    const item = await itemWaitingInSales('5511900000103');
    expect((await readMessages(manager, item.attendence_Id)).status).toBe(200);
  });

  it('an agent serving a client, or who served it, reads its services (history); others do not', async () => {
    const phone = '5511900000104';
    await clientWrites(server, { from: phone });
    const first = await waitingItemOf(server, agent2, phone);
    const send = (token: string, id: number, text: string) =>
      server.call(
        'POST',
        `/api/User_Att_Messages_Send?${q({ Customer_Id: acme, Attendence_Id: id, Message: text })}`,
        { token },
      );
    expect((await send(agent2, first.attendence_Id, 'Hi')).status).toBe(200);
    const closed = await server.call(
      'POST',
      `/api/User_Att_Close?${q({ Attendence_Id: first.attendence_Id, Completion_Id: 1, Customer_Id: acme })}`,
      { token: agent2 },
    );
    expect(closed.status).toBe(200);
    // The client writes again; agent1 (also in Support) takes the new item.
    await clientWrites(server, { from: phone, text: 'Back again' });
    const second = await waitingItemOf(server, agent1, phone);
    expect((await send(agent1, second.attendence_Id, 'Welcome back')).status).toBe(200);
    const history = (token: string) =>
      server.call(
        'GET',
        `/api/History_Att?${q({ Customer_Id: acme, Client_Id: second.client_Id })}`,
        {
          token,
        },
      );
    expect((await history(agent1)).status).toBe(200);
    expect((await readMessages(agent1, first.attendence_Id)).status).toBe(200);
    // agent2 served the client before: its own past work stays readable.
    expect((await history(agent2)).status).toBe(200);
    // An agent of the same customer (another group) who never served the client.
    const stranger = await addTestUser(server, {
      login: 'stranger-agent',
      customers: [acme],
      levels: { Attendence: 2 },
      groups: [server.seed.groups['acme:Sales']!],
    });
    expect(stranger).toBeGreaterThan(0);
    const strangerToken = await server.login('stranger-agent');
    expect((await history(strangerToken)).status).toBe(403);
    expect((await readMessages(strangerToken, first.attendence_Id)).status).toBe(403);
    const rename = await server.call(
      'GET',
      `/api/User_Att_Details/Client_Update?${q({ Customer_Id: acme, Client_Identify: phone, Client_Name: 'Eve', Client_Id: second.client_Id })}`,
      { token: strangerToken },
    );
    expect(rename.status).toBe(403);
  });

  it('transfer and close belong to the holder', async () => {
    const item = await itemWaitingInSales('5511900000105');
    const close = await server.call(
      'POST',
      `/api/User_Att_Close?${q({ Attendence_Id: item.attendence_Id, Completion_Id: 1, Customer_Id: acme })}`,
      { token: agent1 },
    );
    expect(close.status).toBe(409);
  });
});

describe('user.read (GET User_Data_Perm)', () => {
  it('an agent reads its own record but not a colleague’s', async () => {
    const own = await server.call(
      'GET',
      `/api/User_Data_Perm?user_id=${server.seed.users.agent1}`,
      {
        token: agent1,
      },
    );
    expect(own.status).toBe(200);
    const other = await server.call(
      'GET',
      `/api/User_Data_Perm?user_id=${server.seed.users.agent2}`,
      { token: agent1 },
    );
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toMatch(/Bruno/);
  });

  it('an administrator of one customer sees only the customers both share', async () => {
    const storeadmin = await server.login('storeadmin');
    const res = await server.call(
      'GET',
      `/api/User_Data_Perm?user_id=${server.seed.users.manager}`,
      { token: storeadmin },
    );
    expect(res.status).toBe(200);
    expect(res.body.customer.map((c: { customer_Name: string }) => c.customer_Name)).toEqual([
      'Acme Telecom',
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/Borealis|Service desk/);
  });

  it('no shared customer, or User level below 2: 403', async () => {
    const storeadmin = await server.login('storeadmin');
    const agent3 = await server.call(
      'GET',
      `/api/User_Data_Perm?user_id=${server.seed.users.agent3}`,
      { token: storeadmin },
    );
    expect(agent3.status).toBe(403);
    await addTestUser(server, { login: 'user-level-1', customers: [acme], levels: { User: 1 } });
    const low = await server.login('user-level-1');
    const res = await server.call(
      'GET',
      `/api/User_Data_Perm?user_id=${server.seed.users.agent1}`,
      {
        token: low,
      },
    );
    expect(res.status).toBe(403);
  });
});

describe('authentication before the body', () => {
  it('an anonymous upload is refused with 401 before its body is read', async () => {
    // Announce 50 MB and send 1 KB: a server that read the body first would wait for the rest.
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${server.url}/files/hornitos/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': 50 * 1024 * 1024 },
      });
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
        req.destroy();
      });
      req.on('error', reject);
      req.write(`{"file":"${'A'.repeat(1024)}`);
    });
    expect(status).toBe(401);
  });

  it('malformed JSON from an anonymous caller is 401, not a parse error', async () => {
    const res = await fetch(`${server.url}/api/User_Data_Perm`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"user_Id": 1, "user_Pass": ',
    });
    expect(res.status).toBe(401);
  });
});
