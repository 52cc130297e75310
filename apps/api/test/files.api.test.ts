import { and, eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';
import { addTestUser } from './users';

/**
 * Stored files (seed 001 §2 Files; §6 "Files | Campaign | level 2 or more"; §7 "GET Att_File_List" and
 * "GET Att_File_Update?Customer_Id&Att_File", here `POST Att_File_Update?Customer_Id` with the file
 * object as a JSON body): the bytes go to the file service first, whose `url` is `file_Reference`.
 */

let server: TestServer;
let acme: number;
let borealis: number;
let support: number;
let sales: number;
let serviceDesk: number;
/** Campaign 3 in Acme and Borealis. */
let manager: string;
/** Campaign 3 in Acme only. */
let acmeEditor: string;
/** Campaign 2: reads the list, saves nothing. */
let storeadmin: string;
/** Support and Sales. */
let agent1: string;
/** Support only. */
let agent2: string;

beforeAll(async () => {
  server = await startTestServer();
  acme = server.seed.customers.acme;
  borealis = server.seed.customers.borealis;
  support = server.seed.groups['acme:Support']!;
  sales = server.seed.groups['acme:Sales']!;
  serviceDesk = server.seed.groups['borealis:Service desk']!;
  await addTestUser(server, { login: 'files-editor', customers: [acme], levels: { Campaign: 3 } });
  manager = await server.login('manager');
  acmeEditor = await server.login('files-editor');
  storeadmin = await server.login('storeadmin');
  agent1 = await server.login('agent1');
  agent2 = await server.login('agent2');
});
afterAll(() => server.close());

interface FileRow {
  file_Id: number;
  file_Name: string;
  file_Reference: string;
  enable: boolean;
  att_Group: number[];
}

/** A tiny PDF: the file service checks the first bytes only. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');

/** Uploads a PDF to the file service and answers its address. */
async function upload(token = manager, name = 'terms.pdf'): Promise<string> {
  const res = await server.call('POST', '/files/hornitos/', {
    token,
    body: { file: PDF, format: 'pdf', file_name: name },
  });
  expect(res.status).toBe(200);
  return res.body.url as string;
}

const save = (token: string | undefined, body: Record<string, unknown>, customerId = acme) =>
  server.call('POST', `/api/Att_File_Update?Customer_Id=${customerId}`, { token, body });

const managedList = async (customerId = acme, token = manager) =>
  (await server.call('GET', `/api/Att_File_List_All?Customer_Id=${customerId}`, { token }))
    .body as FileRow[];
const agentList = async (token: string, customerId = acme) =>
  (await server.call('GET', `/api/Att_File_List?Customer_Id=${customerId}`, { token }))
    .body as FileRow[];

const audits = (entityId: number) =>
  server.database.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.entity, 'file'), eq(t.auditLog.entityId, entityId)))
    .orderBy(t.auditLog.id);

let counter = 0;
/** A body for a new file with a fresh name and a fresh upload. */
async function newFile(over: Record<string, unknown> = {}) {
  counter += 1;
  return {
    file_Id: 0,
    file_Name: `File ${counter}`,
    file_Reference: await upload(),
    enable: true,
    att_Group: [],
    ...over,
  };
}

