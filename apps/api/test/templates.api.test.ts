import { and, eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { addTestUser } from './users';

/**
 * Message template administration (seed 001 §7 "GET Message_Template_List?Customer_Id", "GET
 * Message_Template_Update?Customer_Id&Message_Id&Message_Template&Message_Template_Name&Enable plus
 * repeated att_Group"; §6 Templates: level 2 reads, 3 edits). By GET as the seed, with the token.
 */

let server: TestServer;
let acme: number;
let borealis: number;
let manager: string;
let storeadmin: string;
let storeaccount: string;
let agent1: string;
let agent2: string;
let hsmOnly: string;

beforeAll(async () => {
  server = await startTestServer();
  acme = server.seed.customers.acme;
  borealis = server.seed.customers.borealis;
  await addTestUser(server, { login: 'tpl-hsm', customers: [acme], levels: { HSM: 2 } });
  manager = await server.login('manager');
  storeadmin = await server.login('storeadmin');
  storeaccount = await server.login('storeaccount');
  agent1 = await server.login('agent1');
  agent2 = await server.login('agent2');
  hsmOnly = await server.login('tpl-hsm');
});
afterAll(() => server.close());

interface TemplateRow {
  message_Id: number;
  message_Template_Name: string;
  message_Template: string;
  enable?: boolean;
  att_Group?: number[];
}

interface SaveQuery {
  Customer_Id?: number;
  Message_Id: number;
  Message_Template_Name: string;
  Message_Template: string;
  Enable?: boolean;
  att_Group?: Array<number | string>;
}

/** The query as the console sends it: one `att_Group` per group. */
function saveUrl(q: SaveQuery): string {
  const query = new URLSearchParams({
    Customer_Id: String(q.Customer_Id ?? acme),
    Message_Id: String(q.Message_Id),
    Message_Template: q.Message_Template,
    Message_Template_Name: q.Message_Template_Name,
    Enable: String(q.Enable ?? true),
  });
  for (const g of q.att_Group ?? []) query.append('att_Group', String(g));
  return `/api/Message_Template_Update?${query}`;
}

const save = (token: string | undefined, q: SaveQuery) => server.call('GET', saveUrl(q), { token });

const listOf = async (customerId: number, token = storeaccount) =>
  (await server.call('GET', `/api/Message_Template_List?Customer_Id=${customerId}`, { token }))
    .body as TemplateRow[];

const offeredTo = async (token: string) =>
  (
    (await server.call('GET', `/api/Message_Template_User_List?Customer_Id=${acme}`, { token }))
      .body as TemplateRow[]
  ).map((r) => r.message_Template_Name);

const audits = (entityId: number) =>
  server.database.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.entity, 'template'), eq(t.auditLog.entityId, entityId)))
    .orderBy(t.auditLog.id);

const group = (name: string) => server.seed.groups[name]!;

async function seeded(customerId: number, name: string): Promise<number> {
  const [row] = await server.database.db
    .select()
    .from(t.messageTemplates)
    .where(and(eq(t.messageTemplates.customerId, customerId), eq(t.messageTemplates.name, name)));
  return row!.id;
}

