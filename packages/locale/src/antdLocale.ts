import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import ptBR from 'antd/locale/pt_BR';
import { normalizeLanguage, type Language } from './languages';

/** antd's locale object, as `ConfigProvider` takes it (pro-components reads it from there too). */
export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

const ANTD_LOCALES: Readonly<Record<Language, AntdLocale>> = { pt: ptBR, en: enUS, es: esES };

/** antd's locale for a language (pt → pt_BR, en → en_US, es → es_ES), for `<ConfigProvider locale>`. */
export function antdLocaleFor(language: string): AntdLocale {
  return ANTD_LOCALES[normalizeLanguage(language)];
}
