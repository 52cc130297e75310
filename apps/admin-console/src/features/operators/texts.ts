import { en } from './texts.en';
import { es } from './texts.es';
import { pt } from './texts.pt';

/**
 * Texts of the operators and roles screens (namespace `admin`, key `operators`); pt and es are typed
 * against en. Each language is its own file (texts.en.ts, texts.pt.ts, texts.es.ts).
 */
type Texts = typeof en;

/** The operators' texts in en, pt and es. */
export const operatorsTexts: { en: Texts; pt: Texts; es: Texts } = { en, pt, es };
