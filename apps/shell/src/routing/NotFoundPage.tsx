import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@atende/routing';
import { LazyResult } from '../feedback/LazyResult';

/** Route error404: shows the text Error 404 (seed 000 §2.1). */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <LazyResult
      status="404"
      title={t('error404')}
      subTitle={t('notFound.text')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
