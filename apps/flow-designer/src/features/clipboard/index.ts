/** Copy, cut, paste and duplicate of steps, also into another flow (system clipboard + memory). */
export { copySteps, isInitialStep, pasteSteps } from './clipboardSteps';
export { createClipStorage, pageClipStorage, type ClipStorage } from './clipboardStorage';
