import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

/** Marks the welcome template (`auto-asignacion`, seed 000 §3) in the list and the form. */
export function WelcomeTag() {
  const { t } = useTranslation('admin');
  return <Tag color="gold">{t('templates.welcome')}</Tag>;
}
