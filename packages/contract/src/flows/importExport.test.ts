import { FLOW_LIMITS, flowExportRows, parseFlowImport } from './index';
import { goodFlow, step } from './testFlows';

describe('flowExportRows and parseFlowImport (seed 001 §4)', () => {
  it('export then import gives the same flow, as a new flow of the importing customer', () => {
    const flow = goodFlow();
    flow.steps[0]!.step_Message = 'Olá[br]1 vendas[br]2 suporte';
    flow.steps.push(step(3, 'Bare', []));
    const rows = flowExportRows(flow);
    expect(rows[0]).toMatchObject({ step_Id: -1, step_Name: 'Exit', flow_Name: flow.flow_Name });
    expect(rows.filter((r) => r.step_Id === 0)).toHaveLength(2);
    const result = parseFlowImport(JSON.stringify(rows), 5);
    if (!result.ok) throw new Error(result.error.code);
    const { flow_Id: _id, customer_Id: _customer, ...fields } = flow;
    expect(result.body).toEqual({ ...fields, flow_Id: 0, customer_Id: 5, save_Source: 'import' });
  });

  it('takes the initial step from the row named Start, groups rows by step_Id and places unpositioned steps', () => {
    const text = JSON.stringify([
      { step_Id: 5, step_Name: 'Later', transition_Value: 'a', next_Step_Id: -1 },
      {
        step_Id: -1,
        step_Name: 'Exit',
        flow_Name: 'Imported',
        start_DateTime: '2026-02-01T00:00:00Z',
      },
      {
        step_Id: 2,
        step_Name: 'Start',
        step_Message: 'one\ntwo',
        transition_Value: '1',
        next_Step_Id: 5,
      },
      { step_Id: 2, step_Name: 'Start', transition_Value: '2', next_Step_Id: 5 },
    ]);
    const result = parseFlowImport(text, 1);
    if (!result.ok) throw new Error(result.error.code);
    expect(result.body.initial_Step_Id).toBe(2);
    expect(result.body.exit_String).toBe('Salida');
    expect(
      result.body.steps.map((s) => [
        s.step_Id,
        s.initial_Step,
        s.transitions.length,
        s.pos_X,
        s.pos_Y,
      ]),
    ).toEqual([
      [5, false, 1, 100, 300],
      [2, true, 2, 480, 300],
    ]);
    expect(result.body.steps[1]!.step_Message).toBe('one[br]two');
  });

  const exit = { step_Id: -1, step_Name: 'Exit', flow_Name: 'F' };
  const start = { step_Id: 0, step_Name: 'Start', transition_Value: '1', next_Step_Id: -1 };
  it.each([
    ['empty', '   ', 'file'],
    ['notJson', '[{"step_Id": 0,', undefined],
    ['wrongShape', '{"rows": []}', 'file'],
    ['wrongShape', '[1, 2]', 'row 1'],
    ['wrongShape', JSON.stringify([exit, { ...start, pos_X: '10' }]), 'row 2: pos_X'],
    ['badNumber', JSON.stringify([exit, { ...start, step_Id: 1.5 }]), 'row 2: step_Id'],
    [
      'badNumber',
      '[{"step_Id":-1,"step_Name":"Exit","flow_Name":"F"},{"step_Id":0,"step_Name":"Start","pos_X":1e400}]',
      'row 2: pos_X',
    ],
    ['badNumber', JSON.stringify([exit, { ...start, next_Step_Id: -2 }]), 'row 2: next_Step_Id'],
    ['controlCharacters', `[{"step_Id":0,"step_Name":"St\u0000art"}]`, 'position 29'],
    ['controlCharacters', '[{"step_Id":0,"step_Name":"St\\u0007art"}]', 'step_Name'],
    ['forbiddenKey', '[{"step_Id":0,"__proto__":{"polluted":true}}]', '__proto__'],
    ['forbiddenKey', '[{"step_Id":0,"constructor":{"prototype":{}}}]', 'prototype'],
    [
      'textTooLong',
      JSON.stringify([exit, { ...start, step_Name: 'x'.repeat(FLOW_LIMITS.nameLength + 1) }]),
      'row 2: step_Name',
    ],
    ['noExitRow', JSON.stringify([start]), 'Exit'],
    ['noStartRow', JSON.stringify([exit, { ...start, step_Name: 'Other' }]), 'Start'],
  ])('refuses %s (%s)', (code, text, detail) => {
    const result = parseFlowImport(text, 1);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    if (detail !== undefined) expect(result.error.detail).toBe(detail);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses too many steps, too many replies and files over the size limit', () => {
    const steps = Array.from({ length: FLOW_LIMITS.maxSteps + 1 }, (_, i) => ({
      step_Id: i,
      step_Name: `s${i}`,
    }));
    expect(parseFlowImport(JSON.stringify([exit, ...steps]))).toMatchObject({
      ok: false,
      error: { code: 'tooManySteps' },
    });
    const replies = Array.from({ length: FLOW_LIMITS.maxRepliesPerStep + 1 }, (_, i) => ({
      ...start,
      transition_Value: `${i}`,
    }));
    expect(parseFlowImport(JSON.stringify([exit, ...replies]))).toMatchObject({
      ok: false,
      error: { code: 'tooManyReplies', detail: 'step 0' },
    });
    const huge = JSON.stringify([
      exit,
      { ...start, step_Message: 'é'.repeat(FLOW_LIMITS.maxImportBytes / 2) },
    ]);
    expect(parseFlowImport(huge)).toMatchObject({ ok: false, error: { code: 'tooLarge' } });
  });
});
