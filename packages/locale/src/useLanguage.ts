import { useCallback, useSyncExternalStore } from 'react';
import { antdLocaleFor, type AntdLocale } from './antdLocale';
import { getLanguage, onLanguageChange, setLanguage } from './i18n';
import type { Language } from './languages';

const subscribe = (onChange: () => void) => onLanguageChange(() => onChange());

/** The current language and the function that changes it (re-renders on every change). */
export function useLanguage(): readonly [Language, (language: string) => Promise<Language>] {
  const language = useSyncExternalStore(subscribe, getLanguage, getLanguage);
  const change = useCallback((next: string) => setLanguage(next), []);
  return [language, change] as const;
}

/** antd's locale for the current language, for `<ConfigProvider locale={useAntdLocale()}>`. */
export function useAntdLocale(): AntdLocale {
  return antdLocaleFor(useLanguage()[0]);
}
