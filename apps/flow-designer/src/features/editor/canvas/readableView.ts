// Where the canvas looks after a change that moves or adds steps (an added activity, an
// auto-layout): the whole flow when it stays readable, else one step at a readable zoom.
import type { FlowStep } from '@atende/contract';
import { DEFAULT_STEP_SIZE } from '../../layout';

/** Below this zoom a step's text is too small to read: the flow is not fitted smaller than this. */
export const READABLE_ZOOM = 0.5;
/** Room kept around the fitted flow, as a share of the canvas. */
const FIT_MARGIN = 0.05;

/** An area of the canvas, in flow coordinates. */
export type Box = { left: number; top: number; right: number; bottom: number };

/** The canvas area the steps cover (their positions and the usual step size). */
export function boundsOf(steps: readonly FlowStep[]): Box {
  const lefts = steps.map((step) => step.pos_X);
  const tops = steps.map((step) => step.pos_Y);
  return {
    left: Math.min(...lefts),
    top: Math.min(...tops),
    right: Math.max(...lefts) + DEFAULT_STEP_SIZE.width,
    bottom: Math.max(...tops) + DEFAULT_STEP_SIZE.height,
  };
}

/** The centre of a box and the zoom to show it at. */
export interface ViewTarget {
  x: number;
  y: number;
  zoom: number;
}

/**
 * The whole flow at the largest zoom up to `maxZoom` that shows it on a `width` × `height` canvas,
 * when that zoom is readable; null when the flow is too large to be read whole.
 */
export function readableFit(
  steps: readonly FlowStep[],
  canvas: { width: number; height: number },
  maxZoom: number,
): ViewTarget | null {
  if (steps.length === 0 || canvas.width === 0 || canvas.height === 0) return null;
  const all = boundsOf(steps);
  const room = 1 - 2 * FIT_MARGIN;
  const zoom = Math.min(
    maxZoom,
    (canvas.width * room) / (all.right - all.left),
    (canvas.height * room) / (all.bottom - all.top),
  );
  if (zoom < READABLE_ZOOM) return null;
  return { x: (all.left + all.right) / 2, y: (all.top + all.bottom) / 2, zoom };
}

/** The centre of one step, at `zoom`. */
export function stepTarget(step: FlowStep, zoom: number): ViewTarget {
  const box = boundsOf([step]);
  return { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2, zoom };
}
