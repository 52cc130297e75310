/** The embed pages' texts in pt, en and es (one object per language, checked alike by the type). */
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import type { EmbedLanguage, EmbedTexts } from './types';

export { fill, type ColumnKey, type EmbedLanguage, type EmbedTexts, type FigureId } from './types';

/** The pages' languages, the default first. */
export const EMBED_LANGUAGES: readonly EmbedLanguage[] = ['en', 'pt', 'es'];

/** Every language's texts. */
export const EMBED_TEXTS: Record<EmbedLanguage, EmbedTexts> = { en, pt, es };
