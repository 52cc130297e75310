import { ProForm, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useSession } from '@atende/api-client';
import { useNavigate, useParams } from '@atende/routing';
import { RecordFormPage } from '@atende/ui';
import App from 'antd/es/app';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistory } from '../audit/AuditHistory';
import { useGroups } from '../groups/useGroups';
import { pathOf } from '../../shared/paths';
import { CustomerRequired, RecordLoader } from '../../shared/records';
import { MessageField } from './MessageField';
import { stopsWelcome, TEMPLATE_MESSAGE_MAX, TEMPLATE_NAME_MAX } from './templateRules';
import { useSaveTemplate, useTemplates, type TemplateFormValues } from './useTemplates';
import { WelcomeNotice } from './WelcomeNotice';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { templatesTexts } from './texts';

registerFeatureTexts('templates', templatesTexts);

/** Server field → form field, for errors the API ties to a field (409 on the name, 400 on groups). */
const FIELD_NAMES = {
  Message_Template_Name: 'name',
  Message_Template: 'message',
  att_Group: 'groupIds',
  Enable: 'enable',
};

/** A save the user called off in the confirmation: FormPage says nothing and keeps the values. */
const calledOff = () => new DOMException('The save was called off.', 'AbortError');

function TemplateForm({
  messageId,
  initialValues,
}: {
  messageId: number;
  initialValues: TemplateFormValues;
}) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const save = useSaveTemplate(messageId);
  const groups = useGroups();
  const agentName = useSession((state) => state.user?.user_Name || state.user?.user_Login || '');
  const toList = useCallback(() => navigate(pathOf('messagesTemplate')), [navigate]);

  const onSubmit = async (values: TemplateFormValues) => {
    // Issue 12: renaming or switching off auto-asignacion stops auto-response: ask first.
    if (stopsWelcome(initialValues, values)) {
      const confirmed = await modal.confirm({
        title: t('templates.welcomeConfirmTitle'),
        content: t('templates.welcomeConfirmContent'),
        okText: t('templates.welcomeConfirmOk'),
        cancelText: t('templates.welcomeConfirmCancel'),
        okButtonProps: { danger: true },
      });
      if (!confirmed) throw calledOff();
    }
    return save(values);
  };

  const groupOptions = useMemo(() => {
    const known = (groups.data ?? []).map((g) => ({
      value: g.attendence_Group_Id,
      label:
        g.enable === false
          ? t('templates.inactiveGroup', { name: g.attendence_Group_Name })
          : g.attendence_Group_Name,
    }));
    const missing = initialValues.groupIds
      .filter((id) => !known.some((option) => option.value === id))
      .map((id) => ({ value: id, label: t('templates.unknownGroup', { id }) }));
    return [...known, ...missing];
  }, [groups.data, initialValues.groupIds, t]);

  const fieldLabels = useMemo(
    () => ({
      message_Template_Name: t('templates.name'),
      message_Template: t('templates.message'),
      att_Group: t('templates.groups'),
      enable: t('templates.active'),
    }),
    [t],
  );

  return (
    <RecordFormPage<TemplateFormValues>
      title={messageId > 0 ? t('templates.editTitle') : t('templates.newTitle')}
      optionsFailed={groups.isError && t('templates.groupsFailed')}
      initialValues={initialValues}
      onSubmit={onSubmit}
      // Seed 001 §8 "Template save success: NewMessageTemplate.snackTextSuccess, templates reloaded, go
      // to list" (useSaveTemplate reloads them).
      successText={t('common:NewMessageTemplate.snackTextSuccess')}
      onDone={toList}
      fieldNames={FIELD_NAMES}
      fieldLabels={fieldLabels}
      // Seed 001 §8 "Template save failure: NewMessageTemplate.snackTextError"; the typed values stay.
      failureText={t('common:NewMessageTemplate.snackTextError')}
      history={
        messageId > 0
          ? (labels) => <AuditHistory entity="template" entityId={messageId} fieldLabels={labels} />
          : undefined
      }
    >
      <WelcomeNotice initial={initialValues} />
      <ProFormText
        name="name"
        label={t('templates.name')}
        rules={[
          { required: true, whitespace: true, message: t('templates.nameRequired') },
          {
            max: TEMPLATE_NAME_MAX,
            message: t('templates.nameTooLong', { max: TEMPLATE_NAME_MAX }),
          },
        ]}
      />
      <ProForm.Item
        name="message"
        label={t('templates.message')}
        rules={[
          { required: true, whitespace: true, message: t('templates.messageRequired') },
          {
            max: TEMPLATE_MESSAGE_MAX,
            message: t('templates.messageTooLong', { max: TEMPLATE_MESSAGE_MAX }),
          },
        ]}
      >
        <MessageField agentName={agentName} maxLength={TEMPLATE_MESSAGE_MAX} />
      </ProForm.Item>
      <ProFormSelect
        name="groupIds"
        label={t('templates.groups')}
        mode="multiple"
        placeholder={t('templates.groupsPlaceholder')}
        extra={t('templates.groupsHelp')}
        options={groupOptions}
        fieldProps={{ loading: groups.isLoading, virtual: false, optionFilterProp: 'label' }}
      />
      <ProFormSwitch name="enable" label={t('templates.active')} />
    </RecordFormPage>
  );
}

/** The new-template form (route newMessageTemplate): name, message, groups, active (seed 001 §2). */
export function NewTemplatePage() {
  return (
    <CustomerRequired>
      {(customerId) => (
        <TemplateForm
          key={customerId}
          messageId={0}
          initialValues={{ name: '', message: '', groupIds: [], enable: true }}
        />
      )}
    </CustomerRequired>
  );
}

/**
 * The edit-template form (route updateMessageTemplate, `/painel/templates/edit/:id`): the template
 * comes from the list call (there is no single-template call); its history is under the form.
 */
export function EditTemplatePage() {
  const { t } = useTranslation('admin');
  const messageId = Number(useParams().id);
  const templates = useTemplates();
  return (
    <RecordLoader
      query={templates}
      find={(all) => all.find((template) => template.message_Id === messageId)}
      texts={{ loadFailed: t('templates.loadFailed'), notFound: t('templates.notFound') }}
      listPath={pathOf('messagesTemplate')}
    >
      {(template, customerId) => (
        <TemplateForm
          key={`${customerId}:${messageId}`}
          messageId={messageId}
          initialValues={{
            name: template.message_Template_Name,
            message: template.message_Template,
            groupIds: template.att_Group ?? [],
            enable: template.enable ?? true,
          }}
        />
      )}
    </RecordLoader>
  );
}
