/** Copy, cut, paste and duplicate of steps, also into another flow (system clipboard + memory). */
export {
  copySteps,
  DROPPED_NEXT_STEP_ID,
  isInitialStep,
  pasteSteps,
  PASTE_OFFSET,
  type ClipboardStep,
  type PasteOptions,
  type PasteResult,
  type StepClip,
} from './clipboardSteps';
export {
  CLIP_MARKER,
  createClipStorage,
  pageClipStorage,
  parseClip,
  serializeClip,
  type ClipStorage,
  type SystemClipboard,
} from './clipboardStorage';
