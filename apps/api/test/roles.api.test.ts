import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { encodePassword, startTestServer, type TestServer } from './harness';
import { addTestUser } from './users';

/** Roles (seed 001 §3 Role, §5 role editor, §6 role management, §7 calls): docs/adr/0017. */

let server: TestServer;
let admin: string;
let manager: string;
let agent1: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  manager = await server.login('manager');
  agent1 = await server.login('agent1');
});
afterAll(() => server.close());

const createRole = (token: string, body: unknown) =>
  server.call('POST', '/api/Functionality_List', { token, body });
const catalogue = async (token: string) =>
  (await server.call('GET', '/api/User_Func_List', { token })).body as Array<{
    functionality_id: number;
    functionality_name: string;
    functionality_abrev: string;
  }>;

it('GET Functionality_List answers the seven fixed roles', async () => {
  const res = await server.call('GET', '/api/Functionality_List', { token: manager });
  expect(res.status).toBe(200);
  expect(res.body.map((r: { function_Id: number }) => r.function_Id)).toEqual([
    1, 2, 3, 4, 5, 6, 7,
  ]);
  expect(res.body[0]).toEqual({
    function_Id: 1,
    function_Name: 'System administrator',
    function_Father: null,
  });
  expect((await server.call('GET', '/api/Functionality_List', { token: agent1 })).status).toBe(403);
});

it('GET User_Func_List answers the catalogue; GetById a role’s levels', async () => {
  const list = await catalogue(manager);
  expect(list).toHaveLength(11);
  expect(list[0]).toEqual({
    functionality_abrev: 'PNL',
    functionality_id: expect.any(Number),
    functionality_name: 'Painel',
  });
  const role7 = await server.call('GET', '/api/User_Func_List/GetById?roleId=7', {
    token: manager,
  });
  expect(role7.status).toBe(200);
  expect(role7.body).toEqual([
    { functionality_Code: 'F01', functionality_Name: 'Painel', functionality_Level: 1 },
    { functionality_Code: 'F02', functionality_Name: 'Attendence', functionality_Level: 2 },
  ]);
  expect(
    (await server.call('GET', '/api/User_Func_List/GetById?roleId=999', { token: manager })).status,
  ).toBe(404);
});

describe('POST Functionality_List', () => {
  it('creates a custom role under the caller’s role; level 0 entries are not stored', async () => {
    const f = Object.fromEntries((await catalogue(admin)).map((c) => [c.functionality_name, c]));
    const res = await createRole(admin, {
      function_Name: ' Supervisor ',
      function_Father: 1,
      user_Functionality: [
        { functionality_id: f.Flow!.functionality_id, functionality_Level: 3 },
        { functionality_id: f.User!.functionality_id, functionality_Level: 2 },
        { functionality_id: f.Report!.functionality_id, functionality_Level: 0 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      function_Id: expect.any(Number),
      function_Name: 'Supervisor',
      function_Father: 1,
    });
    const id = res.body.function_Id as number;
    expect(id).toBeGreaterThan(7);
    const levels = await server.call('GET', `/api/User_Func_List/GetById?roleId=${id}`, {
      token: admin,
    });
    expect(levels.body.map((l: { functionality_Name: string }) => l.functionality_Name)).toEqual([
      'User',
      'Flow',
    ]);
    // Visible to the admin (created under role 1), not to a customer administrator (role 3).
    const mine = await server.call('GET', '/api/Functionality_List', { token: admin });
    expect(mine.body.map((r: { function_Id: number }) => r.function_Id)).toContain(id);
    const theirs = await server.call('GET', '/api/Functionality_List', { token: manager });
    expect(theirs.body.map((r: { function_Id: number }) => r.function_Id)).not.toContain(id);
    expect(
      (await server.call('GET', `/api/User_Func_List/GetById?roleId=${id}`, { token: manager }))
        .status,
    ).toBe(404);
    // Its audit row belongs to no customer.
    const [audit] = await server.database.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.entity, 'role'));
    expect(audit).toMatchObject({ customerId: null, entityId: id, action: 'create' });

    // The admin may give it to an operator; the manager may not (a role above their own).
    const operator = {
      user_Id: 0,
      user_Login: 'supervised',
      user_Name: 'Supervised',
      user_Pass: encodePassword('Nova#Senha9'),
      function_Id: id,
      customer: [{ customer_Id: server.seed.customers.acme }],
    };
    expect(
      (await server.call('PUT', '/api/User_Data_Perm', { token: manager, body: operator })).status,
    ).toBe(403);
    const given = await server.call('PUT', '/api/User_Data_Perm', { token: admin, body: operator });
    expect(given.body).toEqual({ user_Id: expect.any(Number), function_Id: id });
  });

  it('only for function_Id 1 (seed 001 §6)', async () => {
    const res = await createRole(manager, {
      function_Name: 'Nope',
      function_Father: 3,
      user_Functionality: [],
    });
    expect(res.status).toBe(403);
  });

  it('checks father, name, functionalities and the level ceiling', async () => {
    const f = Object.fromEntries((await catalogue(admin)).map((c) => [c.functionality_name, c]));
    const father = await createRole(admin, { function_Name: 'X', function_Father: 3 });
    expect([father.status, father.body.field]).toEqual([400, 'function_Father']);
    const taken = await createRole(admin, { function_Name: 'store AGENT', function_Father: 1 });
    expect([taken.status, taken.body.field]).toEqual([409, 'function_Name']);
    const four = await createRole(admin, {
      function_Name: 'Four',
      function_Father: 1,
      user_Functionality: [{ functionality_id: f.Flow!.functionality_id, functionality_Level: 4 }],
    });
    expect([four.status, four.body.field?.split('.')[0]]).toEqual([400, 'user_Functionality']);
    const unknown = await createRole(admin, {
      function_Name: 'Unknown',
      function_Father: 1,
      user_Functionality: [{ functionality_id: 9999, functionality_Level: 1 }],
    });
    expect([unknown.status, unknown.body.field]).toEqual([400, 'user_Functionality']);
    // A system administrator holding Flow 2 cannot create a role with Flow 3.
    await addTestUser(server, {
      login: 'lowadmin',
      customers: [server.seed.customers.acme],
      roleId: 1,
      levels: { User: 3, Flow: 2 },
    });
    const low = await server.login('lowadmin');
    const over = await createRole(low, {
      function_Name: 'Flow master',
      function_Father: 1,
      user_Functionality: [{ functionality_id: f.Flow!.functionality_id, functionality_Level: 3 }],
    });
    expect([over.status, over.body.field]).toEqual([400, 'user_Functionality']);
    const rows = await server.database.db
      .select()
      .from(t.roles)
      .where(eq(t.roles.name, 'Flow master'));
    expect(rows).toHaveLength(0);
  });
});
