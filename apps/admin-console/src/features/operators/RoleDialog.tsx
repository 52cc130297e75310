import { isApiRequestError, useSession } from '@atende/api-client';
import { saveMutations } from '@atende/api-client/query';
import { FIELD_LIMITS } from '@atende/contract';
import { usePermissions } from '@atende/permissions/react';
import { apiErrorText, useSnackbar } from '@atende/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelsGrid, useFunctionalityLabel } from './LevelsGrid';
import { ceilingOf, levelsAboveOwn } from './operatorLevels';
import { roleCreateBody } from './roleCreateBody';
import { RoleLevels, RoleListError } from './RoleLevels';
import { useFunctionalityCatalogue, useRoles } from './useOperatorsData';

/** Props of `RoleDialog`. */
export interface RoleDialogProps {
  open: boolean;
  onClose: () => void;
}

interface NewRoleValues {
  name: string;
  levels: Record<string, number>;
}

/**
 * The role-management dialog (seed 001 §2, §6: only when the current user's function_Id is 1; the
 * caller checks `canManageRoles`). Lists the roles (`GET Functionality_List`), shows a chosen role's
 * levels (`GET User_Func_List/GetById`) and creates a custom role (`POST Functionality_List`) with the
 * current user's role as its father and levels 0 to 3 of the catalogue (`GET User_Func_List`), level
 * 0 entries not sent (seed 001 §5).
 */
export function RoleDialog({ open, onClose }: RoleDialogProps) {
  const { t } = useTranslation('admin');
  const snackbar = useSnackbar();
  const createRole = useMutation(saveMutations.role(useQueryClient()));
  const labelOf = useFunctionalityLabel();
  const { entries } = usePermissions();
  const ownRoleId = useSession((state) => state.user?.function_Id);
  const customerId = useSession((state) => state.currentCustomerId) ?? 0;
  const roles = useRoles();
  const catalogue = useFunctionalityCatalogue(open);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [form] = Form.useForm<NewRoleValues>();
  const levelsHeadingId = useId();

  const roleList = useMemo(() => roles.data ?? [], [roles.data]);
  const ownRoleName = roleList.find((r) => r.function_Id === ownRoleId)?.function_Name ?? '';
  const rows = (catalogue.data ?? []).map((f) => ({
    name: f.functionality_name,
    label: labelOf(f.functionality_name),
  }));

  const create = async (values: NewRoleValues) => {
    if (ownRoleId === undefined) return;
    const body = roleCreateBody(values.name, values.levels, ownRoleId, catalogue.data ?? []);
    try {
      const role = await createRole.mutateAsync({ customerId, body });
      snackbar.success(t('operators.roles.created', { role: role.function_Name }));
      form.resetFields();
    } catch (error) {
      const text = apiErrorText(error, t);
      if (isApiRequestError(error) && error.field === 'function_Name')
        form.setFields([{ name: 'name', errors: [text] }]);
      else if (isApiRequestError(error) && error.field === 'user_Functionality')
        form.setFields([{ name: 'levels', errors: [text] }]);
      else if (text) snackbar.error(text);
    }
  };

  const rolesFailed = roles.isError || (roles.isSuccess && roleList.length === 0);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('operators.roles.title')}
      width={760}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('operators.roles.close')}
        </Button>,
      ]}
    >
      <Typography.Title level={5}>{t('operators.roles.existing')}</Typography.Title>
      {rolesFailed ? (
        <RoleListError />
      ) : (
        <Select<number>
          aria-label={t('operators.roles.choose')}
          placeholder={t('operators.roles.choose')}
          style={{ width: '100%', marginBottom: 12 }}
          loading={roles.isPending}
          value={chosen}
          onChange={setChosen}
          options={roleList.map((r) => ({ value: r.function_Id, label: r.function_Name }))}
        />
      )}
      {chosen !== undefined ? (
        <RoleLevels
          roleId={chosen}
          roleName={roleList.find((r) => r.function_Id === chosen)?.function_Name ?? ''}
        />
      ) : null}

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('operators.roles.create')}
      </Typography.Title>
      <Form<NewRoleValues>
        // A name of its own: its field ids (`newRole_name`) must not clash with the operator form's.
        name="newRole"
        form={form}
        layout="vertical"
        initialValues={{ name: '', levels: {} }}
        onFinish={(values) => void create(values)}
      >
        <Form.Item
          name="name"
          label={t('operators.roles.name')}
          rules={[{ required: true, whitespace: true, message: t('operators.roles.nameRequired') }]}
          extra={ownRoleName ? t('operators.roles.father', { role: ownRoleName }) : undefined}
        >
          <Input maxLength={FIELD_LIMITS.RoleCreateBody.function_Name.maxLength} />
        </Form.Item>
        <Typography.Text strong id={levelsHeadingId}>
          {t('operators.form.levels')}
        </Typography.Text>
        {catalogue.isError ? (
          <Alert type="error" showIcon message={apiErrorText(catalogue.error, t)} />
        ) : catalogue.isPending ? (
          <Spin />
        ) : (
          <Form.Item
            name="levels"
            rules={[
              {
                // Seed 000 §5: a level above the creator's own cannot be given.
                validator: async (_, value: Record<string, number> | undefined) => {
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
          </Form.Item>
        )}
        <Button
          type="primary"
          htmlType="submit"
          loading={createRole.isPending}
          disabled={ownRoleId === undefined}
        >
          {t('operators.roles.createButton')}
        </Button>
      </Form>
    </Modal>
  );
}
