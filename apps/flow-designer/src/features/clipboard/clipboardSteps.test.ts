import {
  copySteps,
  DROPPED_NEXT_STEP_ID,
  pasteSteps,
  PASTE_OFFSET,
  type ClipboardStep,
} from './clipboardSteps';

interface TestStep extends ClipboardStep {
  step_Name: string;
  transitions: { transition_Value: string; next_Step_Id: number }[];
}

const step = (id: number, x: number, y: number, next: number[] = []): TestStep => ({
  step_Id: id,
  step_Name: `S${id}`,
  pos_X: x,
  pos_Y: y,
  initial_Step: id === 0,
  transitions: next.map((n, i) => ({ transition_Value: `r${i}`, next_Step_Id: n })),
});

// Start(0) -> 1 -> 2 -> 3, 2 also final (-1), 3 -> 0 (back to Start).
const flow = [
  step(0, 100, 100, [1]),
  step(1, 480, 100, [2]),
  step(2, 100, 300, [3, -1]),
  step(3, 480, 300, [0]),
];

describe('copySteps', () => {
  it('keeps the selected steps in document order and never the initial step', () => {
    const clip = copySteps(flow, new Set([2, 0, 1]));
    expect(clip.steps.map((s) => s.step_Id)).toEqual([1, 2]);
  });
});

describe('pasteSteps (issue 18: new ids, inner connections kept, outer ones dropped)', () => {
  it('gives new ids after the largest one and remaps the connections inside the selection', () => {
    const { steps, pastedIds } = pasteSteps(flow, copySteps(flow, new Set([1, 2])));
    expect(pastedIds).toEqual([4, 5]);
    const [copyOf1, copyOf2] = steps.slice(4);
    expect(copyOf1!.transitions.map((t) => t.next_Step_Id)).toEqual([5]);
    // 2 -> 3 leaves the selection: dropped; the final reply stays final.
    expect(copyOf2!.transitions.map((t) => t.next_Step_Id)).toEqual([DROPPED_NEXT_STEP_ID, -1]);
    expect(copyOf2!.transitions[0]!.transition_Value).toBe('r0');
    expect(steps.slice(0, 4)).toEqual(flow);
    expect(copyOf1!.initial_Step).toBe(false);
    expect(copyOf1!.step_Name).toBe('S1');
  });

  it('offsets the copies so that they are visible, further at each paste', () => {
    const clip = copySteps(flow, new Set([1]));
    const first = pasteSteps(flow, clip);
    const copy = first.steps.at(-1)!;
    expect([copy.pos_X, copy.pos_Y]).toEqual([480 + PASTE_OFFSET, 100 + PASTE_OFFSET]);
    const second = pasteSteps(first.steps, clip).steps.at(-1)!;
    expect([second.pos_X, second.pos_Y]).toEqual([480 + 2 * PASTE_OFFSET, 100 + 2 * PASTE_OFFSET]);
  });

  it('puts the group at a given place (another flow: the viewport), keeping its shape', () => {
    const other = [step(0, 100, 100), step(7, 500, 500)];
    const { steps, pastedIds } = pasteSteps(other, copySteps(flow, new Set([2, 3])), {
      at: { x: 1000.4, y: 50 },
    });
    expect(pastedIds).toEqual([8, 9]);
    expect(steps.slice(2).map((s) => [s.pos_X, s.pos_Y])).toEqual([
      [1000, 50],
      [1380, 50],
    ]);
    // 2 -> 3 is inside; 3 -> 0 led to the other flow's Start: dropped.
    expect(steps[2]!.transitions[0]!.next_Step_Id).toBe(9);
    expect(steps[3]!.transitions[0]!.next_Step_Id).toBe(DROPPED_NEXT_STEP_ID);
  });

  it('pastes nothing from an empty clip', () => {
    expect(pasteSteps(flow, { steps: [] })).toEqual({ steps: flow, pastedIds: [] });
  });
});
