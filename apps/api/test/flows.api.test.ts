import { FLOW_LIMITS, parseFlowImport, type FlowStep, type FlowUpdateBody } from '@atende/contract';
import {
  FlowErrorBodySchema,
  FlowExportRowSchema,
  FlowStepsAnswerSchema,
  FlowStepTypeSchema,
  FlowUpdateAnswerSchema,
  FlowVersionEntrySchema,
} from '@atende/contract/schemas';
import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { and, eq, sql } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { startTestServer, type TestServer } from './harness';

/**
 * The flow designer's provider API (issue 18; seed 001 §3-§7): List_Flow_Steps, List_Step_Type,
 * Data_Flow_Update, Export_Flow and the version history (Flow_Version_List, Flow_Version_Steps,
 * Flow_Version_Restore; ADR 0023). Access: Flow level 2 reads, level 3 writes (seed 001 §6).
 */

let server: TestServer;
let acme: number;
let borealis: number;
let manager: string;
let storeadmin: string;
let storeaccount: string;
let salesBot: number;
let cardBot: number;

beforeAll(async () => {
  server = await startTestServer();
  acme = server.seed.customers.acme;
  borealis = server.seed.customers.borealis;
  manager = await server.login('manager');
  storeadmin = await server.login('storeadmin');
  storeaccount = await server.login('storeaccount');
  const flows = await server.database.db.select().from(t.flows);
  salesBot = flows.find((f) => f.name === 'Sales bot')!.id;
  cardBot = flows.find((f) => f.name === 'Card support bot')!.id;
});
afterAll(() => server.close());

/** A step with empty fields and the given replies (-1 final). */
function step(id: number, name: string, replies: [string, number][], type = 1): FlowStep {
  return {
    step_Id: id,
    step_Name: name,
    step_Type: type,
    step_Message: `Message of ${name}[br]second line`,
    step_Integration_Method: '',
    step_Integration: '',
    step_Integration_Parameter: '',
    step_Integration_Headers: '',
    step_Integration_Authorize: '',
    step_Calculation: '',
    step_Image_URL: '',
    step_Operational_Variable: '',
    step_Validation: '',
    pos_X: 100 + id * 380,
    pos_Y: 100,
    additional_var: '',
    initial_Step: id === 0,
    transitions: replies.map(([value, next]) => ({
      transition_Value: value,
      next_Flow_Id: 0,
      next_Step_Id: next,
      variable_Value: '',
    })),
  };
}

/** A valid new flow of Acme: Start -> Ask -> final. */
function newFlow(name: string, steps?: FlowStep[]): FlowUpdateBody {
  return {
    flow_Id: 0,
    flow_Name: name,
    channel_Id: 1,
    initial_Step_Id: 0,
    identify_Initial_Message: 'hello',
    start_DateTime: '2026-01-01T00:00:00.000Z',
    end_DateTime: null,
    exit_String: 'Salida',
    exit_Message: 'Hasta luego, muchas gracias por comunicarse con nosotros',
    customer_Id: acme,
    steps: steps ?? [step(0, 'Start', [['1', 1]]), step(1, 'Ask', [['ok', -1]], 3)],
  };
}

const save = (body: unknown, token = manager) =>
  server.call('POST', '/api/Data_Flow_Update', { token, body });
const stepsOf = (flowId: number, customerId = acme, token = manager) =>
  server.call('GET', `/api/List_Flow_Steps?Flow_Id=${flowId}&Customer_Id=${customerId}`, { token });
const flowCount = async () =>
  (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(t.flows))[0]!.n;
const auditOf = (flowId: number) =>
  server.database.db
    .select()
    .from(t.auditLog)
    .where(and(eq(t.auditLog.entity, 'flow'), eq(t.auditLog.entityId, flowId)))
    .orderBy(t.auditLog.id);

