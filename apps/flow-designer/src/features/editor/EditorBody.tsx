import type { FlowUpdateAnswer, FlowUpdateBody } from '@atende/contract';
import type { ReactNode } from 'react';
import { ProblemsPanel } from '../problems';
import { RunOverlayProvider, RunTools } from '../run';
import { EditorExtras } from '../shortcuts';
import type { StepTypeOption } from './dialogs/ActivityDialog';
import { useFlowDocumentStore } from './document';
import { EditorScreen } from './EditorScreen';
import { ConflictDialog } from './save/ConflictDialog';
import { SaveProblems } from './save/SaveProblems';
import { useSaveFlow } from './save/useSaveFlow';

/** Props of `EditorBody`. */
export interface EditorBodyProps {
  stepTypes: readonly StepTypeOption[];
  stepTypesLoading: boolean;
  /** POST Data_Flow_Update. */
  send(body: FlowUpdateBody): Promise<FlowUpdateAnswer>;
  /** A save made a new flow (first save or copy). */
  onNewFlow(flowId: number): void;
  /** Loads the stored flow again (after a conflict), replacing the document. */
  onReload(): void;
  /** More tools after the spec's (versions...). */
  extraTools?: ReactNode;
  /** Panels under the canvas. */
  children?: ReactNode;
}

/**
 * The editor inside its workspace: the screen with its save, the save check's list and the conflict
 * dialog, and the tools beyond the spec (features/shortcuts: undo, redo, layout, search, shortcuts;
 * features/problems: the live problems panel; features/run: the test panel and step statistics).
 */
export function EditorBody({
  send,
  onNewFlow,
  onReload,
  children,
  extraTools,
  ...screen
}: EditorBodyProps) {
  const store = useFlowDocumentStore();
  const flowSave = useSaveFlow({ store, send, onNewFlow });
  return (
    <RunOverlayProvider>
      <EditorScreen
        {...screen}
        saving={flowSave.saving}
        onSave={() => void flowSave.save()}
        extraTools={
          <>
            <EditorExtras />
            <RunTools />
            {extraTools}
          </>
        }
      >
        <SaveProblems problems={flowSave.problems} />
        <ProblemsPanel />
        {children}
        {flowSave.conflict ? (
          <ConflictDialog
            conflict={flowSave.conflict}
            onClose={flowSave.dismissConflict}
            onReload={() => {
              flowSave.dismissConflict();
              onReload();
            }}
            onSaveAsCopy={() => {
              flowSave.dismissConflict();
              void flowSave.save('copy');
            }}
          />
        ) : null}
      </EditorScreen>
    </RunOverlayProvider>
  );
}
