import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { encodePassword, startTestServer, type TestServer } from './harness';

/** The audit trail of administrative writes and `GET Audit_List` (docs/adr/0017). */

let server: TestServer;
let acme: number;
let borealis: number;
let admin: string;
let manager: string;
let storeaccount: string;
let agent1: string;

beforeAll(async () => {
  server = await startTestServer();
  acme = server.seed.customers.acme;
  borealis = server.seed.customers.borealis;
  admin = await server.login('admin');
  manager = await server.login('manager');
  storeaccount = await server.login('storeaccount');
  agent1 = await server.login('agent1');
});
afterAll(() => server.close());

const trail = (token: string, customerId: number, entity: string, id: number) =>
  server.call('GET', `/api/Audit_List?Customer_Id=${customerId}&Entity=${entity}&Entity_Id=${id}`, {
    token,
  });

const operatorBody = (overrides: Record<string, unknown> = {}) => ({
  user_Id: 0,
  user_Login: 'audited',
  user_Name: 'Audited Operator',
  user_Pass: encodePassword('Nova#Senha9'),
  function_Id: 7,
  user_Function: [{ functionality_Name: 'Attendence', functionality_Level: 2 }],
  customer: [{ customer_Id: acme }, { customer_Id: borealis }],
  ...overrides,
});

describe('operator trail', () => {
  let id: number;

  beforeAll(async () => {
    const created = await server.call('PUT', '/api/User_Data_Perm', {
      token: manager,
      body: operatorBody(),
    });
    expect(created.status).toBe(200);
    id = created.body.user_Id;
    const renamed = await server.call('PUT', '/api/User_Data_Perm', {
      token: manager,
      body: operatorBody({
        user_Id: id,
        user_Name: 'Renamed',
        user_Pass: encodePassword('Outra#Senha7'),
      }),
    });
    expect(renamed.status).toBe(200);
  });

  it('answers newest first, who did it, before and after without secrets', async () => {
    const res = await trail(manager, acme, 'operator', id);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const [update, create] = res.body;
    expect(create).toMatchObject({
      actor_Login: 'manager',
      actor_Name: 'Marta Manager',
      action: 'create',
      before: null,
      after: expect.objectContaining({ user_Login: 'audited', user_Name: 'Audited Operator' }),
    });
    expect(new Date(create.created_At).toISOString()).toBe(create.created_At);
    expect(update).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ user_Name: 'Audited Operator' }),
      after: expect.objectContaining({ user_Name: 'Renamed', password_Changed: true }),
    });
    expect(update.audit_Id).toBeGreaterThan(create.audit_Id);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/argon2|user_Pass|passwordHash|Nova#Senha9|Outra#Senha7/);
    // Each customer's row shows that customer only.
    expect(create.after.customer).toEqual([acme]);
    const theirs = await trail(manager, borealis, 'operator', id);
    expect(theirs.body[0].after.customer).toEqual([borealis]);
  });

  it('opens at User level 2; the record must belong to the customer', async () => {
    expect((await trail(storeaccount, acme, 'operator', id)).status).toBe(200);
    expect((await trail(agent1, acme, 'operator', id)).status).toBe(403);
    // agent3 works for Borealis only: not found under Acme.
    expect((await trail(manager, acme, 'operator', server.seed.users.agent3!)).status).toBe(404);
    // storeaccount does not work for Borealis.
    expect((await trail(storeaccount, borealis, 'operator', id)).status).toBe(403);
    const bad = await server.call(
      'GET',
      `/api/Audit_List?Customer_Id=${acme}&Entity=password&Entity_Id=${id}`,
      { token: manager },
    );
    expect([bad.status, bad.body.field]).toEqual([400, 'Entity']);
  });

  it('a failing save writes no audit row', async () => {
    const before = (await trail(manager, acme, 'operator', id)).body.length;
    const clash = await server.call('PUT', '/api/User_Data_Perm', {
      token: manager,
      body: operatorBody({ user_Id: id, user_Login: 'agent1', user_Pass: '' }),
    });
    expect(clash.status).toBe(409);
    const bad = await server.call('PUT', '/api/User_Data_Perm', {
      token: admin,
      body: operatorBody({ user_Id: id, user_Pass: '', report: [{ report_Id: 999999 }] }),
    });
    expect(bad.status).toBe(400);
    expect((await trail(manager, acme, 'operator', id)).body).toHaveLength(before);
    const [row] = await server.database.db.select().from(t.users).where(eq(t.users.id, id));
    expect(row!.name).toBe('Renamed');
  });

  it('answers at most 100 rows', async () => {
    await server.database.db.insert(t.auditLog).values(
      Array.from({ length: 120 }, () => ({
        customerId: acme,
        actorId: server.seed.users.admin!,
        entity: 'operator',
        entityId: id,
        action: 'update' as const,
        before: {},
        after: {},
      })),
    );
    const res = await trail(manager, acme, 'operator', id);
    expect(res.body).toHaveLength(100);
    expect(res.body[0].actor_Login).toBe('admin');
  });
});

describe('other entities', () => {
  it('groups and campaigns need their own area; roles need function_Id 1', async () => {
    const group = await server.call(
      'POST',
      `/api/User_Att_Group_Update?customer_Id=${acme}&attendence_Group_Id=0&attendence_Group_Name=Audited&attendence_Channel_Id=1&enable=true`,
      { token: manager },
    );
    const groupId = group.body.attendence_Group_Id as number;
    expect((await trail(manager, acme, 'group', groupId)).body).toHaveLength(1);
    // Under Borealis the Acme group is not found.
    expect((await trail(manager, borealis, 'group', groupId)).status).toBe(404);

    const role = await server.call('POST', '/api/Functionality_List', {
      token: admin,
      body: { function_Name: 'Audited role', function_Father: 1 },
    });
    const roleId = role.body.function_Id as number;
    const roleTrail = await trail(admin, acme, 'role', roleId);
    expect(roleTrail.body).toEqual([
      expect.objectContaining({ action: 'create', actor_Login: 'admin' }),
    ]);
    expect((await trail(manager, acme, 'role', roleId)).status).toBe(403);

    const membership = await server.call(
      'POST',
      `/api/User_Att_Group_Activate?User_Id=${server.seed.users.agent2}&Attendence_Group_Id=${groupId}&Customer_Id=${acme}`,
      { token: manager },
    );
    expect(membership.status).toBe(200);
    const members = await trail(manager, acme, 'groupMembership', server.seed.users.agent2!);
    expect(members.body).toEqual([
      expect.objectContaining({
        action: 'create',
        after: { attendence_Group_Id: groupId, active: true },
      }),
    ]);
  });
});
