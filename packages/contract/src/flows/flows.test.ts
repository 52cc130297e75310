import type { FlowStep } from '../entities/catalog';
import {
  decodeFlowText,
  encodeFlowText,
  FINAL_NEXT_STEP_ID,
  FLOW_EXIT_DEFAULTS,
  FLOW_LAYOUT,
  FLOW_LINE_BREAK_MARKER,
  FLOW_SAVE_RULE_CASES,
  FLOW_START_STEP,
  flowProblems,
  flowSaveProblems,
  stepFieldsOf,
  unpositionedStepPosition,
} from './index';
import { goodFlow, step } from './testFlows';

describe('constants (seed 001 §4, §9; seed 000 §9)', () => {
  it('start a flow with Start, type 1, id 0 at 100,100 and the spec exit texts', () => {
    expect(FLOW_START_STEP).toEqual({
      step_Id: 0,
      step_Name: 'Start',
      step_Type: 1,
      pos_X: 100,
      pos_Y: 100,
    });
    expect(FINAL_NEXT_STEP_ID).toBe(-1);
    expect(FLOW_LAYOUT).toEqual({ spacingX: 380, wrapX: 800, spacingY: 200 });
    expect(FLOW_EXIT_DEFAULTS.exit_String).toBe('Salida');
    expect(FLOW_EXIT_DEFAULTS.exit_Message).toBe(
      'Hasta luego, muchas gracias por comunicarse con nosotros',
    );
  });

  it('space unpositioned steps 380 across, wrapping at 800, 200 down', () => {
    expect([0, 1, 2, 3].map(unpositionedStepPosition)).toEqual([
      { pos_X: 100, pos_Y: 300 },
      { pos_X: 480, pos_Y: 300 },
      { pos_X: 100, pos_Y: 500 },
      { pos_X: 480, pos_Y: 500 },
    ]);
  });
});

describe('line breaks (seed 001 §5)', () => {
  it('stores every kind of line break as the marker and reads them back as line feeds', () => {
    expect(encodeFlowText('a\nb\r\nc\rd')).toBe(`a${FLOW_LINE_BREAK_MARKER}b[br]c[br]d`);
    expect(decodeFlowText('a[br]b[br][br]c')).toBe('a\nb\n\nc');
    const text = 'Olá!\n\n1 - vendas\n2 - suporte';
    expect(decodeFlowText(encodeFlowText(text))).toBe(text);
  });
});

describe('stepFieldsOf (seed 001 §4 table)', () => {
  const names = (type: number) => stepFieldsOf(type).map((f) => `${f.field}:${f.kind}`);
  it('gives each type its fields', () => {
    expect(names(1)).toEqual(names(2));
    expect(names(15)).toEqual([
      'step_Message:text',
      'step_Calculation:text',
      'step_Image_URL:text',
      'step_Operational_Variable:text',
      'step_Validation:text',
    ]);
    expect(names(3)).toEqual([
      'step_Integration_Method:method',
      'step_Integration:text',
      'step_Integration_Parameter:text',
      'step_Integration_Headers:text',
      'step_Integration_Authorize:text',
      'step_Calculation:text',
    ]);
    expect(names(4)).toEqual(names(1).slice(0, 4));
    for (const type of [5, 9, 12, 7, 99]) expect(names(type)).toEqual([]);
    expect(names(6)).toEqual([
      'step_Message:text',
      'step_Integration_Parameter:groupChooser',
      'step_Calculation:text',
      'step_Image_URL:text',
    ]);
    expect(names(10)).toEqual([
      'step_Message:text',
      'step_Integration_Parameter:text',
      'step_Operational_Variable:text',
    ]);
    expect(names(11)).toEqual([
      'step_Integration_Parameter:text',
      'step_Integration_Headers:campaignChooser',
      'step_Operational_Variable:text',
    ]);
  });
});

