import { useReactFlow } from '@xyflow/react';
import { useCallback } from 'react';
import type { FlowDocumentStore } from '../editor/document';
import { knownStepSize } from '../editor/canvas/stepGeometry';
import { DEFAULT_STEP_SIZE } from '../layout';

/** The node element of a step on the canvas (React Flow's `data-id`), once it is rendered. */
function nodeElementOf(stepId: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.react-flow__node[data-id="${stepId}"]`);
}

/**
 * Selects a step, centres the canvas on it (React Flow's `setCenter`) and moves the keyboard focus
 * to it: used by the search and the problems panel.
 */
export function useFocusStep(store: FlowDocumentStore): (stepId: number) => void {
  const flow = useReactFlow();
  return useCallback(
    (stepId: number) => {
      const step = store.getState().steps.find((candidate) => candidate.step_Id === stepId);
      if (!step) return;
      store.getState().setSelection([stepId]);
      const { width, height } = knownStepSize(flow.getNode(String(stepId))) ?? DEFAULT_STEP_SIZE;
      void flow.setCenter(step.pos_X + width / 2, step.pos_Y + height / 2, {
        zoom: Math.max(flow.getZoom(), 1),
        duration: 200,
      });
      // A large flow renders only the visible steps: the node exists after the move.
      const focus = (tries: number) => {
        const element = nodeElementOf(stepId);
        if (element) element.focus({ preventScroll: true });
        else if (tries > 0) requestAnimationFrame(() => focus(tries - 1));
      };
      focus(10);
    },
    [flow, store],
  );
}
