import type { InternalNode } from '@xyflow/react';
import { outlineOf } from './minimapOutline';

const node = (
  id: string,
  at: { x: number; y: number },
  more: Partial<InternalNode> = {},
): InternalNode =>
  ({
    id,
    position: at,
    data: {},
    measured: { width: 200, height: 80 },
    internals: { positionAbsolute: at, z: 0, userNode: {} },
    ...more,
  }) as unknown as InternalNode;

describe('outlineOf (a large flow on the overview)', () => {
  it('draws every sized, shown step as one rectangle of one path, the selected ones again', () => {
    const outline = outlineOf([
      node('0', { x: 100, y: 100 }),
      node('1', { x: 400.4, y: 99.6 }, { selected: true }),
      node('2', { x: 9000, y: 9000 }, { hidden: true }),
    ]);
    expect(outline.steps).toBe('M100,100h200v80h-200zM400,100h200v80h-200z');
    expect(outline.selected).toBe('M400,100h200v80h-200z');
    expect(outline.bounds).toEqual({ x: 100, y: 99.6, width: 500.4, height: 80.4 });
  });

  it('leaves out steps without a size (as React Flow does) but keeps them in the bounds', () => {
    const outline = outlineOf([
      node('0', { x: 0, y: 0 }),
      node('1', { x: 1000, y: 500 }, { measured: undefined }),
      node('2', { x: 0, y: 300 }, { measured: undefined, initialWidth: 50, initialHeight: 20 }),
    ]);
    expect(outline.steps).toBe('M0,0h200v80h-200zM0,300h50v20h-50z');
    expect(outline.bounds).toEqual({ x: 0, y: 0, width: 1000, height: 500 });
  });

  it('has no bounds without a shown step', () => {
    expect(outlineOf([])).toEqual({ steps: '', selected: '', bounds: null });
  });
});
