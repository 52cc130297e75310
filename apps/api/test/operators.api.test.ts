import { and, eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { encodePassword, startTestServer, type TestServer } from './harness';

/**
 * The operator list and the operator save of seed 001 §3 (`PUT User_Data_Perm` without old_Pass):
 * access, the level ceiling (seed 000 §5), field checks, login conflicts, the transaction with its
 * audit rows, and that a created operator logs in (docs/adr/0017).
 */

let server: TestServer;
let acme: number;
let borealis: number;
let manager: string;
let admin: string;
let storeadmin: string;
let storeaccount: string;
let agent1: string;

beforeAll(async () => {
  server = await startTestServer();
  acme = server.seed.customers.acme;
  borealis = server.seed.customers.borealis;
  manager = await server.login('manager');
  admin = await server.login('admin');
  storeadmin = await server.login('storeadmin');
  storeaccount = await server.login('storeaccount');
  agent1 = await server.login('agent1');
});
afterAll(() => server.close());

const PASSWORD = 'Nova#Senha9';

/** A full operator body as the form sends it (seed 001 §3), with overrides. */
function operator(login: string, overrides: Record<string, unknown> = {}) {
  return {
    user_Id: 0,
    user_Login: login,
    user_Name: `  ${login} Name  `,
    user_Pass: encodePassword(PASSWORD),
    user_Email: `${login}@example.com`,
    user_Celphone: '+55 11 90000-0000',
    att_Start: '09:00',
    att_End: '17:30:00',
    start_Access: '2026-01-01',
    end_Access: '2030-12-31',
    expiration_Date: '2030-12-31',
    user_Weekdays: [5, 1, 2],
    user_SysAdm: false,
    function_Id: 7,
    user_Function: [
      { functionality_Name: 'Attendence', functionality_Level: 2 },
      { functionality_Name: 'Painel', functionality_Level: 1 },
      { functionality_Name: 'Flow', functionality_Level: 0 },
    ],
    customer: [{ customer_Id: acme, customer_Name: 'Acme Telecom', group_List: [] }],
    channel: [{ channel_Id: 1, channel_Name: 'WhatsApp' }],
    report: [],
    ...overrides,
  };
}

const save = (token: string, body: unknown) =>
  server.call('PUT', '/api/User_Data_Perm', { token, body });
const record = (token: string, id: number) =>
  server.call('GET', `/api/User_Data_Perm?user_id=${id}`, { token });
const auditCount = async () => (await server.database.db.select().from(t.auditLog)).length;

describe('GET User_List?Customer_Id', () => {
  it("lists the customer's operators with their active groups there", async () => {
    const res = await server.call('GET', `/api/User_List?Customer_Id=${acme}`, { token: manager });
    expect(res.status).toBe(200);
    const alice = res.body.find((r: { user_Login: string }) => r.user_Login === 'agent1');
    expect(alice).toEqual({
      user_Id: server.seed.users.agent1,
      user_Login: 'agent1',
      user_Name: 'Alice Agent',
      user_Start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      user_End: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      attendence_Group_Name: 'Sales, Support',
      group_List: expect.arrayContaining([
        server.seed.groups['acme:Sales'],
        server.seed.groups['acme:Support'],
      ]),
    });
    // Only operators of that customer: agent3 works for Borealis alone.
    expect(res.body.map((r: { user_Login: string }) => r.user_Login)).not.toContain('agent3');
    const admin = res.body.find((r: { user_Login: string }) => r.user_Login === 'admin');
    expect(admin.attendence_Group_Name).toBe('Sales, Support'); // not Borealis' Service desk
  });

  it('opens at User level 2 (read-only), not below; never another customer', async () => {
    expect(
      (await server.call('GET', `/api/User_List?Customer_Id=${acme}`, { token: storeaccount }))
        .status,
    ).toBe(200);
    expect(
      (await server.call('GET', `/api/User_List?Customer_Id=${acme}`, { token: agent1 })).status,
    ).toBe(403);
    expect(
      (await server.call('GET', `/api/User_List?Customer_Id=${borealis}`, { token: storeadmin }))
        .status,
    ).toBe(403);
  });
});

describe('PUT User_Data_Perm: operator save', () => {
  it('creates an operator who can log in; GET answers every field of the form', async () => {
    const before = await auditCount();
    const res = await save(manager, operator('nova1'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user_Id: expect.any(Number), function_Id: 7 });
    const id = res.body.user_Id as number;

    const read = await record(manager, id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      user_Id: id,
      user_Login: 'nova1',
      user_Name: 'nova1 Name',
      user_Email: 'nova1@example.com',
      user_Celphone: '+55 11 90000-0000',
      att_Start: '09:00:00',
      att_End: '17:30:00',
      start_Access: '2026-01-01',
      end_Access: '2030-12-31',
      expiration_Date: '2030-12-31',
      user_End: '2030-12-31',
      user_Weekdays: [1, 2, 5],
      user_SysAdm: false,
      function_Id: 7,
      channel: [{ channel_Id: 1, channel_Name: 'WhatsApp' }],
      report: [],
    });
    expect(read.body).not.toHaveProperty('user_Pass');
    expect(JSON.stringify(read.body)).not.toMatch(/argon2/);
    // Level 0 entries are not stored (seed 001 §5).
    expect(
      read.body.user_Function.map(
        (f: { functionality_Name: string; functionality_Level: number }) => [
          f.functionality_Name,
          f.functionality_Level,
        ],
      ),
    ).toEqual([
      ['Painel', 1],
      ['Attendence', 2],
    ]);
    // A new operator gets no group until the console activates one (seed 001 §4).
    expect(read.body.customer).toEqual([
      expect.objectContaining({ customer_Id: acme, group_List: [] }),
    ]);
    const [row] = await server.database.db.select().from(t.users).where(eq(t.users.id, id));
    expect(row!.createdBy).toBe(server.seed.users.manager);
    expect(await auditCount()).toBe(before + 1);

    const token = await server.login('nova1', PASSWORD);
    expect(token).toEqual(expect.any(String));
  });

  it('refuses a caller below User level 3 (read-only at 2)', async () => {
    const res = await save(storeaccount, operator('nova2', { function_Id: 6 }));
    expect(res.status).toBe(403);
    expect((await save(agent1, operator('nova2'))).status).toBe(403);
  });

  it('the level ceiling: no level above the caller’s own (seed 000 §5)', async () => {
    // storeadmin: User 3, Flow 2.
    const over = await save(
      storeadmin,
      operator('nova3', {
        user_Function: [{ functionality_Name: 'Flow', functionality_Level: 3 }],
      }),
    );
    expect(over.status).toBe(400);
    expect(over.body.field).toBe('user_Function');
    expect(over.body.message).toMatch(/Flow/);
    const four = await save(
      manager,
      operator('nova3', {
        user_Function: [{ functionality_Name: 'Flow', functionality_Level: 4 }],
      }),
    );
    expect([four.status, four.body.field]).toEqual([400, 'user_Function']);
    const unknown = await save(
      manager,
      operator('nova3', {
        user_Function: [{ functionality_Name: 'Nope', functionality_Level: 1 }],
      }),
    );
    expect([unknown.status, unknown.body.field]).toEqual([400, 'user_Function']);
    const equal = await save(
      storeadmin,
      operator('nova3', {
        function_Id: 7,
        user_Function: [{ functionality_Name: 'Flow', functionality_Level: 2 }],
      }),
    );
    expect(equal.status).toBe(200);
  });

  it("refuses another customer's ids", async () => {
    // storeadmin works for Acme only.
    const other = await save(
      storeadmin,
      operator('nova4', { customer: [{ customer_Id: borealis }] }),
    );
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toMatch(/Borealis/);
    const agent3 = await save(
      storeadmin,
      operator('agent3', { user_Id: server.seed.users.agent3, user_Pass: '' }),
    );
    expect(agent3.status).toBe(403);
    const missing = await save(storeadmin, operator('ghost', { user_Id: 999999, user_Pass: '' }));
    expect(missing.status).toBe(403);
  });

  it('answers 409 naming user_Login for a login in use (any case)', async () => {
    for (const login of ['agent1', 'AGENT1']) {
      const res = await save(manager, operator(login));
      expect([res.status, res.body.field]).toEqual([409, 'user_Login']);
    }
  });

  it.each([
    ['start_Access', { start_Access: '2026-13-01' }],
    ['start_Access', { start_Access: '2026-02-30' }],
    [
      'end_Access',
      { start_Access: '2026-05-02', end_Access: '2026-05-01', expiration_Date: '2026-05-01' },
    ],
    ['expiration_Date', { expiration_Date: '2031-01-01' }],
    ['att_Start', { att_Start: '25:00' }],
    ['att_End', { att_End: '9h' }],
    ['user_Weekdays', { user_Weekdays: [8] }],
    ['user_Weekdays', { user_Weekdays: [] }],
    ['user_Name', { user_Name: 'a\u0000b' }],
    ['user_Name', { user_Name: '   ' }],
    ['user_Login', { user_Login: 'two words' }],
    ['user_Email', { user_Email: 'not-an-email' }],
    ['user_Pass', { user_Pass: undefined }],
    ['user_Pass', { user_Pass: encodePassword('short1!') }],
    ['user_Pass', { user_Pass: 'not encoded!' }],
    ['function_Id', { function_Id: 9999 }],
    ['customer', { customer: [] }],
    ['channel', { channel: [{ channel_Id: 3 }] }],
  ])('answers 400 naming %s', async (field, overrides) => {
    const res = await save(manager, operator('nova5', overrides));
    // A schema error inside a list names its path (`user_Weekdays.0`).
    expect([res.status, res.body.field.split('.')[0]]).toEqual([400, field]);
  });

  it('only a system administrator gives user_SysAdm or a role above the caller’s', async () => {
    expect((await save(manager, operator('nova6', { user_SysAdm: true }))).status).toBe(403);
    expect((await save(manager, operator('nova6', { function_Id: 1 }))).status).toBe(403);
    const ok = await save(admin, operator('nova6', { user_SysAdm: true, function_Id: 1 }));
    expect(ok.status).toBe(200);
  });

  it('updates an operator: a new password ends its sessions; empty keeps it', async () => {
    const created = await save(manager, operator('nova7'));
    const id = created.body.user_Id as number;
    const token = await server.login('nova7', PASSWORD);
    const renamed = await save(
      manager,
      operator('nova7', { user_Id: id, user_Name: 'Renamed', user_Pass: '' }),
    );
    expect(renamed.status).toBe(200);
    expect((await record(token, id)).body.user_Name).toBe('Renamed');
    const reset = await save(
      manager,
      operator('nova7', { user_Id: id, user_Pass: encodePassword('Outra#Senha7') }),
    );
    expect(reset.status).toBe(200);
    expect((await record(token, id)).status).toBe(401);
    await expect(server.login('nova7', 'Outra#Senha7')).resolves.toEqual(expect.any(String));
  });

  it('a lesser administrator cannot change a greater account', async () => {
    // manager (role 3, not sysadm) and admin (role 1, sysadm).
    const res = await save(
      manager,
      operator('admin', {
        user_Id: server.seed.users.admin,
        user_Pass: encodePassword('Taken#Over1'),
      }),
    );
    expect(res.status).toBe(403);
    // storeadmin (Flow 2) cannot edit the manager-made operator holding Flow 3.
    const strong = await save(
      manager,
      operator('nova8', {
        user_Function: [{ functionality_Name: 'Flow', functionality_Level: 3 }],
      }),
    );
    const edit = await save(
      storeadmin,
      operator('nova8', {
        user_Id: strong.body.user_Id,
        user_Pass: '',
        user_Function: [{ functionality_Name: 'Flow', functionality_Level: 2 }],
      }),
    );
    expect(edit.status).toBe(403);
  });

  it("keeps what another customer's administrator set; leaving a customer ends its groups", async () => {
    const created = await save(
      admin,
      operator('nova9', {
        customer: [{ customer_Id: acme }, { customer_Id: borealis }],
        report: [{ report_Code: 'dashboard:1' }],
      }),
    );
    expect(created.status).toBe(200);
    const id = created.body.user_Id as number;
    const db = server.database.db;
    await db
      .insert(t.userGroups)
      .values({ userId: id, groupId: server.seed.groups['acme:Support']! });
    // Reports: both customers' 'dashboard:1' (admin has function_Id 1).
    expect((await record(admin, id)).body.report).toHaveLength(2);
    // storeadmin works for Acme only: its save touches Acme alone, and sends no reports to keep.
    const mine = await save(
      storeadmin,
      operator('nova9', { user_Id: id, user_Pass: '', report: [] }),
    );
    expect(mine.status).toBe(200);
    const read = await record(admin, id);
    expect(read.body.customer.map((c: { customer_Id: number }) => c.customer_Id)).toEqual([
      acme,
      borealis,
    ]);
    expect(read.body.report).toHaveLength(2); // not function_Id 1: reports untouched
    // The admin removes Acme: the Support membership there ends.
    const left = await save(
      admin,
      operator('nova9', { user_Id: id, user_Pass: '', customer: [{ customer_Id: borealis }] }),
    );
    expect(left.status).toBe(200);
    const [membership] = await db
      .select()
      .from(t.userGroups)
      .where(and(eq(t.userGroups.userId, id)));
    expect(membership!.active).toBe(false);
  });

  it('writes the operator and its audit rows in one transaction: a failing save leaves nothing', async () => {
    const before = await auditCount();
    // The report check fails after the user row was inserted.
    const res = await save(admin, operator('nova10', { report: [{ report_Id: 999999 }] }));
    expect([res.status, res.body.field]).toEqual([400, 'report']);
    const rows = await server.database.db.select().from(t.users).where(eq(t.users.login, 'nova10'));
    expect(rows).toHaveLength(0);
    expect(await auditCount()).toBe(before);
  });

  it('an own record through the form cannot change the own password without old_Pass', async () => {
    const res = await save(
      manager,
      operator('manager', {
        user_Id: server.seed.users.manager,
        function_Id: 3,
        customer: [{ customer_Id: acme }, { customer_Id: borealis }],
        user_Function: [],
      }),
    );
    expect([res.status, res.body.field]).toEqual([400, 'old_Pass']);
  });

  it('the own password change still takes the whole user record (seed 000 §7)', async () => {
    const created = await save(manager, operator('nova11'));
    const token = await server.login('nova11', PASSWORD);
    const own = await record(token, created.body.user_Id);
    const res = await save(token, {
      ...own.body,
      user_Pass: encodePassword('Minha#Nova1'),
      old_Pass: encodePassword(PASSWORD),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user_Id: created.body.user_Id,
      function_Id: 7,
      token: expect.any(String),
    });
  });
});
