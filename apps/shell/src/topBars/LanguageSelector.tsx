import { SUPPORTED_LANGUAGES, useLanguage } from '@atende/locale';
import Segmented from 'antd/es/segmented';
import { useTranslation } from 'react-i18next';

/**
 * Language selector: switches every text, antd's and dayjs's locales at once (`setLanguage`). Three
 * short choices side by side (PT, EN, ES, each named in full for screen readers and on hover): one
 * click instead of a drop-down, and light enough for the first page (ADR 0016).
 */
export function LanguageSelector() {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useLanguage();
  return (
    <Segmented
      size="small"
      value={language}
      onChange={(next) => void setLanguage(String(next))}
      aria-label={t('languageSelector')}
      options={SUPPORTED_LANGUAGES.map((code) => ({
        value: code,
        label: (
          <span lang={code} title={t(`languages.${code}`)} aria-label={t(`languages.${code}`)}>
            {code.toUpperCase()}
          </span>
        ),
      }))}
    />
  );
}
