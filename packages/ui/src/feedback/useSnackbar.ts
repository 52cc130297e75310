import App from 'antd/es/app';
import { useMemo } from 'react';

/** How long a snackbar stays, in seconds (seed 000 §8: "Snackbars last 3 seconds"). */
export const SNACKBAR_SECONDS = 3;

/** The kinds of snackbar. */
export type SnackbarKind = 'success' | 'error' | 'info' | 'warning';

/** Shows a snackbar; `key` defaults to kind + text, so the same text replaces itself instead of stacking. */
export type ShowSnackbar = (text: string, key?: string) => void;

/** The snackbar functions of `useSnackbar`. */
export interface Snackbar {
  success: ShowSnackbar;
  error: ShowSnackbar;
  info: ShowSnackbar;
  warning: ShowSnackbar;
  /** Closes the snackbar of that key (all when omitted). */
  close: (key?: string) => void;
}

/**
 * Snackbars through antd's `App` message API (so they read the theme and locale, DESIGN §4): 3 seconds,
 * above dialogs (theme `Message.zIndexPopup`), and never stacked: a snackbar with the same key (by
 * default the same kind and text) replaces the one showing and restarts its 3 seconds.
 * Needs `UiProviders` (antd `App`) above.
 */
export function useSnackbar(): Snackbar {
  const { message } = App.useApp();
  return useMemo(() => {
    const show =
      (type: SnackbarKind): ShowSnackbar =>
      (text, key) => {
        void message.open({
          type,
          content: text,
          duration: SNACKBAR_SECONDS,
          key: key ?? `${type}:${text}`,
        });
      };
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
      close: (key) => message.destroy(key),
    };
  }, [message]);
}
