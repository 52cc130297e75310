import { ProForm, ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { useSession } from '@atende/api-client';
import type { Report } from '@atende/contract';
import { usePermissions } from '@atende/permissions/react';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useChannels } from '../../shared/useChannels';
import { LevelsGrid, useFunctionalityLabel } from './LevelsGrid';
import { ceilingOf, levelsAboveOwn } from './operatorLevels';
import { OperatorIdentityFields } from './OperatorIdentityFields';
import { ReportField } from './ReportDialog';
import { RoleListError } from './RoleLevels';
import { RoleLevelsFiller } from './RoleLevelsFiller';
import { useGroups } from '../groups/useGroups';
import { useRoles } from './useOperatorsData';

/** Props of `OperatorFields`. */
export interface OperatorFieldsProps {
  /** A new operator (the password is required). */
  creating: boolean;
  /** The reports that may be chosen (the customer's and the operator's). */
  knownReports: readonly Report[];
  /** The functionality names the levels grid shows (`levelRows`). */
  levelNames: readonly string[];
  /** Opens the role-management dialog (offered to function_Id 1 only). */
  onManageRoles: () => void;
}

/**
 * The operator form's fields (seed 001 §2 "Operator list and form", §4 "Operator form"), inside the
 * record form page: identity, password, access, shift, role, customers, groups, channels, reports
 * and the levels grid.
 */
export function OperatorFields({
  creating,
  knownReports,
  levelNames,
  onManageRoles,
}: OperatorFieldsProps) {
  const { t } = useTranslation('admin');
  const labelOf = useFunctionalityLabel();
  const levelsHeadingId = useId();
  const { entries, canManageRoles, canManageReports } = usePermissions();
  const user = useSession((state) => state.user);
  const roles = useRoles();
  const groups = useGroups();
  const channels = useChannels();
  const rows = useMemo(
    () => levelNames.map((name) => ({ name, label: labelOf(name) })),
    [levelNames, labelOf],
  );
  const roleOptions = (roles.data ?? []).map((r) => ({
    value: r.function_Id,
    label: r.function_Name,
  }));
  const rolesFailed = roles.isError || (roles.isSuccess && roleOptions.length === 0);
  const choose = t('operators.form.choosePlaceholder');

  return (
    <>
      <OperatorIdentityFields creating={creating} />
      <ProForm.Group>
        <ProFormSelect
          name="roleId"
          label={t('operators.form.role')}
          width="md"
          options={roleOptions}
          fieldProps={{ loading: roles.isPending, placeholder: choose }}
          rules={[{ required: true, message: t('operators.form.roleRequired') }]}
        />
        {canManageRoles ? (
          // Seed 001 §2: the role-management dialog only when the current user's function_Id is 1.
          <ProForm.Item label=" " colon={false}>
            <Button onClick={onManageRoles}>{t('operators.form.manageRoles')}</Button>
          </ProForm.Item>
        ) : null}
      </ProForm.Group>
      {rolesFailed ? <RoleListError /> : null}
      <ProFormSwitch
        name="sysAdm"
        label={t('operators.form.sysAdm')}
        // Only a system administrator makes a system administrator (the server refuses otherwise).
        disabled={user?.user_SysAdm ? undefined : true}
      />
      <ProFormSelect
        name="customerIds"
        label={t('operators.form.customers')}
        width="lg"
        mode="multiple"
        // Seed 001 §2: "The user can choose among the customers available to them".
        options={(user?.customer ?? []).map((c) => ({
          value: c.customer_Id,
          label: c.customer_Name,
        }))}
        fieldProps={{ placeholder: choose, optionFilterProp: 'label' }}
        rules={[
          {
            required: true,
            type: 'array',
            min: 1,
            message: t('operators.form.customersRequired'),
          },
        ]}
      />
      <ProFormSelect
        name="groups"
        label={t('operators.form.groups')}
        width="lg"
        mode="multiple"
        options={(groups.data ?? []).map((g) => ({
          value: g.attendence_Group_Id,
          label: g.attendence_Group_Name,
        }))}
        fieldProps={{ loading: groups.isPending, placeholder: choose, optionFilterProp: 'label' }}
      />
      <ProFormSelect
        name="channels"
        label={t('operators.form.channels')}
        width="lg"
        mode="multiple"
        options={(channels.data ?? []).map((c) => ({
          value: c.channel_Id,
          label: c.channel_Name,
        }))}
        fieldProps={{
          loading: channels.isPending,
          placeholder: choose,
          optionFilterProp: 'label',
        }}
      />
      <ProForm.Item name="reports" label={t('operators.form.reports')}>
        <ReportField reports={knownReports} canManage={canManageReports} />
      </ProForm.Item>
      <RoleLevelsFiller creatorEntries={entries} />
      <Typography.Title level={5} id={levelsHeadingId}>
        {t('operators.form.levels')}
      </Typography.Title>
      <ProForm.Item
        name="levels"
        extra={t('operators.form.levelsHelp')}
        rules={[
          {
            // Seed 000 §5: "A user's level must be equal to or smaller than the creator's level".
            validator: async (_: unknown, value: Record<string, number> | undefined) => {
              const over = levelsAboveOwn(entries, value);
              if (over.length)
                throw new Error(
                  t('operators.form.levelsAboveOwn', { names: over.map(labelOf).join(', ') }),
                );
            },
          },
        ]}
      >
        <LevelsGrid
          labelledBy={levelsHeadingId}
          rows={rows}
          ceiling={(name) => ceilingOf(entries, name)}
        />
      </ProForm.Item>
    </>
  );
}
