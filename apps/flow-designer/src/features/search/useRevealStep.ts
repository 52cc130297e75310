import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useCallback } from 'react';
import type { FlowDocumentStore } from '../editor/document';
import { DEFAULT_STEP_SIZE } from '../layout';

/**
 * Brings a step into view when it lies outside the canvas, keeping the zoom and moving at once: an
 * activity added in the next free slot (seed 001 §4 spacing) may fall below or beside what the
 * canvas shows, and the manager should see what they just added. A step already in view stays put.
 */
export function useRevealStep(store: FlowDocumentStore): (stepId: number) => void {
  const flow = useReactFlow();
  const canvas = useStoreApi();
  return useCallback(
    (stepId: number) => {
      const step = store.getState().steps.find((candidate) => candidate.step_Id === stepId);
      if (!step) return;
      const { width, height } = canvas.getState();
      const { x, y, zoom } = flow.getViewport();
      const left = step.pos_X * zoom + x;
      const top = step.pos_Y * zoom + y;
      const inView =
        left >= 0 &&
        top >= 0 &&
        left + DEFAULT_STEP_SIZE.width * zoom <= width &&
        top + DEFAULT_STEP_SIZE.height * zoom <= height;
      if (inView || width === 0 || height === 0) return;
      void flow.setCenter(
        step.pos_X + DEFAULT_STEP_SIZE.width / 2,
        step.pos_Y + DEFAULT_STEP_SIZE.height / 2,
        { zoom },
      );
    },
    [canvas, flow, store],
  );
}
