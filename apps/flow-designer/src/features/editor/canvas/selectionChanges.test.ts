import { blankFlowStep } from '@atende/contract';
import { selectionAfter } from './selectionChanges';

const steps = [0, 1, 2, 3].map((id) => blankFlowStep(id, 1, `Step ${id}`, { x: 0, y: 0 }));
const select = (id: number, selected: boolean) => ({
  type: 'select' as const,
  id: String(id),
  selected,
});

describe('selectionAfter: the document selection after React Flow select changes', () => {
  it('adds and removes the changed steps, in the document order', () => {
    expect(selectionAfter(steps, [2], [select(0, true), select(3, true)])).toEqual([0, 2, 3]);
    expect(selectionAfter(steps, [0, 2, 3], [select(2, false)])).toEqual([0, 3]);
    expect(selectionAfter(steps, [0, 3], [select(0, false), select(3, false)])).toEqual([]);
  });

  it('is null when nothing is selected or let go, or the selection stays the same', () => {
    const moved = { type: 'position' as const, id: '1', position: { x: 5, y: 5 } };
    const measured = { type: 'dimensions' as const, id: '1', dimensions: { width: 1, height: 1 } };
    expect(selectionAfter(steps, [1], [moved, measured])).toBeNull();
    expect(selectionAfter(steps, [1], [select(1, true)])).toBeNull();
    expect(selectionAfter(steps, [], [select(9, true)])).toBeNull();
  });
});
