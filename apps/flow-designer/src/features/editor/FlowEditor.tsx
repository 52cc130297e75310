import { flowMutations, flowQueries, fetchFresh } from '@atende/api-client/query';
import { flowViewPath } from '@atende/contract';
import { useNavigate } from '@atende/routing';
import { useSnackbar } from '@atende/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';
import { createFlowDocumentStore, type FlowDocumentInput } from './document';
import type { StepTypeOption } from './dialogs/ActivityDialog';
import { EditorBody } from './EditorBody';
import { EditorWorkspace } from './EditorWorkspace';
import { partsOfFlow } from './flowFromParts';
import { documentFromAnswer } from './save/flowWire';
import { VersionsPanel, type ShownVersion } from './versions/VersionsPanel';

/** No step types (stable, so the nodes' type names are not derived again on every render). */
const NO_STEP_TYPES: readonly StepTypeOption[] = [];

/**
 * One flow in the editor: its document store (kept while a version is shown), the step types, the
 * save, the reload after a conflict, and the version history.
 */
export function FlowEditor({ input }: { input: FlowDocumentInput }) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const client = useQueryClient();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [store] = useState(() => createFlowDocumentStore(input));
  const customerId = input.flow.customer_Id;
  const readOnly = input.readOnly ?? false;
  const stepTypes = useQuery(flowQueries.stepTypes(customerId));
  const { mutateAsync: send } = useMutation(flowMutations.save(client));
  const [shown, setShown] = useState<ShownVersion | null>(null);

  const onNewFlow = useCallback(
    (flowId: number) =>
      navigate(flowViewPath({ ...partsOfFlow(store.getState().flow), id: flowId }), {
        replace: true,
      }),
    [navigate, store],
  );
  const reload = useCallback(async () => {
    const flowId = store.getState().flow.flow_Id;
    try {
      const fresh = await fetchFresh(client, flowQueries.steps(customerId, flowId));
      store.getState().load(documentFromAnswer(fresh, readOnly));
    } catch (error) {
      console.error('The flow could not be loaded again.', error);
      snackbar.error(t('editor.loadFailed'));
    }
  }, [client, customerId, readOnly, snackbar, store, t]);

  const common = {
    stepTypes: stepTypes.data ?? NO_STEP_TYPES,
    stepTypesLoading: stepTypes.isPending,
    send,
    onNewFlow,
  };
  if (shown) {
    return (
      <EditorWorkspace key={`version-${shown.version}`} input={shown.input}>
        <Alert
          type="info"
          showIcon
          message={t('editor.viewingVersion', { version: shown.version })}
          action={<Button onClick={() => setShown(null)}>{t('editor.backToCurrent')}</Button>}
        />
        <EditorBody {...common} onReload={() => setShown(null)} />
      </EditorWorkspace>
    );
  }
  return (
    <EditorWorkspace input={input} store={store}>
      <EditorBody
        {...common}
        onReload={() => void reload()}
        extraTools={<VersionsPanel onShow={setShown} onRestored={() => void reload()} />}
      />
    </EditorWorkspace>
  );
}
