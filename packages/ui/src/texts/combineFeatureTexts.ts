import {
  registerFeatureTexts,
  type FeatureTexts,
  type RegisterTextsOptions,
} from './registerFeatureTexts';

/** A remote's areas' texts, by area key (`{ frame: frameTexts, list: listTexts }`). */
export type FeatureTextsTable = Readonly<Record<string, FeatureTexts>>;

/** The texts of a table in one language, one key per area, as they sit in the remote's namespace. */
export type TextsByArea<Table extends FeatureTextsTable> = {
  [K in keyof Table]: Table[K]['en'];
};

/** The three languages of the product. */
export type TextsLanguage = keyof FeatureTexts;

/**
 * Every area's texts of a remote in each language (`{ en: { frame: {...}, list: {...} }, pt, es }`):
 * what the remote's texts test checks and what its namespace holds once every area is registered.
 */
export function combineFeatureTexts<Table extends FeatureTextsTable>(
  table: Table,
): Record<TextsLanguage, TextsByArea<Table>> {
  const textsIn = (language: TextsLanguage) =>
    Object.fromEntries(
      Object.entries(table).map(([key, texts]) => [key, texts[language]]),
    ) as TextsByArea<Table>;
  return { en: textsIn('en'), pt: textsIn('pt'), es: textsIn('es') };
}

/**
 * Registers every area of `table` at once under `namespace` (`registerFeatureTexts` for each): for a
 * remote's standalone harness and its tests; in the product each page registers its own area.
 */
export function registerFeatureTextsTable(
  namespace: string,
  table: FeatureTextsTable,
  options: RegisterTextsOptions = {},
): void {
  for (const [key, texts] of Object.entries(table))
    registerFeatureTexts(namespace, key, texts, options);
}
