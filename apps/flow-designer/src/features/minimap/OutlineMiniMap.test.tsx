import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetFlow } from '../../testing/renderFlow';
import { createClipStorage } from '../clipboard';
import { installReactFlowDom } from '../editor/testing/reactFlowDom';
import { testStep } from '../editor/testing/renderEditor';
import { renderEditor } from '../shortcuts/testing/renderWithExtras';

beforeAll(() => {
  installReactFlowDom();
  // jsdom has no PointerEvent: a mouse event with a pointer id.
  class TestPointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.assign(window, { PointerEvent: TestPointerEvent });
});
beforeEach(() => resetFlow());

/** A chain of `count` steps in two columns (as the bench's large flows). */
const chain = (count: number) =>
  Array.from({ length: count }, (_, id) =>
    testStep(id, id === 0 ? 1 : 2, [id + 1 < count ? id + 1 : -1], {
      x: 100 + (id % 2) * 380,
      y: 100 + Math.floor(id / 2) * 200,
    }),
  );

/** Time allowed to render a flow of over 200 steps in jsdom (every node is measured at once). */
const RENDER_LARGE_MS = 60_000;

const overview = () => screen.getByRole('img', { name: 'Overview of the whole flow' });
const outline = () => overview().querySelector('path.react-flow__minimap-node:not(.selected)')!;

describe('the overview of a large flow (over 200 steps)', () => {
  it(
    'draws the steps as one outline, moved at once by an auto-layout-sized edit',
    async () => {
      const { store } = renderEditor(chain(240), createClipStorage(undefined));
      await screen.findByTestId('step-0');
      await waitFor(() => expect(outline().getAttribute('d')).toMatch(/^M100,100h200v80h-200z/));
      expect(overview().querySelectorAll('rect')).toHaveLength(0);
      const drawn = outline().getAttribute('d')!.split('M').length - 1;
      expect(drawn).toBeGreaterThan(0);
      // Every step moves: still one element, each rectangle at its new place.
      act(() =>
        store.getState().replaceSteps(
          store.getState().steps.map((step) => ({ ...step, pos_X: step.pos_X + 1000 })),
          'autoLayout',
        ),
      );
      await waitFor(() => expect(outline().getAttribute('d')).toMatch(/^M1100,100h200v80h-200z/));
      expect(outline().getAttribute('d')!.split('M').length - 1).toBe(drawn);
    },
    RENDER_LARGE_MS,
  );

  it(
    'pans the canvas when dragged and zooms it with the wheel',
    async () => {
      renderEditor(chain(240), createClipStorage(undefined));
      await screen.findByTestId('step-0');
      const viewport = () =>
        document.querySelector<HTMLElement>('.react-flow__viewport')!.style.transform;
      const svg = overview();
      const before = viewport();
      act(() => {
        fireEvent.pointerDown(svg, { button: 0, clientX: 50, clientY: 50, pointerId: 1 });
        fireEvent.pointerMove(svg, { clientX: 60, clientY: 70, pointerId: 1 });
        fireEvent.pointerUp(svg, { pointerId: 1 });
      });
      await waitFor(() => expect(viewport()).not.toBe(before));
      const panned = viewport();
      act(() => void fireEvent.wheel(svg, { deltaY: -100 }));
      await waitFor(() => expect(viewport()).not.toBe(panned));
    },
    RENDER_LARGE_MS,
  );
});
