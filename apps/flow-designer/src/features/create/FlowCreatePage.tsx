import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';

/** The flow creation form (seed 001 §2 "Flow creation form"). */
export function FlowCreatePage() {
  const { t } = useTranslation(FLOW_NAMESPACE);
  return <Typography.Title level={2}>{t('frame.newFlow')}</Typography.Title>;
}

/** The same form for an existing flow (`update-fluxo`). */
export function FlowUpdatePage() {
  return <FlowCreatePage />;
}
