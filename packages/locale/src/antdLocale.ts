import type { ConfigProviderProps } from 'antd';
// antd's ES build of each locale: antd/locale/* is CommonJS and brings a CommonJS copy of the
// date picker's locale helpers to the first page (ADR 0016).
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import ptBR from 'antd/es/locale/pt_BR';
import { normalizeLanguage, type Language } from './languages';

/** antd's locale object, as `ConfigProvider` takes it (pro-components reads it from there too). */
export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

const ANTD_LOCALES: Readonly<Record<Language, AntdLocale>> = { pt: ptBR, en: enUS, es: esES };

/** antd's locale for a language (pt → pt_BR, en → en_US, es → es_ES), for `<ConfigProvider locale>`. */
export function antdLocaleFor(language: string): AntdLocale {
  return ANTD_LOCALES[normalizeLanguage(language)];
}
