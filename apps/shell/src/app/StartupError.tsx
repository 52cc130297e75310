import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';

/** Shown instead of the app when config.json cannot be read (nothing can work without the API address). */
export function StartupError() {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="error"
      title={t('startup.title')}
      subTitle={t('startup.text')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('startup.reload')}
        </Button>
      }
    />
  );
}
