import type { FlowStep } from '@atende/contract';
import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useCallback } from 'react';
import type { FlowDocumentStore } from '../editor/document';
import { DEFAULT_STEP_SIZE } from '../layout';

/** Below this zoom a step's text is too small to read: the flow is not fitted smaller than this. */
const READABLE_ZOOM = 0.5;
/** Room kept around the fitted flow, as a share of the canvas. */
const FIT_MARGIN = 0.05;

type Box = { left: number; top: number; right: number; bottom: number };

/** The canvas area the steps cover (their positions and the usual step size). */
function boundsOf(steps: readonly FlowStep[]): Box {
  const lefts = steps.map((step) => step.pos_X);
  const tops = steps.map((step) => step.pos_Y);
  return {
    left: Math.min(...lefts),
    top: Math.min(...tops),
    right: Math.max(...lefts) + DEFAULT_STEP_SIZE.width,
    bottom: Math.max(...tops) + DEFAULT_STEP_SIZE.height,
  };
}

/**
 * Brings a step into view when it lies outside the canvas: an activity added in the next free slot
 * (seed 001 §4 spacing) may fall below or beside what the canvas shows, and the manager should see
 * what they just added. The whole flow is fitted when it stays readable (zoom 0.5 or more, never
 * closer than now); a larger flow is centred on the step at the current zoom. It moves at once, and a
 * step already in view leaves the canvas as it is.
 */
export function useRevealStep(store: FlowDocumentStore): (stepId: number) => void {
  const flow = useReactFlow();
  const canvas = useStoreApi();
  return useCallback(
    (stepId: number) => {
      const steps = store.getState().steps;
      const step = steps.find((candidate) => candidate.step_Id === stepId);
      const { width, height } = canvas.getState();
      if (!step || width === 0 || height === 0) return;
      const { x, y, zoom } = flow.getViewport();
      const shown = boundsOf([step]);
      const inView =
        shown.left * zoom + x >= 0 &&
        shown.top * zoom + y >= 0 &&
        shown.right * zoom + x <= width &&
        shown.bottom * zoom + y <= height;
      if (inView) return;
      const all = boundsOf(steps);
      const room = 1 - 2 * FIT_MARGIN;
      const fit = Math.min(
        zoom,
        (width * room) / (all.right - all.left),
        (height * room) / (all.bottom - all.top),
      );
      if (fit >= READABLE_ZOOM) {
        void flow.setCenter((all.left + all.right) / 2, (all.top + all.bottom) / 2, { zoom: fit });
      } else {
        void flow.setCenter((shown.left + shown.right) / 2, (shown.top + shown.bottom) / 2, {
          zoom,
        });
      }
    },
    [canvas, flow, store],
  );
}
