/** Auto-layout (elkjs in a Web Worker) of the open flow as one undoable edit. */
export { autoLayoutDocument, DEFAULT_STEP_SIZE } from './autoLayout';
export { createLayoutSession, type LayoutSession } from './layoutSteps';
export { useIdleLayoutWarm, WARM_LAYOUT_FROM } from './useIdleLayoutWarm';
