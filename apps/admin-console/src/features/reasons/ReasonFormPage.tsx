import { ProFormText } from '@ant-design/pro-components';
import { useNavigate, useParams } from '@atende/routing';
import { RecordFormPage } from '@atende/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistory } from '../audit/AuditHistory';
import { pathOf } from '../../shared/paths';
import { CustomerRequired, RecordLoader } from '../../shared/records';
import { SubReasonSection } from './SubReasonSection';
import { DESCRIPTION_MAX, useReasons, useSaveReason } from './useReasons';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { reasonsTexts } from './texts';

registerFeatureTexts('reasons', reasonsTexts);

/** The reason form's values. */
interface ReasonFormValues {
  description: string;
}

/** Server field → form field, for errors the API ties to a field (409 on the description). */
const FIELD_NAMES = { Reason_Description_Var: 'description' };

function ReasonForm({ reasonId, description }: { reasonId: number; description: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveReason(reasonId);
  const toList = useCallback(() => navigate(pathOf('reasons')), [navigate]);

  const fieldLabels = useMemo(() => ({ reason_description: t('reasons.description') }), [t]);

  return (
    <RecordFormPage<ReasonFormValues>
      title={reasonId > 0 ? t('reasons.editTitle') : t('reasons.newTitle')}
      initialValues={{ description }}
      onSubmit={(values) => save(values.description)}
      // Seed 001 §4 "Saving a reason returns to the reasons list".
      successText={t('common:NovoCadastro.snackTextSuccess')}
      onDone={toList}
      fieldNames={FIELD_NAMES}
      fieldLabels={fieldLabels}
      failureText={t('common:NovoCadastro.snackTextError')}
      below={<SubReasonSection reasonId={reasonId} />}
      history={
        reasonId > 0
          ? (labels) => <AuditHistory entity="reason" entityId={reasonId} fieldLabels={labels} />
          : undefined
      }
    >
      <ProFormText
        name="description"
        label={t('reasons.description')}
        rules={[
          { required: true, whitespace: true, message: t('reasons.descriptionRequired') },
          {
            max: DESCRIPTION_MAX,
            message: t('reasons.descriptionTooLong', { max: DESCRIPTION_MAX }),
          },
        ]}
      />
    </RecordFormPage>
  );
}

/**
 * The reason edit screen (route `reason`: `/painel/reason/new` and `/painel/reason/new/:id`; seed 001
 * §2 "id 0 or absent means new"): the description with Save and Cancel, the reason's sub-reasons with
 * their inline form, and the reason's history. The reason comes from the list call (there is no
 * single-reason call).
 */
export function ReasonFormPage() {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  const reasonId = id === undefined ? 0 : Number(id);
  const reasons = useReasons();
  if (reasonId === 0)
    return (
      <CustomerRequired>
        {(customerId) => <ReasonForm key={`${customerId}:0`} reasonId={0} description="" />}
      </CustomerRequired>
    );
  return (
    <RecordLoader
      query={reasons}
      find={(all) => all.find((r) => r.reason_id === reasonId)}
      texts={{ loadFailed: t('reasons.loadFailed'), notFound: t('reasons.notFound') }}
      listPath={pathOf('reasons')}
    >
      {(reason, customerId) => (
        <ReasonForm
          key={`${customerId}:${reasonId}`}
          reasonId={reasonId}
          description={reason.reason_description}
        />
      )}
    </RecordLoader>
  );
}
