import { isWelcomeTemplateName } from '@atende/contract';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { stopsWelcome } from './templateRules';
import type { TemplateFormValues } from './useTemplates';
import { WelcomeTag } from './WelcomeTag';

/**
 * The welcome template's marks inside the form, following what is typed: the tag and what it is for
 * while the name is `auto-asignacion`, and a warning as soon as the values would stop it working.
 */
export function WelcomeNotice({
  initial,
}: {
  initial: Pick<TemplateFormValues, 'name' | 'enable'>;
}) {
  const { t } = useTranslation('admin');
  const name = (Form.useWatch('name') as string | undefined) ?? '';
  const enable = (Form.useWatch('enable') as boolean | undefined) ?? true;
  const stopping = stopsWelcome(initial, { name, enable });
  if (!isWelcomeTemplateName(name) && !stopping) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      {stopping ? (
        <Alert type="warning" showIcon message={t('templates.welcomeWarning')} />
      ) : (
        <Alert
          type="info"
          showIcon
          message={<WelcomeTag />}
          description={t('templates.welcomeHelp')}
        />
      )}
    </div>
  );
}
