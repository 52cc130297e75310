import { useSession } from '@atende/api-client';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

/** "Hello, <user name>" of the top bars. */
export function Greeting() {
  const { t } = useTranslation('shell');
  const name = useSession((state) => state.user?.user_Name ?? '');
  return (
    <Typography.Text ellipsis style={{ maxWidth: 220 }}>
      {t('topBar.greeting', { name })}
    </Typography.Text>
  );
}
