import { FLOW_LINE_BREAK_MARKER } from '@atende/contract';
import { createFlowDocumentStore } from '../document';
import { TEST_FLOW, testStep } from '../testing/renderEditor';
import { documentFromAnswer, saveCheck, updateBodyOf } from './flowWire';

describe('flow wire boundary (seed 001 §5)', () => {
  it('restores line breaks on load and stores them as the marker on save', () => {
    const stored = { ...testStep(0, 1, [1]), step_Message: `one${FLOW_LINE_BREAK_MARKER}two` };
    const input = documentFromAnswer(
      {
        ...TEST_FLOW,
        exit_Message: `bye${FLOW_LINE_BREAK_MARKER}now`,
        steps: [stored, testStep(1, 2, [-1])],
        flow_Version: 4,
      },
      false,
    );
    expect(input.steps[0]?.step_Message).toBe('one\ntwo');
    expect(input.flow.exit_Message).toBe('bye\nnow');
    expect(input.baseVersion).toBe(4);
    const body = updateBodyOf(createFlowDocumentStore(input).getState(), 'editor');
    expect(body.steps[0]?.step_Message).toBe(`one${FLOW_LINE_BREAK_MARKER}two`);
    expect(body.exit_Message).toBe(`bye${FLOW_LINE_BREAK_MARKER}now`);
    expect(body).toMatchObject({
      flow_Id: 7,
      base_Version: 4,
      customer_Id: 1,
      save_Source: 'editor',
    });
  });

  it('sends a copy as a new flow without a base version', () => {
    const store = createFlowDocumentStore({
      flow: TEST_FLOW,
      steps: [testStep(0, 1, [-1])],
      baseVersion: 4,
    });
    const body = updateBodyOf(store.getState(), 'copy');
    expect(body.flow_Id).toBeUndefined();
    expect(body.base_Version).toBeUndefined();
    expect(body.save_Source).toBe('copy');
  });

  it('names the steps that break the save rules, in document order', () => {
    const store = createFlowDocumentStore({
      flow: TEST_FLOW,
      steps: [testStep(0, 1, [2]), testStep(1, 2, [-1]), testStep(2, 2), testStep(3, 2, [0])],
      baseVersion: 4,
    });
    const { problems, stepIds } = saveCheck(store.getState());
    expect(stepIds).toEqual([1, 2, 3]);
    expect(problems.map((problem) => problem.code).sort()).toEqual([
      'noIncoming',
      'noIncoming',
      'noReplies',
    ]);
  });
});
