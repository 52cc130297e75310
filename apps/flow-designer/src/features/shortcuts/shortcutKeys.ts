// Every canvas action by keyboard (issue 18, "Beyond the anchors"): the one table of shortcuts that
// both the key handler (`shortcutOf`) and the shortcut sheet read, so the sheet cannot drift.

/** A canvas action reachable by keyboard. */
export type ShortcutId =
  | 'undo'
  | 'redo'
  | 'copy'
  | 'cut'
  | 'paste'
  | 'duplicate'
  | 'selectAll'
  | 'clearSelection'
  | 'delete'
  | 'connect'
  | 'search'
  | 'autoLayout'
  | 'moveUp'
  | 'moveDown'
  | 'moveLeft'
  | 'moveRight'
  | 'nextStep'
  | 'editStep'
  | 'help';

/** One key combination: `mod` is Ctrl (Cmd on a Mac). */
export interface KeyCombo {
  key: string;
  mod?: boolean;
  shift?: boolean;
}

/** A shortcut: its action and the combinations that run it (the first one is shown first). */
export interface Shortcut {
  id: ShortcutId;
  combos: KeyCombo[];
}

/**
 * The canvas shortcuts, in the order the sheet lists them. Tab (the browser's own focus order over
 * the focusable steps) is listed for the sheet; a key without a handler is left to the browser.
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'undo', combos: [{ key: 'z', mod: true }] },
  {
    id: 'redo',
    combos: [
      { key: 'z', mod: true, shift: true },
      { key: 'y', mod: true },
    ],
  },
  { id: 'copy', combos: [{ key: 'c', mod: true }] },
  { id: 'cut', combos: [{ key: 'x', mod: true }] },
  { id: 'paste', combos: [{ key: 'v', mod: true }] },
  { id: 'duplicate', combos: [{ key: 'd', mod: true }] },
  { id: 'selectAll', combos: [{ key: 'a', mod: true }] },
  { id: 'clearSelection', combos: [{ key: 'Escape' }] },
  { id: 'delete', combos: [{ key: 'Delete' }, { key: 'Backspace' }] },
  { id: 'connect', combos: [{ key: 'k', mod: true }] },
  { id: 'search', combos: [{ key: 'f', mod: true }] },
  { id: 'autoLayout', combos: [{ key: 'l', mod: true, shift: true }] },
  { id: 'moveUp', combos: [{ key: 'ArrowUp' }, { key: 'ArrowUp', shift: true }] },
  { id: 'moveDown', combos: [{ key: 'ArrowDown' }, { key: 'ArrowDown', shift: true }] },
  { id: 'moveLeft', combos: [{ key: 'ArrowLeft' }, { key: 'ArrowLeft', shift: true }] },
  { id: 'moveRight', combos: [{ key: 'ArrowRight' }, { key: 'ArrowRight', shift: true }] },
  { id: 'nextStep', combos: [{ key: 'Tab' }, { key: 'Tab', shift: true }] },
  { id: 'editStep', combos: [{ key: 'Enter' }] },
  { id: 'help', combos: [{ key: '?', shift: true }, { key: '?' }] },
];

/** The part of a keyboard event a shortcut reads. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

const matches = (combo: KeyCombo, press: KeyPress): boolean =>
  combo.key.toLowerCase() === press.key.toLowerCase() &&
  Boolean(combo.mod) === (press.ctrlKey || press.metaKey) &&
  Boolean(combo.shift) === press.shiftKey &&
  !press.altKey;

/** The shortcut a key press runs, if any. */
export function shortcutOf(press: KeyPress): ShortcutId | null {
  return (
    SHORTCUTS.find((shortcut) => shortcut.combos.some((combo) => matches(combo, press)))?.id ?? null
  );
}

/** Canvas units an arrow key moves a step: 10, or 50 with Shift. */
const NUDGE = { small: 10, large: 50 };

/** The move of an arrow shortcut ({dx, dy}), or null for any other shortcut. */
export function nudgeOf(id: ShortcutId, large: boolean): { dx: number; dy: number } | null {
  const step = large ? NUDGE.large : NUDGE.small;
  switch (id) {
    case 'moveUp':
      return { dx: 0, dy: -step };
    case 'moveDown':
      return { dx: 0, dy: step };
    case 'moveLeft':
      return { dx: -step, dy: 0 };
    case 'moveRight':
      return { dx: step, dy: 0 };
    default:
      return null;
  }
}

/**
 * Whether the key press is typing in a field (input, textarea, select, contenteditable, a textbox
 * role): then the canvas shortcuts stay out (issue 18: "no canvas undo while typing in a field").
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]',
    ) !== null
  );
}

/** The combination as it is written on the sheet (`Ctrl` on a Mac reads `⌘`). */
export function comboLabel(
  combo: KeyCombo,
  mac: boolean,
  keyName: (key: string) => string,
): string {
  const parts: string[] = [];
  if (combo.mod) parts.push(mac ? '⌘' : 'Ctrl');
  if (combo.shift && combo.key !== '?') parts.push('Shift');
  parts.push(keyName(combo.key));
  return parts.join('+');
}
