import type {
  FlowProblem,
  FlowUpdateAnswer,
  FlowUpdateBody,
  FlowVersionConflict,
} from '@atende/contract';
import { flowConflictOf, flowProblemsOf } from '@atende/api-client';
import { useSnackbar } from '@atende/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../../locale/featureTexts';
import type { FlowDocumentStore } from '../document';
import { saveCheck, updateBodyOf, type SaveMode } from './flowWire';

/** Options of `useSaveFlow`. */
export interface SaveFlowOptions {
  store: FlowDocumentStore;
  /** POST Data_Flow_Update (the api-client's mutation). */
  send(body: FlowUpdateBody): Promise<FlowUpdateAnswer>;
  /** A save made a new flow (a first save, or a copy): its id, for the address. */
  onNewFlow(flowId: number): void;
}

/** The state of the editor's save. */
export interface FlowSave {
  save(mode?: SaveMode): Promise<void>;
  /** In flight: the buttons stay disabled until the answer (seed 001 §4). */
  saving: boolean;
  /** The save rules' problems of the last attempt (listed under the canvas). */
  problems: FlowProblem[];
  /** A refused save over a newer version: who saved it and when. */
  conflict: FlowVersionConflict | null;
  dismissConflict(): void;
}

/**
 * Saves the document (seed 001 §5): blocked by the save rules with ViewFluxo.snackTextActivityWrong,
 * the offending steps marked and listed; else sent over its base version. A failure keeps every edit
 * and says so; a 409 keeps them too and offers reload or save as a copy.
 */
export function useSaveFlow({ store, send, onNewFlow }: SaveFlowOptions): FlowSave {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const snackbar = useSnackbar();
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<FlowProblem[]>([]);
  const [conflict, setConflict] = useState<FlowVersionConflict | null>(null);

  const save = useCallback(
    async (mode: SaveMode = 'editor') => {
      const state = store.getState();
      const check = saveCheck(state);
      state.setMarked(check.stepIds);
      setProblems(check.problems);
      if (check.problems.length > 0) {
        snackbar.error(t('common:ViewFluxo.snackTextActivityWrong'));
        return;
      }
      setSaving(true);
      setConflict(null);
      try {
        const answer = await send(updateBodyOf(state, mode));
        store.getState().markSaved(answer.flow_Version, answer.flow_Id, state.revision);
        snackbar.success(t('editor.saved'));
        if (answer.flow_Id !== state.flow.flow_Id) onNewFlow(answer.flow_Id);
      } catch (error) {
        const refused = flowConflictOf(error);
        const serverProblems = flowProblemsOf(error);
        if (refused) setConflict(refused);
        else if (serverProblems.length > 0) {
          // The server applies the same rules (a flow changed elsewhere meanwhile): marked the same way.
          store.getState().setMarked([...new Set(serverProblems.map((problem) => problem.stepId))]);
          setProblems(serverProblems);
          snackbar.error(t('common:ViewFluxo.snackTextActivityWrong'));
        } else {
          console.error('The flow could not be saved.', error);
          snackbar.error(t('editor.saveFailed'));
        }
      } finally {
        setSaving(false);
      }
    },
    [store, send, onNewFlow, snackbar, t],
  );
  return { save, saving, problems, conflict, dismissConflict: () => setConflict(null) };
}
