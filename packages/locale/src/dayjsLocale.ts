import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import { normalizeLanguage, type Language } from './languages';

const DAYJS_LOCALES: Readonly<Record<Language, string>> = { pt: 'pt-br', en: 'en', es: 'es' };

/** The dayjs locale name of a language (pt → 'pt-br'). */
export function dayjsLocaleFor(language: string): string {
  return DAYJS_LOCALES[normalizeLanguage(language)];
}

/** Sets dayjs's global locale to the language's. */
export function applyDayjsLocale(language: string): void {
  dayjs.locale(dayjsLocaleFor(language));
}
