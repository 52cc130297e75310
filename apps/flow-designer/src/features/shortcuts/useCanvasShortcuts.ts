// The editor's key handler: runs the canvas shortcuts of `SHORTCUTS` while the editor is shown,
// never while typing in a field or inside a dialog, and leaves a text selection's copy alone.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { shortcutOf, isTypingTarget, nudgeOf, type ShortcutId } from './shortcutKeys';

/** What each shortcut does (a shortcut without a handler is left to the browser). */
export type ShortcutHandlers = Partial<Record<ShortcutId, () => void>> & {
  /** Arrow keys: move the selection by dx, dy; `held` is true for the repeats of a held key. */
  move?: (dx: number, dy: number, held: boolean) => void;
  /** The arrow key was released (ends one undoable move). */
  moveEnd?: () => void;
};

const TEXT_SHORTCUTS: readonly ShortcutId[] = ['copy', 'cut', 'selectAll'];

function insideDialog(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null
  );
}

function hasTextSelection(): boolean {
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  return Boolean(selection && !selection.isCollapsed && selection.toString().length > 0);
}

/**
 * Handles the canvas shortcuts on `window` while `enabled`. The handlers may change on every render
 * (they are read at key time).
 */
export function useCanvasShortcuts(handlers: ShortcutHandlers, enabled = true): void {
  const current = useRef(handlers);
  // The latest handlers, read at key time (after each render, before any key can reach them).
  useLayoutEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    let moving = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target) || insideDialog(event.target)) return;
      const id = shortcutOf(event);
      if (!id) return;
      if (TEXT_SHORTCUTS.includes(id) && hasTextSelection()) return;
      const nudge = nudgeOf(id, event.shiftKey);
      const { move } = current.current;
      if (nudge && move) {
        // Ours alone: React Flow's own arrow move (on a focused node) would change only its view.
        event.preventDefault();
        event.stopPropagation();
        move(nudge.dx, nudge.dy, moving && event.repeat);
        moving = true;
        return;
      }
      const handler = current.current[id];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    const endMove = () => {
      if (!moving) return;
      moving = false;
      current.current.moveEnd?.();
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key.startsWith('Arrow')) endMove();
    };
    // Capture: the shortcuts run before the canvas's own key handling on the focused step.
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', endMove);
    return () => {
      endMove();
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', endMove);
    };
  }, [enabled]);
}