describe('reading (Flow level 2)', () => {
  it('List_Step_Type answers the step types of the seed 001 §4 table', async () => {
    const res = await server.call('GET', `/api/List_Step_Type?Customer_Id=${acme}`, {
      token: storeadmin,
    });
    expect(res.status).toBe(200);
    const ids = (res.body as { step_Type_Id: number }[]).map((r) => r.step_Type_Id);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 15]));
    const denied = await server.call('GET', `/api/List_Step_Type?Customer_Id=${acme}`, {
      token: storeaccount,
    });
    expect(denied.status).toBe(403);
  });

  it('List_Flow and List_Flow_Steps carry the version; the steps come with the flow fields', async () => {
    const list = await server.call('GET', `/api/List_Flow?Active_Flow=true&Customer_Id=${acme}`, {
      token: storeadmin,
    });
    expect(list.body.find((f: { flow_Id: number }) => f.flow_Id === salesBot).flow_Version).toBe(1);
    const res = await stepsOf(salesBot, acme, storeadmin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ flow_Id: salesBot, flow_Name: 'Sales bot', flow_Version: 1 });
    expect(res.body.steps.map((s: FlowStep) => s.step_Name)).toEqual(['Start', 'Sales', 'Support']);
  });

  it("answers 404 for another customer's flow and 403 for a customer the caller does not serve", async () => {
    expect((await stepsOf(cardBot, acme)).status).toBe(404);
    const other = await server.call(
      'GET',
      `/api/Export_Flow?Customer_Id=${acme}&Flow_Id=${cardBot}`,
      {
        token: manager,
      },
    );
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toMatch(/Card support/);
    expect((await stepsOf(cardBot, borealis, storeadmin)).status).toBe(403);
  });
});

describe('Data_Flow_Update', () => {
  it('creates a flow, stores its steps as sent (positions rounded) and audits the save', async () => {
    const body = newFlow('Created');
    body.steps[1]!.pos_X = 480.6;
    const res = await save(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ flow_Id: expect.any(Number), flow_Version: 1 });
    const read = await stepsOf(res.body.flow_Id);
    expect(read.body).toMatchObject({ flow_Name: 'Created', flow_Version: 1, customer_Id: acme });
    expect(read.body.steps[1]).toEqual({ ...body.steps[1], pos_X: 481 });
    expect(read.body.steps[0].step_Message).toBe('Message of Start[br]second line');
    const [audit] = await auditOf(res.body.flow_Id);
    expect(audit).toMatchObject({ action: 'create', before: null });
    expect(audit!.after).toMatchObject({ step_Count: 2, save_Source: 'editor', flow_Version: 1 });
  });

  it('refuses a caller at Flow level 2 (read-only editor)', async () => {
    const res = await save(newFlow('Read only'), storeadmin);
    expect(res.status).toBe(403);
  });

  it.each([
    ['noReplies', [step(0, 'Start', [['1', 1]]), step(1, 'Dead end', [])], 1],
    [
      'repeatedReply',
      [
        step(0, 'Start', [
          ['1', 1],
          ['1', 1],
        ]),
        step(1, 'B', [['x', -1]]),
      ],
      0,
    ],
    ['noIncoming', [step(0, 'Start', [['1', -1]]), step(1, 'Orphan', [['x', -1]])], 1],
  ])(
    'refuses a flow breaking %s with 400 flow_invalid naming the step, writing nothing',
    async (code, steps, stepId) => {
      const before = await flowCount();
      const res = await save(newFlow('Broken', steps as FlowStep[]));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'flow_invalid', field: 'steps' });
      expect(res.body.problems).toContainEqual(expect.objectContaining({ code, stepId }));
      expect(res.body.message).toContain(`id ${stepId}`);
      expect(await flowCount()).toBe(before);
    },
  );
});

