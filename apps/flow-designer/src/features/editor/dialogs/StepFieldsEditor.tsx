import type { FlowStep } from '@atende/contract';
import { catalogQueries } from '@atende/api-client/query';
import { useQuery } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../../locale/featureTexts';
import {
  INTEGRATION_METHODS,
  stepFieldsOf,
  type StepFieldEntry,
  type StepFieldName,
} from '@atende/contract';

/** Props of `StepFieldsEditor`. */
export interface StepFieldsEditorProps {
  draft: FlowStep;
  customerId: number;
  disabled: boolean;
  onChange(patch: Partial<FlowStep>): void;
}

const LABEL_KEY: Record<StepFieldName, string> = {
  step_Message: 'editor.fieldMessage',
  step_Calculation: 'editor.fieldCalculation',
  step_Image_URL: 'editor.fieldImageUrl',
  step_Operational_Variable: 'editor.fieldOperationVariable',
  step_Validation: 'editor.fieldValidation',
  step_Integration_Method: 'editor.fieldMethod',
  step_Integration: 'editor.fieldIntegration',
  step_Integration_Parameter: 'editor.fieldParameter',
  step_Integration_Headers: 'editor.fieldHeaders',
  step_Integration_Authorize: 'editor.fieldAuthorize',
};

/** The label of a dialog field: the chooser's name for a chooser, else the field's. */
function labelKey(entry: StepFieldEntry): string {
  if (entry.kind === 'groupChooser') return 'editor.fieldGroup';
  if (entry.kind === 'campaignChooser') return 'editor.fieldCampaign';
  return LABEL_KEY[entry.field];
}

/**
 * The name and exactly the fields of the step's type (seed 001 §4's table, `stepFieldsOf`): type 6's
 * group chooser stores the group id as the parameter, type 11's campaign chooser the campaign id in
 * the headers field.
 */
export function StepFieldsEditor({ draft, customerId, disabled, onChange }: StepFieldsEditorProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const fields = stepFieldsOf(draft.step_Type);
  const hasKind = (kind: StepFieldEntry['kind']) => fields.some((entry) => entry.kind === kind);
  const groups = useQuery({
    ...catalogQueries.groups(customerId),
    enabled: hasKind('groupChooser'),
  });
  const campaigns = useQuery({
    ...catalogQueries.campaigns(customerId),
    enabled: hasKind('campaignChooser'),
  });

  const input = ({ field, kind }: StepFieldEntry, id: string) => {
    const value = draft[field];
    const set = (next: string) => onChange({ [field]: next });
    if (kind === 'method') {
      const options = INTEGRATION_METHODS.map((method) => ({ value: method, label: method }));
      return (
        <Select
          id={id}
          value={value || undefined}
          disabled={disabled}
          onChange={set}
          options={options}
        />
      );
    }
    if (kind === 'groupChooser' || kind === 'campaignChooser') {
      const options =
        kind === 'groupChooser'
          ? (groups.data ?? []).map((group) => ({
              value: String(group.attendence_Group_Id),
              label: group.attendence_Group_Name,
            }))
          : (campaigns.data ?? []).map((campaign) => ({
              value: String(campaign.campaign_Id),
              label: campaign.campaign_Name,
            }));
      const pending = (kind === 'groupChooser' ? groups : campaigns).isPending;
      return (
        <Select
          id={id}
          value={value || undefined}
          disabled={disabled}
          onChange={set}
          options={options}
          loading={pending}
          showSearch
          optionFilterProp="label"
        />
      );
    }
    if (field === 'step_Message') {
      return (
        <Input.TextArea
          id={id}
          rows={3}
          value={value}
          disabled={disabled}
          onChange={(e) => set(e.target.value)}
        />
      );
    }
    return (
      <Input id={id} value={value} disabled={disabled} onChange={(e) => set(e.target.value)} />
    );
  };

  return (
    <>
      <Form.Item label={t('editor.name')} htmlFor="step-name">
        <Input
          id="step-name"
          value={draft.step_Name}
          disabled={disabled}
          onChange={(e) => onChange({ step_Name: e.target.value })}
        />
      </Form.Item>
      {fields.map((entry) => (
        <Form.Item key={entry.field} label={t(labelKey(entry))} htmlFor={`step-${entry.field}`}>
          {input(entry, `step-${entry.field}`)}
        </Form.Item>
      ))}
    </>
  );
}
