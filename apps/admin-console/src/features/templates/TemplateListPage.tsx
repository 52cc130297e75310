import { useSession } from '@atende/api-client';
import { isWelcomeTemplateName, type MessageTemplate } from '@atende/contract';
import { useNavigate } from '@atende/routing';
import { ListPage, type ListColumn } from '@atende/ui';
import Result from 'antd/es/result';
import Tag from 'antd/es/tag';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../shared/paths';
import { editColumn } from '../../shared/records';
import { WelcomeTag } from './WelcomeTag';
import { useLoadTemplates } from './useTemplates';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { templatesTexts } from './texts';

registerFeatureTexts('templates', templatesTexts);

/**
 * The template list (seed 001 §2 "Templates": id, name, message and edit; route messagesTemplate) with
 * New, every template of the customer (the inactive ones marked). The welcome template
 * (`auto-asignacion`) is marked as such. Seed 001 §6 "Templates: Template, level 2 or more; at
 * exactly 2 buttons disabled": the shell's guard redirects, its read-only context disables New and Edit.
 */
export function TemplateListPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const customerId = useSession((state) => state.currentCustomerId);
  const loadTemplates = useLoadTemplates();

  const loadAll = useCallback(() => loadTemplates(customerId ?? 0), [loadTemplates, customerId]);

  const columns: ListColumn<MessageTemplate>[] = [
    { title: t('templates.id'), dataIndex: 'message_Id', width: 80 },
    {
      title: t('templates.name'),
      dataIndex: 'message_Template_Name',
      width: 260,
      render: (_, template) => (
        <>
          {template.message_Template_Name}
          {isWelcomeTemplateName(template.message_Template_Name) ? (
            <>
              {' '}
              <WelcomeTag />
            </>
          ) : null}
        </>
      ),
    },
    // One line, cut with an ellipsis (the whole text in its tooltip).
    { title: t('templates.message'), dataIndex: 'message_Template', ellipsis: true },
    {
      title: t('templates.status'),
      dataIndex: 'enable',
      width: 110,
      render: (_, template) =>
        template.enable === false ? (
          <Tag color="default">{t('templates.disabled')}</Tag>
        ) : (
          <Tag color="green">{t('templates.enabled')}</Tag>
        ),
    },
    editColumn<MessageTemplate>({
      label: (template) => t('templates.editOne', { name: template.message_Template_Name }),
      onEdit: (template) => navigate(pathOf('updateMessageTemplate', { id: template.message_Id })),
    }),
  ];

  if (customerId === null) return <Result status="info" title={t('frame.noCustomer')} />;
  return (
    <ListPage<MessageTemplate>
      title={t('templates.title')}
      columns={columns}
      rowKey="message_Id"
      loadAll={loadAll}
      reloadKey={customerId}
      onCreate={() => navigate(pathOf('newMessageTemplate'))}
    />
  );
}
