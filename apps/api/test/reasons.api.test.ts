import { and, eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';

/**
 * Closing reasons and sub-reasons (seed 001 §7 "Reasons": `GET Reason_Att/Reasons` and
 * `GET SubReason_Att/SubReasons` save; seed 001 §5 the parent reason is never 0; §6 Reasons level).
 * The seed sends them without a token: ours need it and Reasons level 3.
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

interface ReasonRow {
  reason_id: number;
  reason_description: string;
}
interface SubReasonRow {
  sub_reason_Id: number;
  sub_reason_description: string;
  reason_id: number;
}

const saveReason = (
  token: string | undefined,
  q: { customer_id?: number; Reason_Id_Int: number; Reason_Description_Var: string },
) =>
  server.call(
    'GET',
    `/api/Reason_Att/Reasons?${new URLSearchParams({
      customer_id: String(q.customer_id ?? acme),
      Reason_Id_Int: String(q.Reason_Id_Int),
      Reason_Description_Var: q.Reason_Description_Var,
    })}`,
    { token },
  );

const saveSubReason = (
  token: string | undefined,
  q: {
    customer_Id?: number;
    Sub_Reason_Id_Int: number;
    Reason_Id_Int: number;
    Sub_Reason_Description_Var: string;
  },
) =>
  server.call(
    'GET',
    `/api/SubReason_Att/SubReasons?${new URLSearchParams({
      customer_Id: String(q.customer_Id ?? acme),
      Sub_Reason_Id_Int: String(q.Sub_Reason_Id_Int),
      Reason_Id_Int: String(q.Reason_Id_Int),
      Sub_Reason_Description_Var: q.Sub_Reason_Description_Var,
    })}`,
    { token },
  );

const reasonsOf = async (customerId: number, token = agent1) =>
  (await server.call('GET', `/api/Reason_Att?Customer_Id=${customerId}`, { token }))
    .body as ReasonRow[];
const subReasonsOf = async (customerId: number, token = agent1) =>
  (await server.call('GET', `/api/SubReason_Att?Customer_Id=${customerId}`, { token }))
    .body as SubReasonRow[];

const audits = (entity: string, entityId: number) =>
  server.database.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.entity, entity), eq(t.auditLog.entityId, entityId)))
    .orderBy(t.auditLog.id);

/** A seeded reason of a customer, by description. */
async function seeded(customerId: number, description: string): Promise<number> {
  const [row] = await server.database.db
    .select()
    .from(t.reasons)
    .where(and(eq(t.reasons.customerId, customerId), eq(t.reasons.description, description)));
  return row!.id;
}

describe('Reason_Att/Reasons', () => {
  it('creates (id 0) and updates a reason, trimmed; the agent list shows it; both audited', async () => {
    const created = await saveReason(storeadmin, {
      Reason_Id_Int: 0,
      Reason_Description_Var: '  Cancellation  ',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      reason_id: expect.any(Number),
      reason_description: 'Cancellation',
    });
    const id = created.body.reason_id as number;
    expect(await reasonsOf(acme)).toContainEqual({
      reason_id: id,
      reason_description: 'Cancellation',
    });

    const updated = await saveReason(storeadmin, {
      Reason_Id_Int: id,
      Reason_Description_Var: 'Cancellation request',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ reason_id: id, reason_description: 'Cancellation request' });
    const list = await reasonsOf(acme);
    expect(list.filter((r) => r.reason_id === id)).toEqual([
      { reason_id: id, reason_description: 'Cancellation request' },
    ]);
    expect(await reasonsOf(borealis, manager)).not.toContainEqual(
      expect.objectContaining({ reason_id: id }),
    );

    const rows = await audits('reason', id);
    expect(rows.map((r) => [r.action, r.customerId, r.actorId])).toEqual([
      ['create', acme, server.seed.users.storeadmin],
      ['update', acme, server.seed.users.storeadmin],
    ]);
    expect(rows[1]!.before).toEqual({ reason_id: id, reason_description: 'Cancellation' });
    expect(rows[1]!.after).toEqual({ reason_id: id, reason_description: 'Cancellation request' });

    // The console reads the trail with Audit_List (Reasons level 2 suffices to read it).
    const trail = await server.call(
      'GET',
      `/api/Audit_List?Customer_Id=${acme}&Entity=reason&Entity_Id=${id}`,
      { token: storeaccount },
    );
    expect(trail.status).toBe(200);
    expect(trail.body.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
  });

  it('refuses a blank, multi-line or too long description (400 naming it) and a taken one (409)', async () => {
    for (const text of ['   ', 'two\nlines', 'x'.repeat(201), 'bad\u0000']) {
      const res = await saveReason(storeadmin, { Reason_Id_Int: 0, Reason_Description_Var: text });
      expect([JSON.stringify(text), res.status, res.body.field]).toEqual([
        JSON.stringify(text),
        400,
        'Reason_Description_Var',
      ]);
    }
    const taken = await saveReason(storeadmin, {
      Reason_Id_Int: 0,
      Reason_Description_Var: 'billing',
    });
    expect([taken.status, taken.body.field]).toEqual([409, 'Reason_Description_Var']);
    // The same text in another customer is no clash.
    const sales = await seeded(acme, 'Sales');
    const same = await saveReason(storeadmin, {
      Reason_Id_Int: sales,
      Reason_Description_Var: 'Sales',
    });
    expect(same.status).toBe(200);
  });

  it("refuses another customer's reason without leaking it, and another customer's id", async () => {
    const foreign = await seeded(borealis, 'Billing');
    const res = await saveReason(manager, {
      Reason_Id_Int: foreign,
      Reason_Description_Var: 'Hijacked',
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toMatch(/Billing|Borealis/);
    const missing = await saveReason(manager, {
      Reason_Id_Int: 999999,
      Reason_Description_Var: 'Hijacked',
    });
    expect([missing.status, missing.body]).toEqual([404, res.body]);
    const [row] = await server.database.db
      .select()
      .from(t.reasons)
      .where(eq(t.reasons.id, foreign));
    expect(row!.description).toBe('Billing');
    // storeadmin works for Acme only: naming Borealis is refused before anything is read.
    const other = await saveReason(storeadmin, {
      customer_id: borealis,
      Reason_Id_Int: 0,
      Reason_Description_Var: 'Elsewhere',
    });
    expect(other.status).toBe(403);
    expect(await audits('reason', foreign)).toEqual([]);
  });

  it('needs a token and Reasons level 3 (2 is read-only, agents have none)', async () => {
    const q = { Reason_Id_Int: 0, Reason_Description_Var: 'Sneaky' };
    expect((await saveReason(undefined, q)).status).toBe(401);
    expect((await saveReason(storeaccount, q)).status).toBe(403);
    expect((await saveReason(agent1, q)).status).toBe(403);
    expect((await reasonsOf(acme)).map((r) => r.reason_description)).not.toContain('Sneaky');
  });
});

describe('SubReason_Att/SubReasons', () => {
  it('creates and updates a sub-reason under a reason; the agent list shows it; both audited', async () => {
    const tech = await seeded(acme, 'Technical issue');
    const billing = await seeded(acme, 'Billing');
    const created = await saveSubReason(storeadmin, {
      Sub_Reason_Id_Int: 0,
      Reason_Id_Int: tech,
      Sub_Reason_Description_Var: ' Router broken ',
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      sub_reason_Id: expect.any(Number),
      sub_reason_description: 'Router broken',
      reason_id: tech,
    });
    const id = created.body.sub_reason_Id as number;
    expect(await subReasonsOf(acme)).toContainEqual(created.body);

    const moved = await saveSubReason(storeadmin, {
      Sub_Reason_Id_Int: id,
      Reason_Id_Int: billing,
      Sub_Reason_Description_Var: 'Router charged twice',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      sub_reason_Id: id,
      sub_reason_description: 'Router charged twice',
      reason_id: billing,
    });
    expect((await subReasonsOf(acme)).filter((s) => s.sub_reason_Id === id)).toEqual([moved.body]);

    const rows = await audits('subReason', id);
    expect(rows.map((r) => [r.action, r.customerId])).toEqual([
      ['create', acme],
      ['update', acme],
    ]);
    expect(rows[1]!.before).toEqual(created.body);
    expect(rows[1]!.after).toEqual(moved.body);
  });

  it('refuses a parent reason of 0, an unknown one and another customer’s (400 Reason_Id_Int)', async () => {
    const foreign = await seeded(borealis, 'Technical issue');
    const answers = [];
    for (const parent of [0, 999999, foreign]) {
      const res = await saveSubReason(manager, {
        Sub_Reason_Id_Int: 0,
        Reason_Id_Int: parent,
        Sub_Reason_Description_Var: 'Orphan',
      });
      expect([parent, res.status, res.body.field]).toEqual([parent, 400, 'Reason_Id_Int']);
      answers.push(res.body);
    }
    // An unknown reason and another customer's answer alike.
    expect(answers[2]).toEqual(answers[1]);
    expect(JSON.stringify(answers)).not.toMatch(/Borealis|Technical/);
    expect((await subReasonsOf(acme)).map((s) => s.sub_reason_description)).not.toContain('Orphan');
    expect(
      (await subReasonsOf(borealis, manager)).map((s) => s.sub_reason_description),
    ).not.toContain('Orphan');
  });

  it("refuses another customer's sub-reason (404), a taken text under the reason (409), a blank one", async () => {
    const tech = await seeded(acme, 'Technical issue');
    const [foreign] = await server.database.db
      .select()
      .from(t.subReasons)
      .where(eq(t.subReasons.customerId, borealis))
      .limit(1);
    const res = await saveSubReason(manager, {
      Sub_Reason_Id_Int: foreign!.id,
      Reason_Id_Int: tech,
      Sub_Reason_Description_Var: 'Hijacked',
    });
    expect(res.status).toBe(404);
    const [after] = await server.database.db
      .select()
      .from(t.subReasons)
      .where(eq(t.subReasons.id, foreign!.id));
    expect(after).toEqual(foreign);

    const taken = await saveSubReason(storeadmin, {
      Sub_Reason_Id_Int: 0,
      Reason_Id_Int: tech,
      Sub_Reason_Description_Var: 'no signal',
    });
    expect([taken.status, taken.body.field]).toEqual([409, 'Sub_Reason_Description_Var']);
    const blank = await saveSubReason(storeadmin, {
      Sub_Reason_Id_Int: 0,
      Reason_Id_Int: tech,
      Sub_Reason_Description_Var: ' ',
    });
    expect([blank.status, blank.body.field]).toEqual([400, 'Sub_Reason_Description_Var']);
  });

  it('needs a token and Reasons level 3', async () => {
    const tech = await seeded(acme, 'Technical issue');
    const q = { Sub_Reason_Id_Int: 0, Reason_Id_Int: tech, Sub_Reason_Description_Var: 'Sneaky' };
    expect((await saveSubReason(undefined, q)).status).toBe(401);
    expect((await saveSubReason(storeaccount, q)).status).toBe(403);
    expect((await saveSubReason(agent1, q)).status).toBe(403);
    expect((await saveSubReason(storeadmin, { ...q, customer_Id: borealis })).status).toBe(403);
  });
});
