import { ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useNavigate, useParams } from '@atende/routing';
import { FormPage, useSnackbar } from '@atende/ui';
import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistory } from '../audit/AuditHistory';
import { pathOf } from '../../shared/paths';
import { CustomerRequired, RecordLoader } from '../../shared/records';
import { useChannels } from '../../shared/useChannels';
import { GROUP_NAME_MAX, useGroups, useSaveGroup, type GroupFormValues } from './useGroups';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { groupsTexts } from './texts';

registerFeatureTexts('groups', groupsTexts);

/** Server field → form field, for errors the API ties to a field (409 on the name). */
const FIELD_NAMES = {
  attendence_Group_Name: 'name',
  attendence_Channel_Id: 'channelId',
  enable: 'enable',
};

function GroupForm({
  groupId,
  initialValues,
}: {
  groupId: number;
  initialValues: Partial<GroupFormValues>;
}) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const save = useSaveGroup(groupId);
  const channels = useChannels();
  const toList = useCallback(() => navigate(pathOf('listGroup')), [navigate]);

  const onSubmit = (values: GroupFormValues) => save(values);
  // Seed 001 §8 "Group save success: NovoCadastro.snackTextSuccess, groups reloaded" (useSaveGroup).
  const onSuccess = useCallback(() => {
    snackbar.success(t('common:NovoCadastro.snackTextSuccess'));
    toList();
  }, [snackbar, t, toList]);

  const fieldLabels = useMemo(
    () => ({
      attendence_Group_Name: t('groups.name'),
      attendence_Channel_Id: t('groups.channel'),
      enable: t('groups.active'),
    }),
    [t],
  );

  return (
    <>
      <Typography.Title level={3}>
        {groupId > 0 ? t('groups.editTitle') : t('groups.newTitle')}
      </Typography.Title>
      {channels.isError ? (
        <Alert
          type="warning"
          showIcon
          message={t('groups.channelsFailed')}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <FormPage<GroupFormValues>
        initialValues={initialValues}
        onSubmit={onSubmit}
        onSuccess={onSuccess}
        onCancel={toList}
        fieldNames={FIELD_NAMES}
        // Seed 001 §8 "Group save failure: NovoCadastro.snackTextError" (a field error goes on the field).
        failureText={t('common:NovoCadastro.snackTextError')}
      >
        <ProFormText
          name="name"
          label={t('groups.name')}
          rules={[
            { required: true, whitespace: true, message: t('groups.nameRequired') },
            { max: GROUP_NAME_MAX, message: t('groups.nameTooLong', { max: GROUP_NAME_MAX }) },
          ]}
        />
        <ProFormSelect
          name="channelId"
          label={t('groups.channel')}
          placeholder={t('groups.channelPlaceholder')}
          rules={[{ required: true, message: t('groups.channelRequired') }]}
          options={(channels.data ?? []).map((c) => ({
            value: c.channel_Id,
            label: c.channel_Name,
          }))}
          fieldProps={{ loading: channels.isLoading, virtual: false }}
        />
        <ProFormSwitch name="enable" label={t('groups.active')} />
      </FormPage>
      {groupId > 0 ? (
        <AuditHistory entity="group" entityId={groupId} fieldLabels={fieldLabels} />
      ) : null}
    </>
  );
}

/** The new-group form (route `group`): name, channel, active (seed 001 §2 "Groups", §3 "Attendance group"). */
export function NewGroupPage() {
  return (
    <CustomerRequired>
      {(customerId) => (
        <GroupForm key={customerId} groupId={0} initialValues={{ name: '', enable: true }} />
      )}
    </CustomerRequired>
  );
}

/**
 * The edit-group form (route `updateGroup`, `/painel/edit-group/:id`): the group comes from the list
 * call (there is no single-group call); its history is under the form.
 */
export function EditGroupPage() {
  const { t } = useTranslation('admin');
  const groupId = Number(useParams().id);
  const groups = useGroups();
  return (
    <RecordLoader
      query={groups}
      find={(all) => all.find((g) => g.attendence_Group_Id === groupId)}
      texts={{ loadFailed: t('groups.loadFailed'), notFound: t('groups.notFound') }}
      listPath={pathOf('listGroup')}
    >
      {(group, customerId) => (
        <GroupForm
          key={`${customerId}:${groupId}`}
          groupId={groupId}
          initialValues={{
            name: group.attendence_Group_Name,
            channelId: group.attendence_Channel_Id,
            enable: group.enable ?? true,
          }}
        />
      )}
    </RecordLoader>
  );
}
