import { initLocale } from '@atende/locale';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

/** The i18next namespace of the agent desk's texts (catalogue keys stay in `common`). */
export const DESK_NAMESPACE = 'agentDesk';

/** The agent desk's texts by language. */
export const allDeskTexts = { en, pt, es } as const;

/**
 * Adds the desk's texts to the shared i18next instance (initialising it when the desk runs on its own).
 * Safe to call more than once.
 */
export function registerDeskTexts(options: { language?: string } = {}): void {
  initLocale({
    ...options,
    resources: {
      en: { [DESK_NAMESPACE]: en },
      pt: { [DESK_NAMESPACE]: pt },
      es: { [DESK_NAMESPACE]: es },
    },
  });
}
