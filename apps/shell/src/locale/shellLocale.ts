import { initLocale, type InitLocaleOptions } from '@atende/locale';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

/** The i18next namespace of the shell's own texts. */
const SHELL_NAMESPACE = 'shell';

/** The shell's texts by language, merged into the shared i18next instance. */
export const shellTexts = { en, pt, es } as const;

/**
 * Initialises the shared i18next instance (once) and adds the shell's texts to the `shell` namespace.
 * `language` forces a language (tests); otherwise the stored choice, the browser's, or en.
 */
export function initShellLocale(options: Pick<InitLocaleOptions, 'language'> = {}): void {
  initLocale({
    ...options,
    resources: {
      en: { [SHELL_NAMESPACE]: en },
      pt: { [SHELL_NAMESPACE]: pt },
      es: { [SHELL_NAMESPACE]: es },
    },
  });
}