describe('POST Att_File_Update', () => {
  it('creates (id 0) and updates a file with its groups, both audited; the manager list shows it', async () => {
    const reference = await upload();
    const created = await save(manager, {
      file_Id: 0,
      file_Name: '  Price table  ',
      file_Reference: reference,
      enable: true,
      att_Group: [sales, support, sales],
    });
    expect(created.status).toBe(200);
    const id = created.body.file_Id as number;
    expect(created.body).toEqual({
      file_Id: expect.any(Number),
      file_Name: 'Price table',
      file_Reference: reference,
      enable: true,
      att_Group: [support, sales].sort((a, b) => a - b),
    });
    expect(await managedList()).toContainEqual(created.body);

    const other = await upload(manager, 'other.pdf');
    const updated = await save(manager, {
      file_Id: id,
      file_Name: 'Price table 2027',
      file_Reference: other,
      enable: false,
      att_Group: [support],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      file_Id: id,
      file_Name: 'Price table 2027',
      file_Reference: other,
      enable: false,
      att_Group: [support],
    });
    // Disabled files stay in the manager's list, with their groups.
    expect((await managedList()).filter((f) => f.file_Id === id)).toEqual([updated.body]);
    const links = await server.database.db
      .select()
      .from(t.fileGroups)
      .where(eq(t.fileGroups.fileId, id));
    expect(links.map((l) => l.groupId)).toEqual([support]);

    const rows = await audits(id);
    expect(rows.map((r) => [r.action, r.customerId, r.actorId])).toEqual([
      ['create', acme, server.seed.users.manager],
      ['update', acme, server.seed.users.manager],
    ]);
    expect(rows[1]!.before).toEqual(created.body);
    expect(rows[1]!.after).toEqual(updated.body);
    // Campaign 2 reads the trail (Audit_List) and the list, but saves nothing.
    const trail = await server.call(
      'GET',
      `/api/Audit_List?Customer_Id=${acme}&Entity=file&Entity_Id=${id}`,
      { token: storeadmin },
    );
    expect(trail.status).toBe(200);
    expect(trail.body.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect((await managedList(acme, storeadmin)).map((f) => f.file_Id)).toContain(id);
  });

  it('keeps an unchanged stored reference on update (seeded before the check) but no new odd one', async () => {
    const [legacy] = await server.database.db
      .insert(t.attFiles)
      .values({ customerId: acme, name: 'Legacy brochure', reference: 'https://old.example/b.pdf' })
      .returning();
    const keep = await save(manager, {
      file_Id: legacy!.id,
      file_Name: 'Legacy brochure v2',
      file_Reference: 'https://old.example/b.pdf',
      enable: true,
      att_Group: [],
    });
    expect(keep.status).toBe(200);
    const swap = await save(manager, {
      file_Id: legacy!.id,
      file_Name: 'Legacy brochure v2',
      file_Reference: 'https://old.example/c.pdf',
      enable: true,
      att_Group: [],
    });
    expect([swap.status, swap.body.field]).toEqual([400, 'file_Reference']);
  });

  it('refuses a reference the file service did not give (400 file_Reference)', async () => {
    const good = await upload();
    const url = new URL(good);
    const [, , , key, name] = url.pathname.split('/');
    const odd = [
      'javascript:alert(1)',
      'data:application/pdf;base64,JVBERi0=',
      'not a url',
      `https://evil.example${url.pathname}`,
      `${good}?x=1`,
      `${good}#top`,
      good.replace('http://', 'http://user:pw@'),
      good.replace(key!, '00000000-0000-4000-8000-000000000000'),
      good.replace(name!, 'other.pdf'),
      `${url.origin}/api/User_Validate`,
      `ftp://${url.host}${url.pathname}`,
    ];
    for (const reference of odd) {
      const res = await save(manager, await newFile({ file_Reference: reference }));
      expect([reference, res.status, res.body.field]).toEqual([reference, 400, 'file_Reference']);
    }
    expect((await managedList()).map((f) => f.file_Reference)).not.toContain(odd[0]);
  });

  it('answers 400 naming each field: NUL, control characters, wrong types, blank, two lines, long', async () => {
    const cases: Array<[string, unknown]> = [
      ['file_Name', 'bad\u0000name'],
      ['file_Name', 'bell\u0007'],
      ['file_Name', '   '],
      ['file_Name', 'two\nlines'],
      ['file_Name', 'x'.repeat(201)],
      ['file_Name', 42],
      ['file_Reference', 'http://x/\u0000'],
      ['file_Reference', 7],
      ['file_Reference', ''],
      ['enable', 'yes'],
      ['enable', null],
      ['file_Id', -1],
      ['file_Id', 1.5],
      ['file_Id', '1'],
      ['att_Group', 'a'],
      ['att_Group', [0]],
      ['att_Group', ['x']],
      ['att_Group', [1.5]],
      ['att_Group', [2147483648]],
      ['att_Group', Array.from({ length: 201 }, (_, i) => i + 1)],
    ];
    for (const [field, value] of cases) {
      const res = await save(manager, await newFile({ [field]: value }));
      // Nested errors name their path (`att_Group.0`), as every route does.
      const named = String(res.body.field).split('.')[0];
      const seen = [field, JSON.stringify(value), res.status, named];
      expect(seen).toEqual([field, JSON.stringify(value), 400, field]);
    }
  });

  it("refuses another customer's group (400 att_Group), an unknown one, and leaks nothing", async () => {
    for (const group of [serviceDesk, 999999]) {
      const res = await save(manager, await newFile({ att_Group: [support, group] }));
      expect([group, res.status, res.body.field]).toEqual([group, 400, 'att_Group']);
      expect(JSON.stringify(res.body)).not.toMatch(/Service desk|Borealis/);
    }
  });

  it('refuses a taken name regardless of case (409) and keeps the same name in another customer', async () => {
    const first = await save(manager, await newFile({ file_Name: 'Welcome kit' }));
    expect(first.status).toBe(200);
    const taken = await save(manager, await newFile({ file_Name: 'WELCOME KIT' }));
    expect([taken.status, taken.body.field]).toEqual([409, 'file_Name']);
    const elsewhere = await save(manager, await newFile({ file_Name: 'Welcome kit' }), borealis);
    expect(elsewhere.status).toBe(200);
    // Saving a file under its own name is no clash.
    const again = await save(manager, { ...first.body, enable: false });
    expect(again.status).toBe(200);
  });

  it("answers 404 for another customer's file, without changing it", async () => {
    const foreign = await save(manager, await newFile({ file_Name: 'Borealis only' }), borealis);
    expect(foreign.status).toBe(200);
    const res = await save(manager, { ...(await newFile()), file_Id: foreign.body.file_Id });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toMatch(/Borealis/);
    const missing = await save(manager, { ...(await newFile()), file_Id: 999999 });
    expect([missing.status, missing.body]).toEqual([404, res.body]);
    expect((await managedList(borealis)).filter((f) => f.file_Id === foreign.body.file_Id)).toEqual(
      [foreign.body],
    );
  });

  it('needs a token (401), the customer (403) and Campaign level 3 (403 at 2 and for agents)', async () => {
    const body = await newFile({ file_Name: 'Sneaky' });
    expect((await save(undefined, body)).status).toBe(401);
    expect((await save(acmeEditor, body, borealis)).status).toBe(403);
    expect((await save(storeadmin, body)).status).toBe(403);
    expect((await save(agent1, body)).status).toBe(403);
    expect((await managedList()).map((f) => f.file_Name)).not.toContain('Sneaky');
    expect((await save(acmeEditor, body)).status).toBe(200);
  });
});

describe('the lists', () => {
  it('Att_File_List_All needs Campaign 2 and the customer; agents have none', async () => {
    const list = (token: string | undefined, customerId = acme) =>
      server.call('GET', `/api/Att_File_List_All?Customer_Id=${customerId}`, { token });
    expect((await list(undefined)).status).toBe(401);
    expect((await list(agent1)).status).toBe(403);
    expect((await list(acmeEditor, borealis)).status).toBe(403);
    expect((await list(storeadmin)).status).toBe(200);
  });

  it('a Campaign-only manager reads the groups for the form (User_Att_Group_List)', async () => {
    const res = await server.call('GET', `/api/User_Att_Group_List?Customer_Id=${acme}`, {
      token: acmeEditor,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((g: { attendence_Group_Id: number }) => g.attendence_Group_Id)).toEqual(
      expect.arrayContaining([support, sales]),
    );
  });

  it('Att_File_List offers agents the enabled files of their groups and the files with no group', async () => {
    const ofSales = await save(
      manager,
      await newFile({ file_Name: 'Sales deck', att_Group: [sales] }),
    );
    const ofAll = await save(manager, await newFile({ file_Name: 'For everyone' }));
    const off = await save(
      manager,
      await newFile({ file_Name: 'Withdrawn', enable: false, att_Group: [support] }),
    );
    const forBorealis = await save(
      manager,
      await newFile({ file_Name: 'Borealis desk', att_Group: [serviceDesk] }),
      borealis,
    );
    for (const res of [ofSales, ofAll, off, forBorealis]) expect(res.status).toBe(200);

    const names1 = (await agentList(agent1)).map((f) => f.file_Name);
    expect(names1).toEqual(expect.arrayContaining(['Sales deck', 'For everyone']));
    expect(names1).not.toContain('Withdrawn');
    expect(names1).not.toContain('Borealis desk');

    const names2 = (await agentList(agent2)).map((f) => f.file_Name);
    expect(names2).toContain('For everyone');
    expect(names2).not.toContain('Sales deck');
    expect(names2).not.toContain('Withdrawn');
    expect((await agentList(agent2)).every((f) => f.enable)).toBe(true);

    // Enabling it again offers it to Support (agent2) again.
    const back = await save(manager, { ...off.body, enable: true });
    expect(back.status).toBe(200);
    expect((await agentList(agent2)).map((f) => f.file_Name)).toContain('Withdrawn');
  });
});
