import { SUPPORTED_LANGUAGES, useLanguage } from '@atende/locale';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNativeStyles } from '../native/nativeStyles';

/**
 * Language selector: switches every text, antd's and dayjs's locales at once (`setLanguage`). Three
 * short choices side by side (PT, EN, ES, each named in full for screen readers and on hover): one
 * click instead of a drop-down. Native radio buttons drawn like antd's small Segmented from the
 * theme's static tokens, so home shows it before antd has loaded (ADR 0016, 0029); the top bars use
 * the same one. The arrow keys move the choice, as in any radio group.
 */
export function LanguageSelector() {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useLanguage();
  const group = useId();
  useNativeStyles();
  return (
    <div role="radiogroup" aria-label={t('languageSelector')} className="atn-seg">
      {SUPPORTED_LANGUAGES.map((code) => (
        <label key={code} className="atn-seg-item">
          <input
            type="radio"
            name={group}
            value={code}
            checked={language === code}
            onChange={() => void setLanguage(code)}
          />
          <span lang={code} title={t(`languages.${code}`)} aria-label={t(`languages.${code}`)}>
            {code.toUpperCase()}
          </span>
        </label>
      ))}
    </div>
  );
}
