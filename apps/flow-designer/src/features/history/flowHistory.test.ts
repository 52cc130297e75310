import type { FlowStep } from '@atende/contract';
import { blankStep, createFlowDocumentStore, type FlowFields } from '../editor/document';
import { beginHistoryGesture, endHistoryGesture, redoEdit, undoEdit } from './flowHistory';

const FLOW = { flow_Id: 7, flow_Name: 'Sales' } as FlowFields;

const stepAt = (id: number, x: number, y: number): FlowStep => ({
  ...blankStep(id, 2, `Step ${id}`, { x, y }),
  initial_Step: id === 0,
});

function open(readOnly = false) {
  return createFlowDocumentStore({
    flow: FLOW,
    steps: [stepAt(0, 100, 100), stepAt(1, 480, 100)],
    baseVersion: 1,
    readOnly,
  });
}

const positionOf = (store: ReturnType<typeof open>, id: number) => {
  const step = store.getState().steps.find((s) => s.step_Id === id)!;
  return [step.pos_X, step.pos_Y];
};

describe('flow history (issue 18: undo and redo over every edit)', () => {
  it('undoes and redoes edits in order, each a new unsaved revision', () => {
    const store = open();
    store.getState().updateStep(1, { step_Name: 'Greeting' });
    store.getState().moveSteps([1], [{ x: 600, y: 300 }]);
    const revision = store.getState().revision;
    expect(undoEdit(store)).toBe(true);
    expect(positionOf(store, 1)).toEqual([480, 100]);
    expect(store.getState().steps[1]!.step_Name).toBe('Greeting');
    expect(store.getState().revision).toBe(revision + 1);
    expect(undoEdit(store)).toBe(true);
    expect(store.getState().steps[1]!.step_Name).toBe('Step 1');
    expect(undoEdit(store)).toBe(false);
    expect(redoEdit(store)).toBe(true);
    expect(redoEdit(store)).toBe(true);
    expect(positionOf(store, 1)).toEqual([600, 300]);
    expect(redoEdit(store)).toBe(false);
  });

  it('records the flow fields too, and a new edit drops what could be redone', () => {
    const store = open();
    store.getState().setFlowFields({ flow_Name: 'Support' });
    undoEdit(store);
    expect(store.getState().flow.flow_Name).toBe('Sales');
    store.getState().addStep(2, 'New');
    expect(store.temporal.getState().futureStates).toHaveLength(0);
    expect(redoEdit(store)).toBe(false);
  });

  it('never records selection, marks or the read-only flag', () => {
    const store = open();
    store.getState().setSelection([1]);
    store.getState().setMarked([1]);
    store.getState().setReadOnly(false);
    expect(store.temporal.getState().pastStates).toHaveLength(0);
    expect(undoEdit(store)).toBe(false);
  });

  it('records a gesture (arrow key held down) once, at its end', () => {
    const store = open();
    beginHistoryGesture(store);
    for (let x = 490; x <= 560; x += 10) store.getState().moveSteps([1], [{ x, y: 100 }]);
    expect(store.temporal.getState().pastStates).toHaveLength(0);
    endHistoryGesture(store);
    expect(store.temporal.getState().pastStates).toHaveLength(1);
    undoEdit(store);
    expect(positionOf(store, 1)).toEqual([480, 100]);
    redoEdit(store);
    expect(positionOf(store, 1)).toEqual([560, 100]);
  });

  it('records nothing for a gesture that changed nothing', () => {
    const store = open();
    beginHistoryGesture(store);
    endHistoryGesture(store);
    expect(store.temporal.getState().pastStates).toHaveLength(0);
  });

  it('clears the history when another flow is opened', () => {
    const store = open();
    store.getState().addStep(2, 'New');
    store.getState().load({ flow: FLOW, steps: [stepAt(0, 100, 100)], baseVersion: 2 });
    expect(store.temporal.getState().pastStates).toHaveLength(0);
    expect(undoEdit(store)).toBe(false);
  });

  it('refuses undo while read-only', () => {
    const store = open();
    store.getState().addStep(2, 'New');
    store.getState().setReadOnly(true);
    expect(undoEdit(store)).toBe(false);
    expect(store.getState().steps).toHaveLength(3);
  });

  it('keeps one history per editor instance', () => {
    const first = open();
    const second = open();
    first.getState().addStep(2, 'New');
    expect(second.temporal.getState().pastStates).toHaveLength(0);
    expect(undoEdit(second)).toBe(false);
    expect(undoEdit(first)).toBe(true);
  });
});
