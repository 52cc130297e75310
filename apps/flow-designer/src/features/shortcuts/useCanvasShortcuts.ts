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
  /**
   * The browser's copy and cut events (Ctrl+C, Ctrl+X): the text to put on the system clipboard,
   * or null to leave the event to the browser. Written through the event, so no permission asked.
   */
  copyEvent?: () => string | null;
  cutEvent?: () => string | null;
  /** The browser's paste event (Ctrl+V) with its text (no permission asked either). */
  pasteEvent?: (text: string) => void;
};

/** Shortcuts done by the browser's clipboard events when their handlers are given. */
const CLIPBOARD_EVENT_OF: Partial<Record<ShortcutId, keyof ShortcutHandlers>> = {
  copy: 'copyEvent',
  cut: 'cutEvent',
  paste: 'pasteEvent',
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
      if (event.defaultPrevented || isTypingTarget(event.target) || insideDialog(event.target))
        return;
      const id = shortcutOf(event);
      if (!id) return;
      if (TEXT_SHORTCUTS.includes(id) && hasTextSelection()) return;
      // Left to the browser, which then fires its copy, cut or paste event (handled below).
      const clipboardEvent = CLIPBOARD_EVENT_OF[id];
      if (clipboardEvent && current.current[clipboardEvent]) return;
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
    const ours = (event: ClipboardEvent) =>
      !event.defaultPrevented && !isTypingTarget(event.target) && !insideDialog(event.target);
    const onCopyOrCut = (event: ClipboardEvent) => {
      if (!ours(event) || hasTextSelection()) return;
      const handler = event.type === 'cut' ? current.current.cutEvent : current.current.copyEvent;
      const text = handler?.();
      if (!text || !event.clipboardData) return;
      event.clipboardData.setData('text/plain', text);
      event.preventDefault();
    };
    const onPaste = (event: ClipboardEvent) => {
      const handler = current.current.pasteEvent;
      if (!ours(event) || !handler) return;
      event.preventDefault();
      handler(event.clipboardData?.getData('text/plain') ?? '');
    };
    window.addEventListener('copy', onCopyOrCut);
    window.addEventListener('cut', onCopyOrCut);
    window.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('copy', onCopyOrCut);
      window.removeEventListener('cut', onCopyOrCut);
      window.removeEventListener('paste', onPaste);
      endMove();
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', endMove);
    };
  }, [enabled]);
}
