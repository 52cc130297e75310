import { useSession } from '@atende/api-client';
import {
  FLOW_EXIT_DEFAULTS,
  flowViewPath,
  parseFlowViewPath,
  type FlowViewParts,
} from '@atende/contract';
import { Navigate, useLocation, useNavigate } from '@atende/routing';
import { FormPage, parseServerTime, RecordFrame } from '@atende/ui';
import Alert from 'antd/es/alert';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE, registerFeatureTexts } from '../../locale/featureTexts';
import { useChannels } from '../../shared/useFlows';
import { creationOutcome, type FlowFormValues } from './creationRules';
import { ExportButton } from './ExportButton';
import { FlowFields } from './FlowFields';
import { createTexts } from './texts';

registerFeatureTexts('create', createTexts);

function initialValuesOf(parts: FlowViewParts | null): FlowFormValues {
  if (!parts) {
    return {
      exitMessage: FLOW_EXIT_DEFAULTS.exit_String,
      leaveMessage: FLOW_EXIT_DEFAULTS.exit_Message,
      start: parseServerTime(new Date()),
      hasEnd: false,
    };
  }
  return {
    name: parts.name,
    channel: parts.channel || undefined,
    flowMessage: parts.flowMessage,
    exitMessage: parts.flowExitMessage,
    leaveMessage: parts.flowLeaveMessage,
    start: parseServerTime(parts.startDate),
    hasEnd: parts.endDate !== '',
    end: parseServerTime(parts.endDate),
  };
}

/**
 * The flow form (seed 001 §2 "Flow creation form: name, channel, initial message, exit message, leave
 * message, start date, optional end date. Buttons: next, export, close"), for a new flow (`parts`
 * null, the exit texts defaulting to seed 000 §9's) or the flow an `update-fluxo` address names.
 * Next applies seed 001 §5's creation rule (`creationOutcome`); Export needs an existing flow.
 */
function FlowForm({ parts }: { parts: FlowViewParts | null }) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const navigate = useNavigate();
  const channels = useChannels();
  const flowId = parts?.id ?? 0;
  const initialValues = useMemo(() => initialValuesOf(parts), [parts]);
  const toList = useCallback(() => navigate('/fluxo'), [navigate]);
  const next = useCallback(
    (values: FlowFormValues) => {
      const outcome = creationOutcome(values, flowId);
      if (outcome.kind === 'editor') navigate(flowViewPath(outcome.parts));
      else toList();
    },
    [flowId, navigate, toList],
  );
  return (
    <RecordFrame title={parts ? t('create.editTitle', { name: parts.name }) : t('create.newTitle')}>
      {channels.isError ? (
        <Alert type="warning" showIcon message={t('create.channelsFailed')} />
      ) : null}
      <FormPage<FlowFormValues>
        initialValues={initialValues}
        // Nothing is saved here: Next opens the editor, which saves (the end date rule is the field's).
        onSubmit={async () => undefined}
        onSuccess={next}
        onCancel={toList}
        cancelText={t('create.close')}
        submitText={t('create.next')}
        // At Flow level exactly 2 the page guard's read-only context disables the fields and Next.
        guardUnsaved={false}
        extraButtons={[<ExportButton key="export" flowId={flowId} flowName={parts?.name ?? ''} />]}
      >
        <FlowFields channels={channels.data ?? []} />
      </FormPage>
    </RecordFrame>
  );
}

/**
 * The `create-fluxo` route: a new flow. Seed 001 §6: "without a current customer go to the flow list".
 */
export function FlowCreatePage() {
  const customerId = useSession((state) => state.currentCustomerId);
  if (customerId === null) return <Navigate to="/fluxo" replace />;
  return <FlowForm key={customerId} parts={null} />;
}

/** The `update-fluxo` route (`/fluxo/update/{id}-{name}-...`): the form of an existing flow. */
export function FlowUpdatePage() {
  const { pathname } = useLocation();
  const customerId = useSession((state) => state.currentCustomerId);
  const parts = useMemo(
    () => parseFlowViewPath(pathname.slice(pathname.lastIndexOf('/') + 1)),
    [pathname],
  );
  if (customerId === null || parts === null) return <Navigate to="/fluxo" replace />;
  return <FlowForm key={`${customerId}:${pathname}`} parts={parts} />;
}
