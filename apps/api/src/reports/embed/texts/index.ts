/** The embed pages' texts in pt, en and es (one object per language, checked alike by the type). */
import { en } from './en';
import { es } from './es';
import { pt } from './pt';
import type { EmbedLanguage, EmbedTexts } from './types';

import { weekdayName } from '@atende/contract';
import type { ColumnKey } from './types';

export { fill, type EmbedLanguage, type EmbedTexts, type FigureId } from './types';

/** The pages' languages, the default first. */
export const EMBED_LANGUAGES: readonly EmbedLanguage[] = ['en', 'pt', 'es'];

/** Every language's texts. */
export const EMBED_TEXTS: Record<EmbedLanguage, EmbedTexts> = { en, pt, es };

/** A CSV header's column name in `language` (the wire name itself when none is known). */
export function columnLabelOf(language: EmbedLanguage): (field: string) => string {
  const columns = EMBED_TEXTS[language].columns;
  return (field) =>
    columns[field as ColumnKey] ?? columns[field.toLowerCase() as ColumnKey] ?? field;
}

/** ISO weekdays 1 (Monday) to 7 by name in `language` (Intl's words, through the contract). */
export function weekdayNames(language: EmbedLanguage): string[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => weekdayName(day, language));
}