describe('versions', () => {
  let flowId: number;
  beforeAll(async () => {
    flowId = (await save(newFlow('Versioned'))).body.flow_Id;
  });

  it('needs base_Version to update, refuses an older one with who saved and when, keeps history', async () => {
    const body = { ...newFlow('Versioned v2'), flow_Id: flowId };
    const blind = await save(body);
    expect([blind.status, blind.body.field]).toEqual([400, 'base_Version']);
    const first = await save({ ...body, base_Version: 1 });
    expect(first.body).toEqual({ flow_Id: flowId, flow_Version: 2 });
    const stale = await save({ ...body, flow_Name: 'Lost update', base_Version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error: 'flow_version_conflict',
      conflict: { version: 2, saved_By: { user_Login: 'manager' } },
    });
    expect(Date.parse(stale.body.conflict.saved_At)).not.toBeNaN();
    expect((await stepsOf(flowId)).body.flow_Name).toBe('Versioned v2');

    const versions = await server.call(
      'GET',
      `/api/Flow_Version_List?Customer_Id=${acme}&Flow_Id=${flowId}`,
      { token: storeadmin },
    );
    expect(
      versions.body.map((v: { version: number; step_Count: number }) => [v.version, v.step_Count]),
    ).toEqual([
      [2, 2],
      [1, 2],
    ]);
    expect(versions.body[1].saved_By.user_Login).toBe('manager');
  });

  it('reads an earlier version and restores it as a new version (audited), over the current one only', async () => {
    const v1 = await server.call(
      'GET',
      `/api/Flow_Version_Steps?Customer_Id=${acme}&Flow_Id=${flowId}&Version=1`,
      { token: storeadmin },
    );
    expect(v1.body).toMatchObject({ flow_Name: 'Versioned', flow_Version: 1 });
    const missing = await server.call(
      'GET',
      `/api/Flow_Version_Steps?Customer_Id=${acme}&Flow_Id=${flowId}&Version=99`,
      { token: manager },
    );
    expect(missing.status).toBe(404);
    const restore = (base: number, token = manager) =>
      server.call(
        'POST',
        `/api/Flow_Version_Restore?Customer_Id=${acme}&Flow_Id=${flowId}&Version=1&Base_Version=${base}`,
        { token },
      );
    expect((await restore(2, storeadmin)).status).toBe(403);
    expect((await restore(1)).status).toBe(409);
    const restored = await restore(2);
    expect(restored.body).toEqual({ flow_Id: flowId, flow_Version: 3 });
    const now = await stepsOf(flowId);
    expect(now.body).toMatchObject({ flow_Name: 'Versioned', flow_Version: 3 });
    expect(now.body.steps).toEqual(v1.body.steps);
    const audit = await auditOf(flowId);
    expect(audit.map((a) => [a.action, (a.after as { save_Source: string }).save_Source])).toEqual([
      ['create', 'editor'],
      ['update', 'editor'],
      ['update', 'restore'],
    ]);
    expect(audit[2]!.after).toMatchObject({ restored_From: 1, flow_Version: 3 });
  });
});

describe('export and import', () => {
  it('Export_Flow rows imported back give the same flow (saved as a new flow, audited as an import)', async () => {
    const exported = await server.call(
      'GET',
      `/api/Export_Flow?Customer_Id=${acme}&Flow_Id=${salesBot}`,
      {
        token: storeadmin,
      },
    );
    expect(exported.status).toBe(200);
    expect(exported.body[0]).toMatchObject({ step_Name: 'Exit', flow_Name: 'Sales bot' });
    const parsed = parseFlowImport(JSON.stringify(exported.body), acme);
    if (!parsed.ok) throw new Error(parsed.error.code);
    const res = await save(parsed.body);
    expect(res.status).toBe(200);
    const original = (await stepsOf(salesBot)).body;
    const copy = (await stepsOf(res.body.flow_Id)).body;
    expect(copy.steps).toEqual(original.steps);
    const { flow_Id: _a, ...originalFields } = original;
    const { flow_Id: _b, ...copyFields } = copy;
    expect(copyFields).toEqual(originalFields);
    const [audit] = await auditOf(res.body.flow_Id);
    expect(audit!.after).toMatchObject({ save_Source: 'import' });
  });
});

