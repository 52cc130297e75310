import { ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useSession } from '@atende/api-client';
import { useNavigate, useParams } from '@atende/routing';
import { FormPage, useSnackbar } from '@atende/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistory } from '../audit/AuditHistory';
import { pathOf } from '../../shared/paths';
import { useChannels } from '../../shared/useChannels';
import { GROUP_NAME_MAX, useGroups, useSaveGroup, type GroupFormValues } from './useGroups';

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
  const { t } = useTranslation('admin');
  const customerId = useSession((state) => state.currentCustomerId);
  if (customerId === null) return <Result status="info" title={t('frame.noCustomer')} />;
  return <GroupForm key={customerId} groupId={0} initialValues={{ name: '', enable: true }} />;
}

/**
 * The edit-group form (route `updateGroup`, `/painel/edit-group/:id`): the group comes from the list
 * call (there is no single-group call); its history is under the form.
 */
export function EditGroupPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { id } = useParams();
  const groupId = Number(id);
  const customerId = useSession((state) => state.currentCustomerId);
  const groups = useGroups();
  const group = groups.data?.find((g) => g.attendence_Group_Id === groupId);

  if (customerId === null) return <Result status="info" title={t('frame.noCustomer')} />;
  if (groups.isPending) return <Skeleton active />;
  if (groups.isError && !groups.data)
    return (
      <Result
        status="error"
        title={t('groups.loadFailed')}
        extra={
          <Button onClick={() => void groups.refetch()} loading={groups.isFetching}>
            {t('groups.retry')}
          </Button>
        }
      />
    );
  if (!Number.isInteger(groupId) || !group)
    return (
      <Result
        status="404"
        title={t('groups.notFound')}
        extra={
          <Button onClick={() => navigate(pathOf('listGroup'))}>{t('groups.backToList')}</Button>
        }
      />
    );
  return (
    <GroupForm
      key={`${customerId}:${groupId}`}
      groupId={groupId}
      initialValues={{
        name: group.attendence_Group_Name,
        channelId: group.attendence_Channel_Id,
        enable: group.enable ?? true,
      }}
    />
  );
}