describe('flowSaveProblems (seed 001 §5)', () => {
  it('passes a good flow', () => {
    expect(flowSaveProblems(goodFlow().steps)).toEqual([]);
  });

  it('names a step without replies, neighbouring repeats and a step without incoming connection', () => {
    const steps = [
      step(0, 'Start', [
        ['1', 1],
        ['1', 1],
        ['2', 2],
        ['1', 2],
      ]),
      step(1, 'No replies', []),
      step(2, 'Fine', [['x', -1]]),
      step(3, 'Orphan', [['y', -1]]),
    ];
    expect(flowSaveProblems(steps)).toEqual([
      { stepId: 0, code: 'repeatedReply', severity: 'error', replyIndex: 1 },
      { stepId: 1, code: 'noReplies', severity: 'error' },
      { stepId: 3, code: 'noIncoming', severity: 'error' },
    ]);
  });

  it('does not count a reply into another flow as an incoming connection', () => {
    const steps = [step(0, 'Start', [['1', 1]]), step(1, 'Next', [['x', -1]])];
    steps[0]!.transitions[0]!.next_Flow_Id = 99;
    expect(flowSaveProblems(steps, 7)).toEqual([
      { stepId: 1, code: 'noIncoming', severity: 'error' },
    ]);
    steps[0]!.transitions[0]!.next_Flow_Id = 7;
    expect(flowSaveProblems(steps, 7)).toEqual([]);
  });
});

describe('flowProblems (the live panel)', () => {
  it('adds missing targets, unreachable steps and empty messages', () => {
    const flow = goodFlow();
    flow.steps[1]!.transitions.push({
      transition_Value: 'z',
      next_Flow_Id: 0,
      next_Step_Id: 42,
      variable_Value: '',
    });
    // 3 and 4 feed each other: each has an incoming connection, neither is reachable.
    flow.steps.push(step(3, 'Loop A', [['a', 4]]), step(4, 'Loop B', [['b', 3]], 5));
    flow.steps[2]!.step_Message = '  ';
    flow.steps[3]!.step_Message = '';
    flow.steps[4]!.step_Message = ''; // type 5 shows no message
    expect(flowProblems(flow).map((p) => [p.stepId, p.code, p.targetStepId])).toEqual([
      [1, 'missingTarget', 42],
      [2, 'emptyMessage', undefined],
      [3, 'unreachable', undefined],
      [3, 'emptyMessage', undefined],
      [4, 'unreachable', undefined],
    ]);
  });

  it("applies WhatsApp's limits: 3 buttons of 20, a list of 10 rows of 24, else numbered text", () => {
    const replies = (n: number, length = 5) =>
      Array.from({ length: n }, (_, i) => [`${i}`.padEnd(length, 'x'), -1] as [string, number]);
    const codes = (s: FlowStep) =>
      flowProblems({ steps: [s] }).map((p) => [p.code, p.replyIndex, p.limit]);
    expect(codes(step(0, 'Start', replies(3, 20)))).toEqual([]);
    expect(codes(step(0, 'Start', replies(3, 21)))).toEqual([
      ['buttonTitleTooLong', 0, 20],
      ['buttonTitleTooLong', 1, 20],
      ['buttonTitleTooLong', 2, 20],
    ]);
    const list = step(0, 'Start', replies(4, 24));
    list.transitions[3]!.transition_Value = 'ç'.repeat(25);
    expect(codes(list)).toEqual([
      ['whatsappList', undefined, 3],
      ['rowTitleTooLong', 3, 24],
    ]);
    expect(codes(step(0, 'Start', replies(11, 40)))).toEqual([
      ['whatsappTooManyReplies', undefined, 10],
    ]);
  });
});

describe('FLOW_SAVE_RULE_CASES (the cases the API suite sends too)', () => {
  it.each(FLOW_SAVE_RULE_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const steps = c.steps.map(([id, name, replies]) =>
      step(
        id,
        name,
        replies.map(([value, next]) => [value, next] as [string, number]),
      ),
    );
    c.steps.forEach(([, , replies], i) =>
      replies.forEach(([, , nextFlowId], r) => {
        steps[i]!.transitions[r]!.next_Flow_Id = nextFlowId ?? 0;
      }),
    );
    expect(flowSaveProblems(steps).map((p) => [p.stepId, p.code])).toEqual(c.broken);
  });
});
