import type { FlowStep } from '@atende/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../../locale/featureTexts';
import { useFlowDocumentStore } from '../document';
import { RepliesEditor } from './RepliesEditor';
import { StepFieldsEditor } from './StepFieldsEditor';

/** Props of `StepEditDialog`. */
export interface StepEditDialogProps {
  /** The step edited (a copy: the document changes only on OK). */
  step: FlowStep;
  customerId: number;
  readOnly: boolean;
  onClose(): void;
}

/**
 * The node edit dialog: the step's fields and replies on a draft. OK records them as one edit;
 * Cancel leaves the document as it was (seed 001 §4 "Editing a step can be cancelled to restore
 * earlier values").
 */
export function StepEditDialog({ step, customerId, readOnly, onClose }: StepEditDialogProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const store = useFlowDocumentStore();
  const [draft, setDraft] = useState<FlowStep>(step);
  const remove = () => {
    store.getState().removeSteps([step.step_Id]);
    onClose();
  };
  return (
    <Modal
      open
      title={t('editor.editStep', { name: step.step_Name })}
      okText={t('editor.ok')}
      cancelText={t('editor.cancel')}
      okButtonProps={{ disabled: readOnly }}
      onOk={() => {
        if (draft !== step) store.getState().replaceStep(draft);
        onClose();
      }}
      onCancel={onClose}
      footer={(buttons) => (
        <>
          {step.initial_Step ? null : (
            <Button danger disabled={readOnly} onClick={remove}>
              {t('editor.deleteStep')}
            </Button>
          )}
          {buttons}
        </>
      )}
    >
      <Form layout="vertical" component="div">
        <StepFieldsEditor
          draft={draft}
          customerId={customerId}
          disabled={readOnly}
          onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        />
        <RepliesEditor draft={draft} disabled={readOnly} onChange={setDraft} />
      </Form>
    </Modal>
  );
}
