import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useNativeStyles } from './nativeStyles';

/** Props of `NativeDialog`. */
export interface NativeDialogProps {
  title: string;
  /** The close button's accessible name ("Close" in the page's language). */
  closeLabel: string;
  /** Escape, the close button or a click on the mask. */
  onCancel: () => void;
  /** Focused as the dialog opens (else the browser focuses the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focused when it closes (else the element that had the focus when it opened). */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal dialog drawn like antd's Modal on the browser's own `<dialog>` (ADR 0029): shown with
 * `showModal()` while mounted, so the page behind is inert, Escape cancels and the focus stays inside
 * without any script of ours; the focus goes back (to `returnFocus`, or where it was) when it closes. Render it only
 * while open. It needs no antd, so a page can open it before antd has loaded (the login dialog).
 */
export function NativeDialog({
  title,
  closeLabel,
  onCancel,
  initialFocus,
  returnFocus,
  children,
}: NativeDialogProps) {
  useNativeStyles();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOnMask = useRef(false);
  const shown = useRef(false);
  const opening = useRef(false);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const before = document.activeElement;
    // Read when it closes (Join may have been drawn again meanwhile), not when it opened.
    const returnTo = returnFocus;
    element.showModal();
    shown.current = true;
    // The key that opened it (Escape closing another dialog that leads here) is not its cancel: the
    // browser turns that Escape into a close request once the key's handlers have run, in this task.
    opening.current = true;
    const opened = setTimeout(() => (opening.current = false), 0);
    initialFocus?.current?.focus();
    return () => {
      clearTimeout(opened);
      // Closed by its owner: the close event that follows is not a cancel.
      shown.current = false;
      if (element.open) element.close();
      const back = returnTo?.current ?? before;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
    // Opened once per mount: the focus target is read when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <dialog
      ref={dialog}
      className="atn-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the owner decides (it unmounts the dialog), not the browser.
        event.preventDefault();
        if (!opening.current) onCancel();
      }}
      // The browser closed it itself (Escape pressed again while a cancel was refused): say so.
      onClose={() => {
        if (shown.current) onCancel();
      }}
      // A press and release both on the mask (the dialog element itself, outside its body) cancel.
      onMouseDown={(event) => {
        pressedOnMask.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOnMask.current && event.target === event.currentTarget) onCancel();
        pressedOnMask.current = false;
      }}
    >
      <div className="atn-dialog-body">
        <div className="atn-dialog-head">
          <h2 id={titleId} className="atn-dialog-title">
            {title}
          </h2>
          <button
            type="button"
            className="atn-icon-btn"
            aria-label={closeLabel}
            onClick={() => onCancel()}
          >
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
              <path d="M2 2 12 12M12 2 2 12" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
