import { FLOW_SAVE_RULE_CASES, parseFlowImport, type FlowStep } from '@atende/contract';
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
import { flowCalls, step, useFlowSuite } from './flowSuite';
import type { TestServer } from './harness';

/**
 * The flow designer's provider API (issue 18; seed 001 §3-§7): List_Flow_Steps, List_Step_Type,
 * Data_Flow_Update (the save rules, export then import) and Export_Flow. Access: Flow level 2 reads,
 * level 3 writes (seed 001 §6). Versions and hostile input: flowSafety.api.test.ts (ADR 0023).
 */

const suite = useFlowSuite();
const { save, stepsOf, flowCount, auditOf, newFlow } = flowCalls(suite);
let server: TestServer;
let acme: number;
let borealis: number;
let manager: string;
let storeadmin: string;
let storeaccount: string;
let salesBot: number;
let cardBot: number;
beforeAll(() => {
  ({ server, acme, borealis, manager, storeadmin, storeaccount, salesBot, cardBot } = suite);
});

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

describe('the save rules: the same verdicts as the editor (FLOW_SAVE_RULE_CASES)', () => {
  it.each(FLOW_SAVE_RULE_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const steps = c.steps.map(([id, name, replies]) => ({
      ...step(id, name, []),
      transitions: replies.map(([value, next, nextFlow]) => ({
        transition_Value: value,
        next_Flow_Id: nextFlow ?? 0,
        next_Step_Id: next,
        variable_Value: '',
      })),
    }));
    const res = await save(newFlow(`Rule case ${c.name}`.slice(0, 100), steps));
    const problems = (res.body.problems ?? []) as { stepId: number; code: string }[];
    expect([res.status, problems.map((p) => [p.stepId, p.code])]).toEqual([
      c.broken.length ? 400 : 200,
      c.broken,
    ]);
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

it('saves a 1,000-step flow and reads it back (the bench times it: DESIGN, timings are not asserted here)', async () => {
  const steps = Array.from({ length: 1000 }, (_, i) =>
    step(i, i === 0 ? 'Start' : `Step ${i}`, [
      [`go ${i}`, i + 1 < 1000 ? i + 1 : -1],
      ['end', -1],
    ]),
  );
  const body = newFlow('Big', steps);
  const created = await save(body);
  expect(created.status).toBe(200);
  const res = await save({ ...body, flow_Id: created.body.flow_Id, base_Version: 1 });
  expect(res.body.flow_Version).toBe(2);
  const read = await stepsOf(created.body.flow_Id);
  expect(read.body.steps).toHaveLength(1000);
  expect(read.body.steps[999]).toEqual(steps[999]);
  const kept = await server.call(
    'GET',
    `/api/Flow_Version_Steps?Customer_Id=${acme}&Flow_Id=${created.body.flow_Id}&Version=1`,
    { token: manager },
  );
  expect(kept.body.steps).toEqual(read.body.steps);
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
