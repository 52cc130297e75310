import { useSession } from '@atende/api-client';
import { flowQueries } from '@atende/api-client/query';
import type { FlowViewParts } from '@atende/contract';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE, registerFeatureTexts } from '../../locale/featureTexts';
import { flowFromParts } from './flowFromParts';
import { FlowEditor } from './FlowEditor';
import { documentFromAnswer } from './save/flowWire';
import { editorTexts } from './texts';

registerFeatureTexts('editor', editorTexts);

/** Props of `EditorPage`. */
export interface EditorPageProps {
  /** The flow the address names (`parseFlowViewPath`); id 0 is a new flow. */
  parts: FlowViewParts;
  /** Exactly Flow level 2 (seed 001 §6): everything viewable, nothing changeable. */
  readOnly: boolean;
}

/**
 * The canvas editor of one flow (seed 001 §2 "Flow editor"). A new flow (id 0) starts from the
 * creation form's fields with the step Start; a stored one loads GET List_Flow_Steps first.
 */
export function EditorPage({ parts, readOnly }: EditorPageProps) {
  const customerId = useSession((state) => state.currentCustomerId) ?? 0;
  if (parts.id === 0) {
    const input = {
      flow: flowFromParts(parts, customerId),
      steps: [],
      baseVersion: null,
      readOnly,
    };
    return <FlowEditor input={input} />;
  }
  return <StoredFlowEditor flowId={parts.id} customerId={customerId} readOnly={readOnly} />;
}

function StoredFlowEditor(props: { flowId: number; customerId: number; readOnly: boolean }) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const query = useQuery({
    ...flowQueries.steps(props.customerId, props.flowId),
    refetchOnMount: 'always',
  });
  if (query.data) return <FlowEditor input={documentFromAnswer(query.data, props.readOnly)} />;
  if (query.isError) {
    return (
      <Result
        status="error"
        title={t('editor.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('editor.retry')}</Button>}
      />
    );
  }
  return (
    <Spin tip={t('editor.loading')} size="large">
      <div className="flow-editor__loading" />
    </Spin>
  );
}
