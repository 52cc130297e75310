import type { FlowStep } from '@atende/contract';
import { createFlowDocumentStore, type FlowFields } from './flowDocument';
import { blankStep, layoutSlot } from './stepEdits';

const FLOW: FlowFields = {
  flow_Id: 7,
  flow_Name: 'Sales',
  channel_Id: 1,
  initial_Step_Id: 0,
  identify_Initial_Message: 'hi',
  start_DateTime: '2026-01-01T00:00:00',
  end_DateTime: null,
  exit_String: 'Salida',
  exit_Message: 'bye',
  customer_Id: 1,
};

function step(id: number, x: number, y: number, next: number[] = []): FlowStep {
  const made = blankStep(id, 2, `Step ${id}`, { x: 0, y: 0 });
  return {
    ...made,
    pos_X: x,
    pos_Y: y,
    initial_Step: id === 0,
    transitions: next.map((target, index) => ({
      transition_Value: `r${index}`,
      next_Flow_Id: 0,
      next_Step_Id: target,
      variable_Value: '',
    })),
  };
}

function open(steps: FlowStep[], readOnly = false) {
  return createFlowDocumentStore({ flow: FLOW, steps, baseVersion: 3, readOnly });
}

describe('flow document store', () => {
  it('starts a new flow with Start (type 1, id 0) at 100,100 (seed 001 §4)', () => {
    const store = createFlowDocumentStore({ flow: FLOW, steps: [], baseVersion: null });
    const [start] = store.getState().steps;
    expect(store.getState().steps).toHaveLength(1);
    expect(start).toMatchObject({
      step_Id: 0,
      step_Name: 'Start',
      step_Type: 1,
      pos_X: 100,
      pos_Y: 100,
    });
    expect(start?.initial_Step).toBe(true);
  });

  it('rounds positions and spaces unpositioned steps 380 across, wrapping at 800, 200 down', () => {
    const store = open([
      step(0, 100.4, 99.6),
      step(1, 0, 0),
      step(2, 0, 0),
      step(3, 0, 0),
      step(4, 12.5, 7.49),
    ]);
    const positions = store.getState().steps.map((s) => [s.pos_X, s.pos_Y]);
    expect(positions[0]).toEqual([100, 100]);
    expect(positions.slice(1, 4)).toEqual([
      [100, 300],
      [480, 300],
      [100, 500],
    ]);
    expect(positions[4]).toEqual([13, 7]);
    expect(layoutSlot(2)).toEqual({ x: 100, y: 500 });
  });

  it('adds a step with the next id in the first free slot, or at a rounded position', () => {
    const store = open([step(0, 100, 100), step(5, 100, 300)]);
    const id = store.getState().addStep(3, 'Call', undefined);
    expect(id).toBe(6);
    expect(store.getState().steps[2]).toMatchObject({
      step_Id: 6,
      step_Type: 3,
      pos_X: 480,
      pos_Y: 300,
    });
    const other = store.getState().addStep(6, 'Group', { x: 10.6, y: 20.2 });
    expect(store.getState().steps.find((s) => s.step_Id === other)).toMatchObject({
      pos_X: 11,
      pos_Y: 20,
    });
    expect(store.getState().revision).toBe(2);
    expect(store.getState().lastEdit).toBe('addStep');
  });

  it('replaces an output connection instead of adding one (seed 001 §4)', () => {
    const store = open([step(0, 100, 100, [1]), step(1, 480, 100), step(2, 100, 300)]);
    store.getState().connect(0, 0, 2);
    expect(store.getState().steps[0]?.transitions).toHaveLength(1);
    expect(store.getState().steps[0]?.transitions[0]?.next_Step_Id).toBe(2);
  });

  it('records no edit for a connection to the step the reply already leads to', () => {
    const store = open([step(0, 100, 100, [1]), step(1, 480, 100)]);
    store.getState().connect(0, 0, 1);
    expect(store.getState().revision).toBe(0);
  });

  it('deletes a connection: the reply keeps its output with the value of a new reply; final replies stay', () => {
    const store = open([step(0, 100, 100, [1]), step(1, 480, 100, [2, -1]), step(2, 100, 300)]);
    store.getState().setConnectionSelection([{ stepId: 1, replyIndex: 0 }]);
    store.getState().disconnect(1, 0);
    expect(store.getState().steps[1]?.transitions.map((t) => t.next_Step_Id)).toEqual([0, -1]);
    expect(store.getState().steps[1]?.transitions.map((t) => t.transition_Value)).toEqual([
      'r0',
      'r1',
    ]);
    expect(store.getState().lastEdit).toBe('disconnect');
    expect(store.getState().connectionSelection).toEqual([]);
    const revision = store.getState().revision;
    store.getState().disconnect(1, 1);
    store.getState().disconnect(1, 9);
    expect(store.getState().revision).toBe(revision);
    store.temporal.getState().undo();
    expect(store.getState().steps[1]?.transitions.map((t) => t.next_Step_Id)).toEqual([2, -1]);
  });

  it('selects steps or connections: picking steps lets the connections go', () => {
    const store = open([step(0, 100, 100, [1]), step(1, 480, 100)]);
    store.getState().setConnectionSelection([{ stepId: 0, replyIndex: 0 }]);
    const picked = store.getState().connectionSelection;
    store.getState().setConnectionSelection([{ stepId: 0, replyIndex: 0 }]);
    expect(store.getState().connectionSelection).toBe(picked);
    store.getState().setSelection([]);
    expect(store.getState().connectionSelection).toEqual([{ stepId: 0, replyIndex: 0 }]);
    store.getState().setSelection([1]);
    expect(store.getState().connectionSelection).toEqual([]);
  });

  it('adds a reply with next step 0, or -1 when final, and removes it', () => {
    const store = open([step(0, 100, 100), step(1, 480, 100)]);
    store.getState().addReply(1, 'yes', false);
    store.getState().addReply(1, 'bye', true);
    expect(store.getState().steps[1]?.transitions.map((t) => t.next_Step_Id)).toEqual([0, -1]);
    store.getState().updateReply(1, 0, 'si');
    store.getState().removeReply(1, 1);
    expect(store.getState().steps[1]?.transitions.map((t) => t.transition_Value)).toEqual(['si']);
  });

  it('keeps untouched steps as the same objects (memoised nodes survive an edit)', () => {
    const store = open([step(0, 100, 100), step(1, 480, 100)]);
    const before = store.getState().steps;
    store.getState().updateStep(1, { step_Message: 'hello' });
    expect(store.getState().steps[0]).toBe(before[0]);
    expect(store.getState().steps[1]).not.toBe(before[1]);
    expect(store.getState().steps[1]?.step_Message).toBe('hello');
  });

  it('moves steps once at drag end, rounded, ignoring non-finite positions', () => {
    const store = open([step(0, 100, 100), step(1, 480, 100), step(2, 100, 300)]);
    store.getState().moveSteps(
      [1, 2],
      [
        { x: 500.7, y: 120.2 },
        { x: Number.NaN, y: 1 },
      ],
    );
    expect(store.getState().steps.map((s) => [s.pos_X, s.pos_Y])).toEqual([
      [100, 100],
      [501, 120],
      [100, 300],
    ]);
    expect(store.getState().revision).toBe(1);
  });

  it('removes steps but never Start, and drops them from the selection', () => {
    const store = open([step(0, 100, 100, [1]), step(1, 480, 100), step(2, 100, 300)]);
    store.getState().setSelection([0, 1, 2]);
    store.getState().removeSteps([0, 1]);
    expect(store.getState().steps.map((s) => s.step_Id)).toEqual([0, 2]);
    expect(store.getState().selection).toEqual([0, 2]);
  });

  it('refuses every edit while read-only (seed 001 §6, level 2)', () => {
    const store = open([step(0, 100, 100)], true);
    const before = store.getState().steps;
    store.getState().addStep(2, 'x');
    store.getState().addReply(0, 'a', false);
    store.getState().moveSteps([0], [{ x: 1, y: 1 }]);
    store.getState().setFlowFields({ flow_Name: 'other' });
    expect(store.getState().steps).toBe(before);
    expect(store.getState().flow.flow_Name).toBe('Sales');
    expect(store.getState().revision).toBe(0);
  });

  it('replaces all steps as one named edit and records a save', () => {
    const store = open([step(0, 100, 100)]);
    store.getState().replaceSteps([step(0, 100, 100), step(9, 0, 0)], 'paste');
    expect(store.getState().steps.map((s) => s.step_Id)).toEqual([0, 9]);
    expect(store.getState().lastEdit).toBe('paste');
    store.getState().markSaved(4, 12, store.getState().revision);
    expect(store.getState()).toMatchObject({ baseVersion: 4, savedRevision: 1 });
    expect(store.getState().flow.flow_Id).toBe(12);
  });

  it('keeps stores of two editors apart', () => {
    const first = open([step(0, 100, 100)]);
    const second = open([step(0, 100, 100)]);
    first.getState().addStep(2, 'only here');
    expect(second.getState().steps).toHaveLength(1);
  });
});
