import { useSession } from '@atende/api-client';
import { saveMutations } from '@atende/api-client/query';
import type { Report, UserRecord } from '@atende/contract';
import { usePermissions } from '@atende/permissions/react';
import { useNavigate } from '@atende/routing';
import { RecordFormPage } from '@atende/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistory } from '../audit/AuditHistory';
import {
  groupsOfRecord,
  newOperatorValues,
  recordValues,
  type OperatorFormValues,
} from './operatorFormValues';
import { levelRows } from './operatorLevels';
import { reportKey } from './operatorReports';
import { buildOperatorInput, groupChanges } from './operatorSave';
import { OperatorFields } from './OperatorFields';
import { asLoginConflict, FIELD_LABELS, FIELD_NAMES } from './operatorSaveErrors';
import { pathOf } from '../../shared/paths';
import { useChannels } from '../../shared/useChannels';
import { RoleDialog } from './RoleDialog';
import { useReports } from './useOperatorsData';

const LIST_PATH = pathOf('listaOperadores');

/** Props of {@link OperatorForm}. */
export interface OperatorFormProps {
  customerId: number;
  userId: number | undefined;
  record: UserRecord | null;
  readOnly?: boolean;
}

/**
 * The operator form once its record is here (none for a new operator): saves through
 * `saveMutations.operator`, then the group changes of seed 001 §4, then back to the list.
 */
export function OperatorForm({ customerId, userId, record, readOnly }: OperatorFormProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saveOperator = useMutation(saveMutations.operator(queryClient));
  const changeGroup = useMutation(saveMutations.operatorGroup(queryClient));
  const { canManageRoles, canManageReports } = usePermissions();
  const user = useSession((state) => state.user);
  const channels = useChannels();
  const reports = useReports();
  const [rolesOpen, setRolesOpen] = useState(false);
  const toList = useCallback(() => navigate(LIST_PATH), [navigate]);
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

  const submit = async (values: OperatorFormValues) => {
    const input = buildOperatorInput(values, {
      userId: savedId.current,
      customers: user?.customer ?? [],
      channels: channels.data ?? [],
      reports: knownReports,
      sendReports: canManageReports,
      loadedReports: record?.report ?? [],
    });
    let answer;
    try {
      answer = await saveOperator.mutateAsync({ customerId, operator: input });
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
        await changeGroup.mutateAsync({ ...target, groupId, active: false });
        appliedGroups.current = appliedGroups.current.filter((g) => g !== groupId);
      }
      for (const groupId of added) {
        await changeGroup.mutateAsync({ ...target, groupId, active: true });
        appliedGroups.current = [...appliedGroups.current, groupId];
      }
    }
  };

  // The API's fields with the form's labels: for a save error shown as a snackbar and the history.
  const fieldLabels = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(FIELD_NAMES).map(([field, name]) => [
          field,
          t(`operators.form.${FIELD_LABELS[name] ?? name}`),
        ]),
      ),
    [t],
  );

  return (
    <>
      <RecordFormPage<OperatorFormValues>
        title={creating ? t('operators.form.newTitle') : t('operators.form.editTitle')}
        initialValues={initialValues}
        onSubmit={submit}
        // Seed 001 §8: "Operator save success: snackbar NovoCadastro.snackTextSuccess, then operator list".
        successText={t('common:NovoCadastro.snackTextSuccess')}
        onDone={toList}
        readOnly={readOnly}
        fieldNames={FIELD_NAMES}
        fieldLabels={fieldLabels}
        history={
          creating
            ? undefined
            : (labels) => (
                <div style={{ marginTop: 24 }}>
                  <AuditHistory entity="operator" entityId={userId} fieldLabels={labels} />
                </div>
              )
        }
      >
        <OperatorFields
          creating={creating}
          knownReports={knownReports}
          levelNames={levelNames}
          onManageRoles={() => setRolesOpen(true)}
        />
      </RecordFormPage>
      {canManageRoles ? <RoleDialog open={rolesOpen} onClose={() => setRolesOpen(false)} /> : null}
    </>
  );
}
