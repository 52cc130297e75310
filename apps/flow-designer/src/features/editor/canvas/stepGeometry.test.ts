import { blankFlowStep, type FlowStep } from '@atende/contract';
import { estimateStepGeometry, knownStepSize } from './stepGeometry';

const withReplies = (message: string, replies: string[]): FlowStep => ({
  ...blankFlowStep(7, 1, 'Step 7', { x: 0, y: 0 }),
  step_Message: message,
  transitions: replies.map((value, index) => ({
    transition_Value: value,
    next_Step_Id: index,
  })) as FlowStep['transitions'],
});

describe("a step node's estimated geometry", () => {
  it('matches what the browser drew for a bench step (two message lines, two replies)', () => {
    // Measured in Chromium on 2026-11-27: 243 x 151, input at (-4, 72), outputs at (238, 100) and
    // (238, 127), 8 px boxes.
    const geometry = estimateStepGeometry(
      withReplies('Step 12: choose an option.\nReply with the number of what you need.', [
        '1',
        '2',
      ]),
    );
    expect(Math.abs(geometry.initialWidth - 243)).toBeLessThanOrEqual(12);
    expect(geometry.initialHeight).toBe(151);
    expect(geometry.handles.map(({ type, id, y }) => ({ type, id, y }))).toEqual([
      { type: 'source', id: 'reply-0', y: 100 },
      { type: 'source', id: 'reply-1', y: 127 },
      { type: 'target', id: undefined, y: 72 },
    ]);
    for (const handle of geometry.handles) {
      expect(handle.x).toBe(handle.type === 'target' ? -4 : geometry.initialWidth - 5);
      expect(handle).toMatchObject({ width: 8, height: 8 });
    }
  });

  it('stays within the node box of the stylesheet, whatever the texts', () => {
    const long = 'x'.repeat(5000);
    const big = estimateStepGeometry(withReplies(long, [long, '', long]));
    expect(big.initialWidth).toBe(260 + 26);
    // The message is cut at 4.5 em; long replies wrap.
    expect(big.initialHeight).toBeGreaterThan(200);
    // 200,000 lines: the message is still cut at 4.5 em (and no argument list overflows).
    const lines = estimateStepGeometry(withReplies('a\n'.repeat(200_000), ['1']));
    expect(lines.initialHeight).toBe(Math.round(9 + 2 * 18.86 + 4 + 54 + 4 + 4 + 18.86 + 9));
    const small = estimateStepGeometry(withReplies('', []));
    expect(small.initialWidth).toBe(180 + 26);
    expect(small.handles).toHaveLength(1);
    expect(small.initialHeight).toBe(Math.round(9 + 3 * 18.86 + 9));
  });
});

describe('the size React Flow knows of a step', () => {
  it('is the measured one, else the given one, else the estimate, else none', () => {
    expect(knownStepSize(undefined)).toBeUndefined();
    const node = { id: '1', position: { x: 0, y: 0 }, data: {} };
    expect(knownStepSize(node)).toBeUndefined();
    expect(knownStepSize({ ...node, initialWidth: 200, initialHeight: 100 })).toEqual({
      width: 200,
      height: 100,
    });
    expect(
      knownStepSize({
        ...node,
        initialWidth: 200,
        initialHeight: 100,
        measured: { width: 243, height: 151 },
      }),
    ).toEqual({ width: 243, height: 151 });
  });
});
