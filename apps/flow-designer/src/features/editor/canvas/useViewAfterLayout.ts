import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useCallback } from 'react';
import type { FlowDocumentStore } from '../document';
import { READABLE_ZOOM, readableFit, stepTarget } from './readableView';

/**
 * Where the canvas looks once an auto-layout is applied (called in the task that applies the new
 * positions, before React renders them: one render at the new places and view) and where a large
 * flow opens: the whole
 * flow when it stays readable (a zoom of 0.5 to 1); a larger flow shows its start at a readable
 * zoom, the step a manager reads from, instead of every step at a size no one can read (and a
 * canvas drawing hundreds of them at once).
 */
export function useViewAfterLayout(store: FlowDocumentStore): () => void {
  const flow = useReactFlow();
  const canvas = useStoreApi();
  return useCallback(() => {
    const steps = store.getState().steps;
    const { width, height } = canvas.getState();
    const start = steps.find((step) => step.initial_Step) ?? steps[0];
    const zoom = Math.min(1, Math.max(flow.getViewport().zoom, READABLE_ZOOM));
    const target =
      readableFit(steps, { width, height }, 1) ?? (start ? stepTarget(start, zoom) : null);
    if (target) void flow.setCenter(target.x, target.y, { zoom: target.zoom });
  }, [canvas, flow, store]);
}
