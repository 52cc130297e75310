import { activateUserGroup, deactivateUserGroup, listOperators } from '@atende/api-client';
import type { AttendanceGroup, OperatorRow } from '@atende/contract';
import { apiErrorText, useReadOnly, useSnackbar } from '@atende/ui';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupChanges } from './operatorSave';

/** Props of `GroupCell`. */
export interface GroupCellProps {
  row: OperatorRow;
  customerId: number;
  groups: readonly AttendanceGroup[];
}

/**
 * The list's inline group editor (seed 001 §2 "group (inline multi-select editor)"): a change
 * deactivates the removed groups and activates the added ones (seed 001 §7 User_Att_Group_Deactivate /
 * _Activate), then shows a snackbar and reads the row again. Disabled in a read-only area (seed 000 §6
 * "group-change buttons ... disabled").
 */
export function GroupCell({ row, customerId, groups }: GroupCellProps) {
  const { t } = useTranslation('admin');
  const snackbar = useSnackbar();
  const readOnly = useReadOnly();
  const [value, setValue] = useState<number[]>(row.group_List);
  const [saving, setSaving] = useState(false);
  // A reloaded row (the list's refresh) replaces what the cell shows.
  const [shown, setShown] = useState(row.group_List);
  if (shown !== row.group_List) {
    setShown(row.group_List);
    setValue(row.group_List);
  }

  const change = async (chosen: number[]) => {
    const { removed, added } = groupChanges(value, chosen);
    setValue(chosen);
    setSaving(true);
    const target = { customerId, userId: row.user_Id };
    try {
      for (const groupId of removed) await deactivateUserGroup({ ...target, groupId });
      for (const groupId of added) await activateUserGroup({ ...target, groupId });
      snackbar.success(t('operators.groupsSaved', { login: row.user_Login }));
    } catch (error) {
      const text = apiErrorText(error, t);
      if (text) snackbar.error(text);
    }
    // The row again from the server: what was really stored, whatever failed.
    try {
      const fresh = (await listOperators(customerId)).find((r) => r.user_Id === row.user_Id);
      if (fresh) setValue(fresh.group_List);
    } catch {
      // Keeps what is on screen; the list's reload shows the truth.
    } finally {
      setSaving(false);
    }
  };

  const options = groups.map((g) => ({
    value: g.attendence_Group_Id,
    label: g.attendence_Group_Name,
  }));
  return (
    <Select<number[]>
      mode="multiple"
      aria-label={t('operators.groupsOf', { login: row.user_Login })}
      placeholder={t('operators.groupsPlaceholder')}
      style={{ minWidth: 200, width: '100%' }}
      value={value}
      options={options}
      disabled={readOnly || saving}
      loading={saving}
      optionFilterProp="label"
      onChange={(chosen) => void change(chosen)}
    />
  );
}
