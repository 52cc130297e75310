/** Every canvas action by keyboard: the shortcut table, its handler, the commands and their tools. */
export { EditorExtras, type EditorExtrasProps } from './EditorExtras';
export { createEditorCommands, type CommandDeps, type EditorCommands, type FlowArea } from './editorCommands';
export { SHORTCUTS, shortcutOf, isTypingTarget, type Shortcut, type ShortcutId } from './shortcutKeys';
export { ShortcutSheet } from './ShortcutSheet';
export { useCanvasShortcuts, type ShortcutHandlers } from './useCanvasShortcuts';
