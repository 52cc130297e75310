import { useSession } from '@atende/api-client';
import type { AttendanceGroup } from '@atende/contract';
import { useNavigate } from '@atende/routing';
import { ListPage, type ListColumn } from '@atende/ui';
import Result from 'antd/es/result';
import Tag from 'antd/es/tag';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../../shared/paths';
import { editColumn } from '../../shared/records';
import { useChannels } from '../../shared/useChannels';
import { useLoadGroups } from './useGroups';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { groupsTexts } from './texts';

registerFeatureTexts('groups', groupsTexts);

/**
 * The group list (seed 001 §2 "Groups"; route listGroup): id, name, channel and active, with New and
 * Edit. Seed 001 §6 "Groups: Attendence Group, level 2 or more else redirect; at exactly 2 buttons
 * disabled": the shell's guard redirects, and its read-only context disables New and Edit here.
 */
export function GroupListPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const customerId = useSession((state) => state.currentCustomerId);
  const loadGroups = useLoadGroups();
  const channels = useChannels();

  const channelNames = useMemo(
    () => new Map((channels.data ?? []).map((c) => [c.channel_Id, c.channel_Name])),
    [channels.data],
  );

  const loadAll = useCallback(() => loadGroups(customerId ?? 0), [loadGroups, customerId]);

  const columns: ListColumn<AttendanceGroup>[] = [
    { title: t('groups.id'), dataIndex: 'attendence_Group_Id', width: 90 },
    { title: t('groups.name'), dataIndex: 'attendence_Group_Name' },
    {
      title: t('groups.channel'),
      dataIndex: 'attendence_Channel_Id',
      render: (_, group) =>
        group.attendence_Channel_Id === undefined
          ? ''
          : (channelNames.get(group.attendence_Channel_Id) ??
            t('groups.unknownChannel', { id: group.attendence_Channel_Id })),
    },
    {
      title: t('groups.status'),
      dataIndex: 'enable',
      render: (_, group) =>
        group.enable === false ? (
          <Tag color="default">{t('groups.disabled')}</Tag>
        ) : (
          <Tag color="green">{t('groups.enabled')}</Tag>
        ),
    },
    editColumn<AttendanceGroup>({
      label: (group) => t('groups.editOne', { name: group.attendence_Group_Name }),
      onEdit: (group) => navigate(pathOf('updateGroup', { id: group.attendence_Group_Id })),
    }),
  ];

  if (customerId === null) return <Result status="info" title={t('frame.noCustomer')} />;
  return (
    <ListPage<AttendanceGroup>
      title={t('groups.title')}
      columns={columns}
      rowKey="attendence_Group_Id"
      loadAll={loadAll}
      reloadKey={customerId}
      onCreate={() => navigate(pathOf('group'))}
    />
  );
}
