import { FLOW_LIMITS, type FlowUpdateBody } from '@atende/contract';
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema';
import { flowCalls, step, useFlowSuite } from './flowSuite';
import type { TestServer } from './harness';

/**
 * Saving flows safely (issue 18, ADR 0023): versions (a save over an older version is refused with
 * who saved and when; two simultaneous saves; history; restore as a new version) and hostile bodies
 * (a clear 400 or 413 naming the field, nothing written; another customer's flow).
 */

const suite = useFlowSuite();
const { save, stepsOf, flowCount, auditOf, newFlow } = flowCalls(suite);
let server: TestServer;
let acme: number;
let borealis: number;
let manager: string;
let storeadmin: string;
let cardBot: number;
beforeAll(() => {
  ({ server, acme, borealis, manager, storeadmin, cardBot } = suite);
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

  it('lets one of two simultaneous saves over the same version through and refuses the other', async () => {
    const created = (await save(newFlow('Race'))).body.flow_Id as number;
    const body = (name: string) => ({ ...newFlow(name), flow_Id: created, base_Version: 1 });
    const answers = await Promise.all([save(body('Race A')), save(body('Race B'))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(winner.body.flow_Version).toBe(2);
    const stored = (await stepsOf(created)).body;
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.conflict.version).toBe(2);
    expect(stored.flow_Version).toBe(2);
    expect(['Race A', 'Race B']).toContain(stored.flow_Name);
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
    // JSON.parse reads 1e400 as Infinity: refused by the schema's bounds, naming the field.
    const infinite = JSON.stringify(newFlow('Infinite')).replace('"pos_X":100,', '"pos_X":1e400,');
    const infiniteAnswer = await raw(infinite);
    expect([
      infiniteAnswer.status,
      ((await infiniteAnswer.json()) as { field: string }).field,
    ]).toEqual([400, 'steps.0.pos_X']);
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
