import { useCallback, useEffect, useState } from 'react';
import { useNativeStyles } from './nativeStyles';

/** One message of `useToast`: its text, and a key that is new for each message shown. */
export interface ToastMessage {
  text: string;
  key: number;
}

/**
 * A message that shows for `durationMs` (seed 000 §9: snackbars last 3 seconds); showing another one
 * replaces it and starts its time again. Returns the message shown (or null) and the function to
 * show one.
 */
export function useToast(durationMs: number): [ToastMessage | null, (text: string) => void] {
  const [message, setMessage] = useState<ToastMessage | null>(null);
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => setMessage(null), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);
  const show = useCallback(
    (text: string) => setMessage((shown) => ({ text, key: (shown?.key ?? 0) + 1 })),
    [],
  );
  return [message, show];
}

/**
 * An error message at the top of the page drawn like antd's `message.error`, read out at once
 * (`role="alert"`). Inside a modal `<dialog>` it must be rendered in the dialog: the page behind is
 * inert, hidden from assistive technology.
 */
export function NativeToast({ message }: { message: ToastMessage | null }) {
  useNativeStyles();
  if (!message) return null;
  return (
    <div key={message.key} role="alert" className="atn-toast">
      <span className="atn-toast-icon" aria-hidden="true">
        <svg width="8" height="8" viewBox="0 0 8 8" focusable="false">
          <path d="M1 1 7 7M7 1 1 7" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </span>
      <span>{message.text}</span>
    </div>
  );
}
