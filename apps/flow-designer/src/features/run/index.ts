/** The editor's view of runs (issue 19, ADR 0030): the test panel, the step statistics, the canvas overlay. */
export { RunTools } from './RunTools';
export { RunOverlayProvider, useRunOverlay } from './runOverlay';
