import {
  ProForm,
  ProFormCheckbox,
  ProFormDateRangePicker,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTimePicker,
} from '@ant-design/pro-components';
import {
  activateUserGroup,
  ApiRequestError,
  deactivateUserGroup,
  isApiRequestError,
  saveOperator,
  useSession,
} from '@atende/api-client';
import type { Report, UserRecord } from '@atende/contract';
import { usePermissions } from '@atende/permissions/react';
import { Navigate, useNavigate, useParams } from '@atende/routing';
import { apiErrorText, FormPage, useSnackbar } from '@atende/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistory } from '../audit/AuditHistory';
import { LevelsGrid, useFunctionalityLabel } from './LevelsGrid';
import {
  buildOperatorInput,
  ceilingOf,
  groupChanges,
  groupsOfRecord,
  levelRows,
  levelsAboveOwn,
  newOperatorValues,
  passwordProblems,
  recordValues,
  reportKey,
  WEEKDAYS,
  type OperatorFormValues,
} from './operatorModel';
import { pathOf } from '../../shared/paths';
import { useChannels } from '../../shared/useChannels';
import { ReportField } from './ReportDialog';
import { RoleDialog, RoleListError } from './RoleDialog';
import { RoleLevelsFiller } from './RoleLevelsFiller';
import {
  operatorKey,
  operatorsKey,
  useGroups,
  useOperator,
  useReports,
  useRoles,
} from './useOperatorsData';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { operatorsTexts } from './texts';

registerFeatureTexts('operators', operatorsTexts);

const LIST_PATH = pathOf('listaOperadores');

/** API field → form field, for errors the server ties to a field (FormPage shows them inline). */
const FIELD_NAMES: Record<string, string> = {
  user_Login: 'login',
  user_Name: 'name',
  user_Email: 'email',
  user_Celphone: 'cellphone',
  user_Pass: 'password',
  start_Access: 'access',
  end_Access: 'access',
  expiration_Date: 'access',
  user_Weekdays: 'weekdays',
  att_Start: 'startTime',
  att_End: 'endTime',
  function_Id: 'roleId',
  // Seed 000 §5: the server refuses a level above the creator's own (400 naming user_Function).
  user_Function: 'levels',
  customer: 'customerIds',
  channel: 'channels',
  report: 'reports',
};

/** Form fields whose label key (`operators.form.<key>`) is not their name. */
const FIELD_LABELS: Record<string, string> = { roleId: 'role', customerIds: 'customers' };

/** A 409 on the save is a login another operator has: said so, on the login field. */
function asLoginConflict(error: unknown): unknown {
  if (isApiRequestError(error) && error.status === 409)
    return new ApiRequestError(409, 'already_taken', error.message, error.field ?? 'user_Login');
  return error;
}

/** Props of the form page (the shell's page guard gives the read-only context; tests may force it). */
export interface OperatorFormPageProps {
  readOnly?: boolean;
}

/**
 * New operator (`/painel/cadastro`) and edit operator (`/painel/edit-user/:id`), seed 001 §2
 * "Operator list and form" and §4 "Operator form": the operator loads when an id is present.
 */
export function OperatorFormPage({ readOnly }: OperatorFormPageProps) {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  const userId = id === undefined ? undefined : Number(id);
  const validId = userId === undefined || (Number.isInteger(userId) && userId > 0);
  const customerId = useSession((state) => state.currentCustomerId);
  const operator = useOperator(validId ? userId : undefined);

  if (!validId) return <Navigate to="/error404" replace />;
  if (customerId === null) return <Alert type="info" showIcon message={t('frame.noCustomer')} />;
  if (userId !== undefined && operator.isPending) return <Skeleton active />;
  if (userId !== undefined && operator.isError)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t('operators.form.loadFailed')}
        description={apiErrorText(operator.error, t)}
        action={
          <Button onClick={() => void operator.refetch()}>{t('operators.form.retry')}</Button>
        }
      />
    );
  return (
    <OperatorForm
      key={`${customerId}:${userId ?? 'new'}`}
      customerId={customerId}
      userId={userId}
      record={operator.data ?? null}
      readOnly={readOnly}
    />
  );
}

