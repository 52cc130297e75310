import { apiErrorText } from '@atende/ui';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelsGrid, useFunctionalityLabel } from './LevelsGrid';
import { useRoleFunctionalities } from './useOperatorsData';

/** The roles of `Functionality_List`, or the catalogue's roleError (seed 001 §8 "Role listing empty or error"). */
export function RoleListError() {
  const { t } = useTranslation('admin');
  return <Alert type="error" showIcon role="alert" message={t('common:NovoCadastro.roleError')} />;
}

/** The levels of one existing role (`User_Func_List/GetById`), read only. */
export function RoleLevels({ roleId, roleName }: { roleId: number; roleName: string }) {
  const { t } = useTranslation('admin');
  const labelOf = useFunctionalityLabel();
  const headingId = useId();
  const functions = useRoleFunctionalities(roleId);
  if (functions.isPending) return <Spin />;
  if (functions.isError)
    return <Alert type="error" showIcon message={apiErrorText(functions.error, t)} />;
  if (functions.data.length === 0)
    return <Typography.Paragraph>{t('operators.roles.noLevels')}</Typography.Paragraph>;
  const value = Object.fromEntries(
    functions.data.map((f) => [f.functionality_Name, f.functionality_Level]),
  );
  return (
    <>
      <Typography.Title level={5} id={headingId}>
        {t('operators.roles.levelsOf', { role: roleName })}
      </Typography.Title>
      <LevelsGrid
        labelledBy={headingId}
        rows={functions.data.map((f) => ({
          name: f.functionality_Name,
          label: labelOf(f.functionality_Name),
        }))}
        value={value}
        disabled
      />
    </>
  );
}
