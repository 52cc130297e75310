/** Auto-layout (elkjs in a Web Worker) of the open flow as one undoable edit. */
export { autoLayoutDocument, DEFAULT_STEP_SIZE, layoutNodesOf, placedSteps } from './autoLayout';
export { LayoutError, layoutSteps, type LayoutEngine, type LayoutErrorCode, type LayoutOptions } from './layoutSteps';