describe('hostile bodies: a clear 400 (or 413), nothing written', () => {
  // Built inside the test: the seeded customer ids exist only once the server started.
  const bad = (change: (body: FlowUpdateBody) => unknown) => () => change(newFlow('Hostile'));
  it.each([
    [
      'NUL in a message',
      bad((b) => ((b.steps[0]!.step_Message = 'a\u0000b'), b)),
      'steps.0.step_Message',
    ],
    [
      'a control character in a reply',
      bad((b) => ((b.steps[0]!.transitions[0]!.transition_Value = '\u001b[31m'), b)),
      'steps.0.transitions.0.transition_Value',
    ],
    ['a position out of range', bad((b) => ((b.steps[1]!.pos_X = 1e12), b)), 'steps.1.pos_X'],
    ['a text for a number', bad((b) => ({ ...b, channel_Id: 'one' })), 'channel_Id'],
    ['a fractional step id', bad((b) => ((b.steps[1]!.step_Id = 1.5), b)), 'steps.1.step_Id'],
    [
      'a next step below -1',
      bad((b) => ((b.steps[0]!.transitions[0]!.next_Step_Id = -2), b)),
      'steps.0.transitions.0.next_Step_Id',
    ],
    [
      'an over-long name',
      bad((b) => ({ ...b, flow_Name: 'x'.repeat(FLOW_LIMITS.nameLength + 1) })),
      'flow_Name',
    ],
    ['no steps', bad((b) => ({ ...b, steps: [] })), 'steps'],
    ['two steps with one id', bad((b) => ((b.steps[1]!.step_Id = 0), b)), 'steps'],
    [
      'an initial step that is not a step',
      bad((b) => ({ ...b, initial_Step_Id: 7 })),
      'initial_Step_Id',
    ],
    ['an unreadable date', bad((b) => ({ ...b, start_DateTime: 'yesterday' })), 'start_DateTime'],
    ['a blank name', bad((b) => ({ ...b, flow_Name: '   ' })), 'flow_Name'],
    [
      'too many replies',
      bad(
        (b) => (
          (b.steps[0]!.transitions = Array.from(
            { length: FLOW_LIMITS.maxRepliesPerStep + 1 },
            (_, i) => ({
              transition_Value: `${i}`,
              next_Flow_Id: 0,
              next_Step_Id: 1,
              variable_Value: '',
            }),
          )),
          b
        ),
      ),
      'steps.0.transitions',
    ],
  ])('%s', async (_what, body, field) => {
    const before = await flowCount();
    const res = await save(body());
    expect([res.status, res.body.field]).toEqual([400, field]);
    expect(await flowCount()).toBe(before);
  });

  it('refuses __proto__ keys, a body that is not JSON, too many steps and an oversized body', async () => {
    const before = await flowCount();
    const raw = (text: string) =>
      fetch(`${server.url}/api/Data_Flow_Update`, {
        method: 'POST',
        headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json' },
        body: text,
      });
    const proto = JSON.stringify(newFlow('Proto')).replace('{', '{"__proto__":{"admin":true},');
    expect((await raw(proto)).status).toBe(400);
    expect((await raw('{"flow_Name": ')).status).toBe(400);
    const many = newFlow(
      'Many',
      Array.from({ length: FLOW_LIMITS.maxSteps + 1 }, (_, i) =>
        step(i, i ? `s${i}` : 'Start', [['x', i + 1]]),
      ),
    );
    expect((await save(many)).body.field).toBe('steps');
    const huge = newFlow('Huge');
    huge.identify_Initial_Message = 'x'.repeat(FLOW_LIMITS.maxBodyBytes + 10);
    expect((await save(huge)).status).toBe(413);
    expect(await flowCount()).toBe(before);
  });

  it("refuses another customer's flow id (404) and a customer the caller does not serve (403)", async () => {
    const other = await save({ ...newFlow('Steal'), flow_Id: cardBot, base_Version: 1 });
    expect(other.status).toBe(404);
    const foreign = await save({ ...newFlow('Foreign'), customer_Id: borealis }, storeadmin);
    expect(foreign.status).toBe(403);
    const [card] = await server.database.db.select().from(t.flows).where(eq(t.flows.id, cardBot));
    expect(card!.name).toBe('Card support bot');
  });
});

it('saves a 1,000-step flow in one go, well under a second on the server', async () => {
  const steps = Array.from({ length: 1000 }, (_, i) =>
    step(i, i === 0 ? 'Start' : `Step ${i}`, [
      [`go ${i}`, i + 1 < 1000 ? i + 1 : -1],
      ['end', -1],
    ]),
  );
  const body = newFlow('Big', steps);
  const created = await save(body);
  expect(created.status).toBe(200);
  const started = performance.now();
  const res = await save({ ...body, flow_Id: created.body.flow_Id, base_Version: 1 });
  const elapsed = performance.now() - started;
  expect(res.body.flow_Version).toBe(2);
  expect((await stepsOf(created.body.flow_Id)).body.steps).toHaveLength(1000);
  expect(elapsed).toBeLessThan(1000);
});

it('answers every flow call in the shape of its contract schema', async () => {
  const conforms = (schema: TSchema, value: unknown) =>
    expect([...Value.Errors(schema, value)].map((e) => `${e.path}: ${e.message}`)).toEqual([]);
  const get = async (path: string) =>
    (await server.call('GET', `/api/${path}`, { token: manager })).body;
  const q = `Customer_Id=${acme}&Flow_Id=${salesBot}`;
  conforms(FlowStepsAnswerSchema, await get(`List_Flow_Steps?${q}`));
  conforms(Type.Array(FlowStepTypeSchema), await get(`List_Step_Type?Customer_Id=${acme}`));
  conforms(Type.Array(FlowExportRowSchema), await get(`Export_Flow?${q}`));
  conforms(Type.Array(FlowVersionEntrySchema), await get(`Flow_Version_List?${q}`));
  conforms(FlowStepsAnswerSchema, await get(`Flow_Version_Steps?${q}&Version=1`));
  conforms(FlowUpdateAnswerSchema, (await save(newFlow('Shaped'))).body);
  conforms(FlowErrorBodySchema, (await save(newFlow('Bad', [step(0, 'Start', [])]))).body);
});
