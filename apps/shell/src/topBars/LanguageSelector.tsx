import { GlobalOutlined } from '@ant-design/icons';
import { SUPPORTED_LANGUAGES, useLanguage } from '@atende/locale';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';

/** Language selector: switches every text, antd's and dayjs's locales at once (`setLanguage`). */
export function LanguageSelector() {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useLanguage();
  return (
    <Select
      value={language}
      onChange={(next: string) => void setLanguage(next)}
      aria-label={t('languageSelector')}
      prefix={<GlobalOutlined />}
      variant="borderless"
      popupMatchSelectWidth={false}
      options={SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
    />
  );
}
