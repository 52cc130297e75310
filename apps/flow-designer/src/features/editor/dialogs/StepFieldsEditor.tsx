import type { FlowStep } from '@atende/contract';
import { catalogQueries } from '@atende/api-client/query';
import { useQuery } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../../locale/featureTexts';
import { stepFieldsOf, type StepField } from '../document/pendingContract';
import { FIELD_PROPERTY, INTEGRATION_METHODS } from './stepFieldInputs';

/** Props of `StepFieldsEditor`. */
export interface StepFieldsEditorProps {
  draft: FlowStep;
  customerId: number;
  disabled: boolean;
  onChange(patch: Partial<FlowStep>): void;
}

const LABEL_KEY: Record<StepField, string> = {
  message: 'editor.fieldMessage',
  calculation: 'editor.fieldCalculation',
  imageUrl: 'editor.fieldImageUrl',
  operationVariable: 'editor.fieldOperationVariable',
  validation: 'editor.fieldValidation',
  method: 'editor.fieldMethod',
  integration: 'editor.fieldIntegration',
  parameter: 'editor.fieldParameter',
  headers: 'editor.fieldHeaders',
  authorize: 'editor.fieldAuthorize',
  group: 'editor.fieldGroup',
  campaign: 'editor.fieldCampaign',
};

/**
 * The name and exactly the fields of the step's type (seed 001 §4's table, `stepFieldsOf`): type 6's
 * group chooser stores the group id as the parameter, type 11's campaign chooser the campaign id in
 * the headers field.
 */
export function StepFieldsEditor({ draft, customerId, disabled, onChange }: StepFieldsEditorProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const fields = stepFieldsOf(draft.step_Type);
  const groups = useQuery({ ...catalogQueries.groups(customerId), enabled: fields.includes('group') });
  const campaigns = useQuery({ ...catalogQueries.campaigns(customerId), enabled: fields.includes('campaign') });

  const input = (field: StepField) => {
    const property = FIELD_PROPERTY[field];
    const value = draft[property];
    const set = (next: string) => onChange({ [property]: next });
    if (field === 'message') {
      return <Input.TextArea id="step-message" rows={3} value={value} disabled={disabled} onChange={(e) => set(e.target.value)} />;
    }
    if (field === 'method') {
      return (
        <Select id="step-method" value={value || undefined} disabled={disabled} onChange={set}
          options={INTEGRATION_METHODS.map((method) => ({ value: method, label: method }))} />
      );
    }
    if (field === 'group' || field === 'campaign') {
      const options =
        field === 'group'
          ? (groups.data ?? []).map((group) => ({ value: String(group.attendence_Group_Id), label: group.attendence_Group_Name }))
          : (campaigns.data ?? []).map((campaign) => ({ value: String(campaign.campaign_Id), label: campaign.campaign_Name }));
      return (
        <Select id={`step-${field}`} value={value || undefined} disabled={disabled} onChange={set} options={options}
          loading={(field === 'group' ? groups : campaigns).isPending} showSearch optionFilterProp="label" />
      );
    }
    return <Input id={`step-${field}`} value={value} disabled={disabled} onChange={(e) => set(e.target.value)} />;
  };

  return (
    <>
      <Form.Item label={t('editor.name')} htmlFor="step-name">
        <Input id="step-name" value={draft.step_Name} disabled={disabled} onChange={(e) => onChange({ step_Name: e.target.value })} />
      </Form.Item>
      {fields.map((field) => (
        <Form.Item key={field} label={t(LABEL_KEY[field])} htmlFor={`step-${field}`}>
          {input(field)}
        </Form.Item>
      ))}
    </>
  );
}
