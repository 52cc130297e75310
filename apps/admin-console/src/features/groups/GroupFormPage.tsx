import { ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useNavigate, useParams } from '@atende/routing';
import { RecordFormPage } from '@atende/ui';
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
  const save = useSaveGroup(groupId);
  const channels = useChannels();
  const toList = useCallback(() => navigate(pathOf('listGroup')), [navigate]);

  const fieldLabels = useMemo(
    () => ({
      attendence_Group_Name: t('groups.name'),
      attendence_Channel_Id: t('groups.channel'),
      enable: t('groups.active'),
    }),
    [t],
  );

  return (
    <RecordFormPage<GroupFormValues>
      title={groupId > 0 ? t('groups.editTitle') : t('groups.newTitle')}
      optionsFailed={channels.isError && t('groups.channelsFailed')}
      initialValues={initialValues}
      onSubmit={(values) => save(values)}
      // Seed 001 §8 "Group save success: NovoCadastro.snackTextSuccess, groups reloaded" (useSaveGroup).
      successText={t('common:NovoCadastro.snackTextSuccess')}
      onDone={toList}
      fieldNames={FIELD_NAMES}
      fieldLabels={fieldLabels}
      // Seed 001 §8 "Group save failure: NovoCadastro.snackTextError" (a field error goes on the field).
      failureText={t('common:NovoCadastro.snackTextError')}
      history={
        groupId > 0
          ? (labels) => <AuditHistory entity="group" entityId={groupId} fieldLabels={labels} />
          : undefined
      }
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
    </RecordFormPage>
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