interface OperatorFormProps {
  customerId: number;
  userId: number | undefined;
  record: UserRecord | null;
  readOnly?: boolean;
}

function OperatorForm({ customerId, userId, record, readOnly }: OperatorFormProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const labelOf = useFunctionalityLabel();
  const levelsHeadingId = useId();
  const { entries, canManageRoles, canManageReports } = usePermissions();
  const user = useSession((state) => state.user);
  const roles = useRoles();
  const groups = useGroups();
  const channels = useChannels();
  const reports = useReports();
  const [rolesOpen, setRolesOpen] = useState(false);
  const creating = userId === undefined;

  // The values the form starts from, once (later renders must not reset what is typed).
  const [initialValues] = useState(() => {
    const context = { currentCustomerId: customerId, currentRoleId: user?.function_Id };
    return record ? recordValues(record, context) : newOperatorValues(context);
  });
  // Seed 001 §4: the groups "originally loaded", updated as each change reaches the server (a retry
  // after a failed group call then does only what is left).
  const appliedGroups = useRef<number[]>(record ? groupsOfRecord(record, customerId) : []);
  // After a first successful PUT of a new operator, a retry updates that operator.
  const savedId = useRef(userId ?? 0);

  const knownReports = useMemo(() => {
    const all: Report[] = [...(reports.data ?? [])];
    for (const r of record?.report ?? [])
      if (!all.some((known) => reportKey(known) === reportKey(r))) all.push(r);
    return all;
  }, [reports.data, record]);

  const levelNames = useMemo(() => levelRows(record?.user_Function), [record]);
  const rows = useMemo(
    () => levelNames.map((name) => ({ name, label: labelOf(name) })),
    [levelNames, labelOf],
  );

  const submit = async (values: OperatorFormValues) => {
    const input = buildOperatorInput(values, {
      userId: savedId.current,
      customers: user?.customer ?? [],
      channels: channels.data ?? [],
      reports: knownReports,
      sendReports: canManageReports,
    });
    let answer;
    try {
      answer = await saveOperator(input);
    } catch (error) {
      throw asLoginConflict(error);
    }
    savedId.current = answer.user_Id;
    // Seed 001 §4: "After save, the groups are compared with those originally loaded: removed groups
    // are deactivated, added ones activated." Only in the current customer, if the operator stays in it.
    if (values.customerIds.includes(customerId)) {
      const { removed, added } = groupChanges(appliedGroups.current, values.groups ?? []);
      const target = { customerId, userId: answer.user_Id };
      for (const groupId of removed) {
        await deactivateUserGroup({ ...target, groupId });
        appliedGroups.current = appliedGroups.current.filter((g) => g !== groupId);
      }
      for (const groupId of added) {
        await activateUserGroup({ ...target, groupId });
        appliedGroups.current = [...appliedGroups.current, groupId];
      }
    }
    await queryClient.invalidateQueries({ queryKey: operatorsKey(customerId) });
    await queryClient.invalidateQueries({ queryKey: operatorKey(customerId, answer.user_Id) });
  };

  const onSuccess = useCallback(() => {
    // Seed 001 §8: "Operator save success: snackbar NovoCadastro.snackTextSuccess, then operator list".
    snackbar.success(t('common:NovoCadastro.snackTextSuccess'));
    navigate(LIST_PATH);
  }, [snackbar, t, navigate]);

  const fieldLabel = (field: string): string | undefined => {
    const name = FIELD_NAMES[field];
    return name ? t(`operators.form.${FIELD_LABELS[name] ?? name}`) : undefined;
  };

  // The history names the API's fields: show the form's labels for them.
  const auditLabels = Object.fromEntries(
    Object.keys(FIELD_NAMES).flatMap((field) => {
      const label = fieldLabel(field);
      return label ? [[field, label]] : [];
    }),
  );

  const roleOptions = (roles.data ?? []).map((r) => ({
    value: r.function_Id,
    label: r.function_Name,
  }));
  const rolesFailed = roles.isError || (roles.isSuccess && roleOptions.length === 0);
  const choose = t('operators.form.choosePlaceholder');

  return (
    <>
      <Typography.Title level={3}>
        {creating ? t('operators.form.newTitle') : t('operators.form.editTitle')}
      </Typography.Title>
      <FormPage<OperatorFormValues>
        initialValues={initialValues}
        onSubmit={submit}
        onSuccess={onSuccess}
        onCancel={() => navigate(LIST_PATH)}
        readOnly={readOnly}
        fieldNames={FIELD_NAMES}
        errorText={{ fieldLabel }}
      >
        <ProForm.Group>
          <ProFormText
            name="login"
            label={t('operators.form.login')}
            width="md"
            fieldProps={{ autoComplete: 'off', maxLength: 100 }}
            rules={[
              { required: true, whitespace: true, message: t('operators.form.loginRequired') },
              { pattern: /^\S*$/, message: t('operators.form.loginSpaces') },
            ]}
          />
          <ProFormText
            name="name"
            label={t('operators.form.name')}
            width="md"
            fieldProps={{ maxLength: 200 }}
            rules={[
              { required: true, whitespace: true, message: t('operators.form.nameRequired') },
            ]}
          />
        </ProForm.Group>
        <ProForm.Group>
          <ProFormText
            name="email"
            label={t('operators.form.email')}
            width="md"
            fieldProps={{ type: 'email', maxLength: 254 }}
            rules={[{ type: 'email', message: t('operators.form.emailInvalid') }]}
          />
          <ProFormText
            name="cellphone"
            label={t('operators.form.cellphone')}
            width="md"
            fieldProps={{ type: 'tel', maxLength: 40 }}
          />
        </ProForm.Group>
        <ProFormText.Password
          name="password"
          label={t('operators.form.password')}
          width="md"
          fieldProps={{ autoComplete: 'new-password', maxLength: 200 }}
          extra={
            creating
              ? t('operators.form.passwordRules')
              : `${t('operators.form.passwordKeep')}. ${t('operators.form.passwordRules')}`
          }
          rules={[
            // Seed 000 §5 password rules; required only for a new operator.
            { required: creating, message: t('operators.form.passwordRequired') },
            {
              validator: async (_: unknown, value: string | undefined) => {
                if (!value) return;
                const problems = passwordProblems(value);
                if (problems.tooShort) throw new Error(t('operators.form.passwordTooShort'));
                if (problems.missing.length)
                  throw new Error(
                    t('operators.form.passwordMissing', {
                      kinds: problems.missing
                        .map((kind) => t(`operators.form.passwordKinds.${kind}`))
                        .join(', '),
                    }),
                  );
              },
            },
          ]}
        />
        <ProFormDateRangePicker
          name="access"
          label={t('operators.form.access')}
          width="md"
          fieldProps={{
            placeholder: [t('operators.form.accessStart'), t('operators.form.accessEnd')],
            allowClear: false,
          }}
          rules={[{ required: true, message: t('operators.form.accessRequired') }]}
        />
        <ProFormCheckbox.Group
          name="weekdays"
          label={t('operators.form.weekdays')}
          options={WEEKDAYS.map((day) => ({
            value: day,
            label: t(`operators.weekdays.${day}`),
          }))}
          rules={[
            {
              required: true,
              type: 'array',
              min: 1,
              message: t('operators.form.weekdaysRequired'),
            },
          ]}
        />
        <ProForm.Group>
          {/* Seed 001 §2: "start and end time (24h)". */}
          <ProFormTimePicker
            name="startTime"
            label={t('operators.form.startTime')}
            fieldProps={{ format: 'HH:mm', needConfirm: false }}
            rules={[{ required: true, message: t('operators.form.timeRequired') }]}
          />
          <ProFormTimePicker
            name="endTime"
            label={t('operators.form.endTime')}
            fieldProps={{ format: 'HH:mm', needConfirm: false }}
            rules={[{ required: true, message: t('operators.form.timeRequired') }]}
          />
        </ProForm.Group>
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
              <Button onClick={() => setRolesOpen(true)}>{t('operators.form.manageRoles')}</Button>
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
      </FormPage>
      {userId !== undefined ? (
        <div style={{ marginTop: 24 }}>
          <AuditHistory entity="operator" entityId={userId} fieldLabels={auditLabels} />
        </div>
      ) : null}
      {canManageRoles ? <RoleDialog open={rolesOpen} onClose={() => setRolesOpen(false)} /> : null}
    </>
  );
}
