import { blankFlowStep, flowReply } from './blankStep';
import { FINAL_NEXT_STEP_ID, FLOW_START_STEP } from './constants';
import { flowSaveProblems } from './problems';

describe('blankFlowStep', () => {
  it('is an empty step at a rounded position, Start only for id 0', () => {
    const made = blankFlowStep(3, 2, 'Ask', { x: 10.6, y: -4.4 });
    expect(made).toMatchObject({
      step_Id: 3,
      step_Type: 2,
      step_Name: 'Ask',
      pos_X: 11,
      pos_Y: -4,
    });
    expect(made.step_Message).toBe('');
    expect(made.transitions).toEqual([]);
    expect(made.initial_Step).toBe(false);
    expect(blankFlowStep(0, 1, 'Start').initial_Step).toBe(true);
    expect(blankFlowStep(0, 1, 'Start')).toMatchObject({
      pos_X: FLOW_START_STEP.pos_X,
      pos_Y: FLOW_START_STEP.pos_Y,
    });
  });

  it('with a final reply makes the smallest flow the save rules accept', () => {
    const start = { ...blankFlowStep(0, 1, 'Start'), transitions: [flowReply('ok')] };
    expect(start.transitions[0]!.next_Step_Id).toBe(FINAL_NEXT_STEP_ID);
    expect(flowSaveProblems([start])).toEqual([]);
  });
});