describe('Message_Template_List', () => {
  it('lists every template of the customer by id, the disabled ones too, with their groups', async () => {
    const list = await listOf(acme);
    expect(list.map((r) => r.message_Template_Name)).toEqual([
      'auto-asignacion',
      'Greeting',
      'Closing',
      'Old promo',
      'order_update',
    ]);
    const ids = list.map((r) => r.message_Id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(list[3]).toEqual({
      message_Id: expect.any(Number),
      message_Template_Name: 'Old promo',
      message_Template: 'This promotion has ended.',
      enable: false,
      att_Group: [],
    });
    // The bulk-send template, offered to one group.
    expect(list[4]).toMatchObject({ message_Template_Name: 'order_update', enable: true });
    expect(list[4]!.att_Group).toHaveLength(1);
    // Only the customer's own.
    const theirs = await listOf(borealis, manager);
    expect(theirs.map((r) => r.message_Id).some((id) => ids.includes(id))).toBe(false);
  });

  it('needs a token, the customer, and Template (or HSM) level 2', async () => {
    const url = `/api/Message_Template_List?Customer_Id=${acme}`;
    expect((await server.call('GET', url)).status).toBe(401);
    expect((await server.call('GET', url, { token: agent1 })).status).toBe(403);
    expect((await server.call('GET', url, { token: hsmOnly })).status).toBe(200);
    const other = await server.call('GET', `/api/Message_Template_List?Customer_Id=${borealis}`, {
      token: storeaccount,
    });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toMatch(/Borealis|promo/);
  });
});

describe('Message_Template_Update', () => {
  it('creates (id 0) with repeated att_Group, updates with its groups replaced; both audited', async () => {
    const created = await save(storeadmin, {
      Message_Id: 0,
      Message_Template_Name: '  Sales hello  ',
      Message_Template: 'Hi, {{Agent_Name}} from sales.\nHow can I help?',
      att_Group: [group('acme:Sales'), group('acme:Support')],
    });
    expect(created.status).toBe(200);
    const id = created.body.message_Id as number;
    expect(created.body).toEqual({
      message_Id: expect.any(Number),
      message_Template_Name: 'Sales hello',
      message_Template: 'Hi, {{Agent_Name}} from sales.\nHow can I help?',
      enable: true,
      att_Group: [group('acme:Support'), group('acme:Sales')].sort((a, b) => a - b),
    });
    expect(await listOf(acme)).toContainEqual(created.body);

    // A single att_Group is a list of one; the old groups are gone.
    const updated = await save(storeadmin, {
      Message_Id: id,
      Message_Template_Name: 'Sales hello',
      Message_Template: 'Bye',
      Enable: false,
      att_Group: [group('acme:Billing')],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      message_Id: id,
      message_Template_Name: 'Sales hello',
      message_Template: 'Bye',
      enable: false,
      att_Group: [group('acme:Billing')],
    });
    const links = await server.database.db
      .select()
      .from(t.templateGroups)
      .where(eq(t.templateGroups.templateId, id));
    expect(links.map((l) => l.groupId)).toEqual([group('acme:Billing')]);

    // No att_Group at all: no group (offered to every agent).
    const none = await save(storeadmin, {
      Message_Id: id,
      Message_Template_Name: 'Sales hello',
      Message_Template: 'Bye',
      Enable: false,
    });
    expect(none.body.att_Group).toEqual([]);

    const rows = await audits(id);
    expect(rows.map((r) => [r.action, r.customerId, r.actorId])).toEqual([
      ['create', acme, server.seed.users.storeadmin],
      ['update', acme, server.seed.users.storeadmin],
      ['update', acme, server.seed.users.storeadmin],
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[1]!.before).toEqual(created.body);
    expect(rows[1]!.after).toEqual(updated.body);

    // The console reads the trail with Audit_List (Template level 2 suffices to read it).
    const trail = await server.call(
      'GET',
      `/api/Audit_List?Customer_Id=${acme}&Entity=template&Entity_Id=${id}`,
      { token: storeaccount },
    );
    expect(trail.status).toBe(200);
    expect(trail.body.map((e: { action: string }) => e.action)).toEqual([
      'update',
      'update',
      'create',
    ]);
  });

  it("offers a new enabled template to the agents of its groups only (the desk's list)", async () => {
    const created = await save(manager, {
      Message_Id: 0,
      Message_Template_Name: 'Sales only',
      Message_Template: 'Sales here',
      att_Group: [group('acme:Sales')],
    });
    expect(created.status).toBe(200);
    expect(await offeredTo(agent1)).toContain('Sales only'); // Support and Sales
    expect(await offeredTo(agent2)).not.toContain('Sales only'); // Support only
    await save(manager, {
      Message_Id: created.body.message_Id,
      Message_Template_Name: 'Sales only',
      Message_Template: 'Sales here',
      Enable: false,
      att_Group: [group('acme:Sales')],
    });
    expect(await offeredTo(agent1)).not.toContain('Sales only');
  });

  it('refuses bad fields with 400 naming them, writing nothing', async () => {
    const good = {
      Message_Id: 0,
      Message_Template_Name: 'Fine',
      Message_Template: 'Fine text',
    };
    const cases: Array<[Partial<SaveQuery>, string]> = [
      [{ Message_Template_Name: '   ' }, 'Message_Template_Name'],
      [{ Message_Template_Name: 'two\nlines' }, 'Message_Template_Name'],
      [{ Message_Template_Name: 'x'.repeat(101) }, 'Message_Template_Name'],
      [{ Message_Template_Name: 'bad\u0000' }, 'Message_Template_Name'],
      [{ Message_Template: ' \n ' }, 'Message_Template'],
      [{ Message_Template: 'x'.repeat(4097) }, 'Message_Template'],
      [{ Message_Template: 'nul\u0000' }, 'Message_Template'],
      [{ Message_Template: 'bell\u0007' }, 'Message_Template'],
      [{ Message_Id: 'x' as never }, 'Message_Id'],
      [{ Message_Id: -1 }, 'Message_Id'],
      [{ Enable: 'maybe' as never }, 'Enable'],
      [{ att_Group: ['x'] }, 'att_Group'],
      [{ att_Group: [group('acme:Sales'), 'x'] }, 'att_Group'],
      [{ att_Group: [0] }, 'att_Group'],
      [{ att_Group: [group('borealis:Service desk')] }, 'att_Group'],
      [{ att_Group: [group('acme:Sales'), 999999] }, 'att_Group'],
      [{ att_Group: Array.from({ length: 201 }, () => group('acme:Sales')) }, 'att_Group'],
    ];
    for (const [change, field] of cases) {
      const res = await save(manager, { ...good, ...change });
      expect([JSON.stringify(change).slice(0, 80), res.status, res.body.field]).toEqual([
        JSON.stringify(change).slice(0, 80),
        400,
        field,
      ]);
    }
    // Another customer's group and an unknown one answer alike, leaking nothing.
    const foreign = await save(manager, { ...good, att_Group: [group('borealis:Service desk')] });
    const unknown = await save(manager, { ...good, att_Group: [999999] });
    expect(foreign.body).toEqual(unknown.body);
    expect(JSON.stringify(foreign.body)).not.toMatch(/Service desk|Borealis/);
    expect((await listOf(acme)).map((r) => r.message_Template_Name)).not.toContain('Fine');
  });

  it('refuses a taken name regardless of case (409), but not in another customer', async () => {
    const taken = await save(storeadmin, {
      Message_Id: 0,
      Message_Template_Name: 'GREETING',
      Message_Template: 'Again',
    });
    expect([taken.status, taken.body.field]).toEqual([409, 'Message_Template_Name']);
    // Renaming another template to it too; keeping its own name is no clash.
    const closing = await seeded(acme, 'Closing');
    const rename = await save(storeadmin, {
      Message_Id: closing,
      Message_Template_Name: 'greeting',
      Message_Template: 'x',
    });
    expect(rename.status).toBe(409);
    const same = await save(storeadmin, {
      Message_Id: closing,
      Message_Template_Name: 'Closing',
      Message_Template: 'Thank you for contacting us. Have a great day!',
    });
    expect(same.status).toBe(200);
    const elsewhere = await save(manager, {
      Customer_Id: borealis,
      Message_Id: 0,
      Message_Template_Name: 'Sales hello',
      Message_Template: 'Hola',
    });
    expect(elsewhere.status).toBe(200);
  });

  it("refuses another customer's template (404, like an unknown one) and leaves it as it was", async () => {
    const foreign = await seeded(borealis, 'Greeting');
    const res = await save(manager, {
      Message_Id: foreign,
      Message_Template_Name: 'Hijacked',
      Message_Template: 'Hijacked',
    });
    expect(res.status).toBe(404);
    const missing = await save(manager, {
      Message_Id: 999999,
      Message_Template_Name: 'Hijacked',
      Message_Template: 'Hijacked',
    });
    expect([missing.status, missing.body]).toEqual([404, res.body]);
    const [row] = await server.database.db
      .select()
      .from(t.messageTemplates)
      .where(eq(t.messageTemplates.id, foreign));
    expect(row!.name).toBe('Greeting');
    expect(await audits(foreign)).toEqual([]);
  });

  it('needs a token, the customer and Template level 3 (2 is read-only, agents have none)', async () => {
    const q = { Message_Id: 0, Message_Template_Name: 'Sneaky', Message_Template: 'Sneaky' };
    expect((await save(undefined, q)).status).toBe(401);
    expect((await save(storeaccount, q)).status).toBe(403);
    expect((await save(agent1, q)).status).toBe(403);
    expect((await save(hsmOnly, q)).status).toBe(403);
    const other = await save(storeadmin, { ...q, Customer_Id: borealis });
    expect(other.status).toBe(403);
    expect((await listOf(acme)).map((r) => r.message_Template_Name)).not.toContain('Sneaky');
    expect((await listOf(borealis, manager)).map((r) => r.message_Template_Name)).not.toContain(
      'Sneaky',
    );
  });
});
