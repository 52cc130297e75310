import { useSession } from '@atende/api-client';
import { useNavigate } from '@atende/routing';
import Alert from 'antd/es/alert';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';
import { useRevealStep } from '../search';
import { FlowCanvas } from './canvas/FlowCanvas';
import { stepTypeNamesOf } from './canvas/stepTypeNames';
import { ActivityDialog, type StepTypeOption } from './dialogs/ActivityDialog';
import { StepEditDialog } from './dialogs/StepEditDialog';
import { useFlowDocument, useFlowDocumentStore } from './document';
import { EditorToolbar } from './EditorToolbar';

/** Props of `EditorScreen`. */
export interface EditorScreenProps {
  stepTypes: readonly StepTypeOption[];
  stepTypesLoading: boolean;
  saving: boolean;
  onSave(): void;
  /** More tools after the spec's (versions...). */
  extraTools?: ReactNode;
  /** Panels under the canvas (problems, versions). */
  children?: ReactNode;
}

/** The editor's screen over its document: toolbar, canvas, activity and node dialogs. */
export function EditorScreen({
  stepTypes,
  stepTypesLoading,
  saving,
  onSave,
  extraTools,
  children,
}: EditorScreenProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const navigate = useNavigate();
  const store = useFlowDocumentStore();
  const readOnly = useFlowDocument((state) => state.readOnly);
  const customerId = useSession((state) => state.currentCustomerId) ?? 0;
  const [locked, setLocked] = useState(readOnly);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = useFlowDocument(
    (state) => state.steps.find((step) => step.step_Id === editingId) ?? null,
  );
  const frame = useRef<HTMLDivElement>(null);
  const revealStep = useRevealStep(store);
  const openStep = useCallback((stepId: number) => setEditingId(stepId), []);
  const stepTypeNames = useMemo(
    () => stepTypeNamesOf(stepTypes, stepTypesLoading),
    [stepTypes, stepTypesLoading],
  );

  const addActivity = (type: number, name: string) => {
    const stepId = store.getState().addStep(type, name);
    store.getState().setSelection([stepId]);
    revealStep(stepId);
  };

  return (
    <div ref={frame} className="flow-editor" data-testid="flow-editor">
      <EditorToolbar
        readOnly={readOnly}
        locked={locked || readOnly}
        saving={saving}
        onAddActivity={() => setAdding(true)}
        onToggleLock={() => setLocked((was) => !was)}
        onFullscreen={() => void frame.current?.requestFullscreen?.()}
        onSave={onSave}
        onClose={() => navigate('/fluxo')}
        extra={extraTools}
      />
      {readOnly ? <Alert type="info" showIcon message={t('editor.readOnly')} /> : null}
      <div className="flow-editor__canvas">
        <FlowCanvas
          locked={locked || readOnly}
          onOpenStep={openStep}
          stepTypeNames={stepTypeNames}
        />
      </div>
      {children}
      {adding ? (
        <ActivityDialog
          stepTypes={stepTypes}
          loading={stepTypesLoading}
          onAdd={addActivity}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {editing ? (
        <StepEditDialog
          key={editing.step_Id}
          step={editing}
          customerId={customerId}
          readOnly={readOnly}
          onClose={() => setEditingId(null)}
        />
      ) : null}
    </div>
  );
}
