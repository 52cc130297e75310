import { FLOW_LAYOUT, FLOW_START_STEP } from './constants';

/**
 * Seed 001 §4: "Step positions are rounded. New unpositioned steps are spaced 380 horizontally,
 * wrapping at 800, and 200 vertically." The position of the `index`-th unpositioned step (0-based),
 * rows starting at the Start step's x (100) and the first row one spacing below Start.
 */
export function unpositionedStepPosition(index: number): { pos_X: number; pos_Y: number } {
  const perRow = Math.floor((FLOW_LAYOUT.wrapX - FLOW_START_STEP.pos_X) / FLOW_LAYOUT.spacingX) + 1;
  const column = index % perRow;
  const row = Math.floor(index / perRow);
  return {
    pos_X: FLOW_START_STEP.pos_X + column * FLOW_LAYOUT.spacingX,
    pos_Y: FLOW_START_STEP.pos_Y + (row + 1) * FLOW_LAYOUT.spacingY,
  };
}

/** Seed 001 §4 "Step positions are rounded": a stored coordinate. */
export function roundFlowPosition(value: number): number {
  return Math.round(value);
}
