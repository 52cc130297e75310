import { useSession } from '@atende/api-client';
import type { AttFile } from '@atende/contract';
import { useNavigate } from '@atende/routing';
import { ListPage, type ListColumn } from '@atende/ui';
import Result from 'antd/es/result';
import Tag from 'antd/es/tag';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroups } from '../groups/useGroups';
import { pathOf } from '../../shared/paths';
import { editColumn } from '../../shared/records';
import { useLoadFiles } from './useFiles';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { filesTexts } from './texts';

registerFeatureTexts('files', filesTexts);

/**
 * The file list (seed 001 §2 Files "The list has name, group and edit"; route loadFiles) with New and
 * whether each file is enabled: every stored file of the customer, the disabled ones too. Seed 001 §6
 * "Files | Campaign | level 2 or more": the shell's guard redirects below 2, and at exactly 2 its
 * read-only context disables New and Edit.
 */
export function FileListPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const customerId = useSession((state) => state.currentCustomerId);
  const loadFiles = useLoadFiles();
  const groups = useGroups();

  const groupNames = useMemo(
    () => new Map((groups.data ?? []).map((g) => [g.attendence_Group_Id, g.attendence_Group_Name])),
    [groups.data],
  );

  const loadAll = useCallback(() => loadFiles(customerId ?? 0), [loadFiles, customerId]);

  const columns: ListColumn<AttFile>[] = [
    { title: t('files.name'), dataIndex: 'file_Name' },
    {
      title: t('files.groups'),
      dataIndex: 'att_Group',
      render: (_, file) =>
        file.att_Group?.length
          ? file.att_Group
              .map((id) => groupNames.get(id) ?? t('files.unknownGroup', { id }))
              .join(', ')
          : t('files.everyGroup'),
    },
    {
      title: t('files.status'),
      dataIndex: 'enable',
      width: 130,
      render: (_, file) =>
        file.enable === false ? (
          <Tag color="default">{t('files.disabled')}</Tag>
        ) : (
          <Tag color="green">{t('files.enabled')}</Tag>
        ),
    },
    editColumn<AttFile>({
      label: (file) => t('files.editOne', { name: file.file_Name }),
      onEdit: (file) => navigate(pathOf('updateFile', { id: file.file_Id })),
    }),
  ];

  if (customerId === null) return <Result status="info" title={t('frame.noCustomer')} />;
  return (
    <ListPage<AttFile>
      title={t('files.title')}
      columns={columns}
      rowKey="file_Id"
      loadAll={loadAll}
      reloadKey={customerId}
      onCreate={() => navigate(pathOf('newUploadFile'))}
    />
  );
}
