import { FLOW_START_STEP } from '@atende/contract';
import { createFlowDocumentStore } from '../document';
import { TEST_FLOW, testStep } from '../testing/renderEditor';
import { createGraphDeriver, replyIndexOf } from './flowGraph';

const label = (reply: string, from: { step_Name: string }, to: string) =>
  `${reply}:${from.step_Name}->${to}`;

describe('nodes and edges derived from the document (seed 001 §4)', () => {
  it('draws an edge per reply to an existing step (0 or more), none for final or missing targets', () => {
    const deriver = createGraphDeriver(label);
    const steps = [testStep(0, 1, [1, -1, 9]), testStep(1, 2, [0])];
    const edges = deriver.edges(steps);
    expect(edges.map((edge) => [edge.id, edge.source, edge.sourceHandle, edge.target])).toEqual([
      ['0:0', '0', 'reply-0', '1'],
      ['1:0', '1', 'reply-0', '0'],
    ]);
    expect(edges[0]?.ariaLabel).toBe(`r0:${FLOW_START_STEP.step_Name}->Step 1`);
    expect(replyIndexOf('reply-12')).toBe(12);
    expect(replyIndexOf('other')).toBeNull();
  });

  it('keeps the node and edge objects of steps an edit did not touch', () => {
    const store = createFlowDocumentStore({
      flow: TEST_FLOW,
      steps: [testStep(0, 1, [1]), testStep(1, 2, [2]), testStep(2, 2, [-1])],
      baseVersion: 1,
    });
    const deriver = createGraphDeriver(label);
    const before = deriver.nodes(store.getState().steps, [], []);
    const edgesBefore = deriver.edges(store.getState().steps);
    store.getState().moveSteps([2], [{ x: 900, y: 900 }]);
    const after = deriver.nodes(store.getState().steps, [], []);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after[2]).not.toBe(before[2]);
    expect(after[2]?.position).toEqual({ x: 900, y: 900 });
    expect(deriver.edges(store.getState().steps)[0]).toBe(edgesBefore[0]);
    store.getState().updateStep(1, { step_Name: 'Renamed' });
    expect(deriver.edges(store.getState().steps)[0]?.ariaLabel).toBe('r0:Start->Renamed');
  });

  it('keeps every edge and the edge list when steps only move (a drag, an auto-layout)', () => {
    const store = createFlowDocumentStore({
      flow: TEST_FLOW,
      steps: [testStep(0, 1, [1]), testStep(1, 2, [2]), testStep(2, 2, [-1])],
      baseVersion: 1,
    });
    const deriver = createGraphDeriver(label);
    const before = deriver.edges(store.getState().steps);
    const moved = store.getState().steps.map((step) => ({ ...step, pos_X: step.pos_X + 500 }));
    store.getState().replaceSteps(moved, 'autoLayout');
    expect(deriver.edges(store.getState().steps)).toBe(before);
    store.getState().updateReply(1, 0, 'changed');
    const after = deriver.edges(store.getState().steps);
    expect(after).not.toBe(before);
    expect(after[0]).toBe(before[0]);
    expect(after[1]?.label).toBe('changed');
  });

  it("leaves the replies' texts off the connections of a large flow, keeping their names", () => {
    const deriver = createGraphDeriver(label, { edgeTexts: false });
    const [edge] = deriver.edges([testStep(0, 1, [1]), testStep(1, 2, [-1])]);
    expect(edge).not.toHaveProperty('label');
    expect(edge?.ariaLabel).toBe(`r0:${FLOW_START_STEP.step_Name}->Step 1`);
    expect(createGraphDeriver(label).edges([testStep(0, 1, [1]), testStep(1, 2)])[0]?.label).toBe(
      'r0',
    );
  });

  it('marks selected and refused steps on their nodes', () => {
    const deriver = createGraphDeriver(label);
    const steps = [testStep(0, 1, [1]), testStep(1, 2)];
    const nodes = deriver.nodes(steps, [1], [1]);
    expect(nodes[1]).toMatchObject({ id: '1', selected: true, data: { marked: true } });
    expect(nodes[0]).toMatchObject({ selected: false, deletable: false });
  });

  it('derives a 1,000-step flow quickly and again for free after a one-step edit', () => {
    const steps = Array.from({ length: 1000 }, (_, id) => testStep(id, 2, [(id + 1) % 1000, -1]));
    const deriver = createGraphDeriver(label);
    const first = deriver.nodes(steps, [], []);
    deriver.edges(steps);
    const edited = steps.map((step) => (step.step_Id === 500 ? { ...step, pos_X: 1 } : step));
    const again = deriver.nodes(edited, [], []);
    expect(again.filter((node, index) => node !== first[index])).toHaveLength(1);
    expect(deriver.edges(edited)).toHaveLength(1000);
  });
});
