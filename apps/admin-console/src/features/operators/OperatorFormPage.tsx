import { useSession } from '@atende/api-client';
import { Navigate, useParams } from '@atende/routing';
import { apiErrorText, RecordFrame } from '@atende/ui';
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { OperatorForm } from './OperatorForm';
import { useOperator } from './useOperatorsData';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { operatorsTexts } from './texts';

registerFeatureTexts('operators', operatorsTexts);

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
  // The form reads its values once: it mounts when the operator is here; until then the frame's
  // load states (a skeleton, or the failure with Try again).
  if (userId !== undefined && (operator.isPending || operator.isError))
    return (
      <RecordFrame
        title={t('operators.form.editTitle')}
        loading={operator.isPending}
        loadFailed={
          operator.isError
            ? {
                message: t('operators.form.loadFailed'),
                description: apiErrorText(operator.error, t),
                retryText: t('operators.form.retry'),
                onRetry: () => void operator.refetch(),
              }
            : null
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
