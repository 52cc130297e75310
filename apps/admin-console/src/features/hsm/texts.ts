import { en } from './texts.en';
import { es } from './texts.es';
import { pt } from './texts.pt';

/**
 * Texts of the bulk template sending page (namespace `admin`, key `hsm`); pt and es are typed against
 * en. The seed's own messages (seed 001 §8: ExecHSM.snackImportSuccess, snackExcecSuccess, progress)
 * are the shared catalogue's `common:ExecHSM.*`. Each language is its own file (texts.en.ts,
 * texts.pt.ts, texts.es.ts).
 */
type Texts = typeof en;

/** The bulk sending page's texts in en, pt and es. */
export const hsmTexts: { en: Texts; pt: Texts; es: Texts } = { en, pt, es };
