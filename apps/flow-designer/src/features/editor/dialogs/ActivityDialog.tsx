import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../../locale/featureTexts';

/** A step type of `List_Step_Type` (seed 001 §3 "Step type. step_Type_Id, step_Type_Name"). */
export interface StepTypeOption {
  step_Type_Id: number;
  step_Type_Name: string;
}

/** Props of `ActivityDialog`. */
export interface ActivityDialogProps {
  stepTypes: readonly StepTypeOption[];
  loading: boolean;
  onAdd(type: number, name: string): void;
  onClose(): void;
}

/** The activity dialog (seed 001 §2): adds a step of the chosen type, named (by default its type's name). */
export function ActivityDialog({ stepTypes, loading, onAdd, onClose }: ActivityDialogProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const [type, setType] = useState<number | undefined>(undefined);
  const [name, setName] = useState('');
  const typeName = stepTypes.find((option) => option.step_Type_Id === type)?.step_Type_Name ?? '';
  return (
    <Modal
      open
      title={t('editor.activityTitle')}
      okText={t('editor.add')}
      cancelText={t('editor.cancel')}
      okButtonProps={{ disabled: type === undefined }}
      onOk={() => {
        if (type === undefined) return;
        onAdd(type, name.trim() || typeName);
        onClose();
      }}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('editor.activityType')} htmlFor="activity-type">
          <Select
            id="activity-type"
            value={type}
            loading={loading}
            onChange={setType}
            options={stepTypes.map((option) => ({
              value: option.step_Type_Id,
              label: `${option.step_Type_Id} · ${option.step_Type_Name}`,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('editor.name')} htmlFor="activity-name">
          <Input
            id="activity-name"
            value={name}
            placeholder={typeName}
            onChange={(e) => setName(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
