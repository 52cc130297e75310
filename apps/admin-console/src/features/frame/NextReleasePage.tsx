import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';

/** A console route of the registry whose screen comes with the next release (issue 12's areas). */
export function NextReleasePage() {
  const { t } = useTranslation('admin');
  return <Result status="info" title={t('frame.nextRelease')} />;
}
