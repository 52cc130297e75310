import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useCallback } from 'react';
import type { FlowDocumentStore } from '../editor/document';
import { boundsOf, readableFit, stepTarget } from '../editor/canvas/readableView';

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
      const target = readableFit(steps, { width, height }, zoom) ?? stepTarget(step, zoom);
      void flow.setCenter(target.x, target.y, { zoom: target.zoom });
    },
    [canvas, flow, store],
  );
}
