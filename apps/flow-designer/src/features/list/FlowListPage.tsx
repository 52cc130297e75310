import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';

/** The flow list (seed 001 §2 "Flow list"). */
export function FlowListPage() {
  const { t } = useTranslation(FLOW_NAMESPACE);
  return <Typography.Title level={2}>{t('title')}</Typography.Title>;
}
