import {
  ProFormDateTimePicker,
  ProFormDependency,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { FLOW_LIMITS, type Channel } from '@atende/contract';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';
import { datesInOrder, type FlowFormValues } from './creationRules';

/**
 * The creation form's fields (seed 001 §2 "Flow creation form: name, channel, initial message, exit
 * message, leave message, start date, optional end date"). The end date, when switched on, must
 * come after the start (seed 001 §5: CreateFluxo.warningDates on the end date field).
 */
export function FlowFields({ channels }: { channels: readonly Channel[] }) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const datesRule: Rule = ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(['start', 'hasEnd', 'end']) as FlowFormValues;
      if (!datesInOrder(values)) throw new Error(t('common:CreateFluxo.warningDates'));
    },
  });
  const tooLong = (max: number) => ({ max, message: t('create.tooLong', { max }) });
  const nameRules = [tooLong(FLOW_LIMITS.nameLength)];
  const messageRules = [tooLong(FLOW_LIMITS.messageLength)];
  return (
    <>
      <ProFormText name="name" label={t('create.name')} rules={nameRules} />
      <ProFormSelect
        name="channel"
        label={t('create.channel')}
        options={channels.map((c) => ({ value: c.channel_Id, label: c.channel_Name }))}
      />
      <ProFormText
        name="flowMessage"
        label={t('create.initialMessage')}
        extra={t('create.initialMessageHelp')}
        rules={messageRules}
      />
      <ProFormText
        name="exitMessage"
        label={t('create.exitMessage')}
        extra={t('create.exitMessageHelp')}
        rules={messageRules}
      />
      <ProFormTextArea
        name="leaveMessage"
        label={t('create.leaveMessage')}
        extra={t('create.leaveMessageHelp')}
        rules={messageRules}
        fieldProps={{ autoSize: { minRows: 2, maxRows: 6 } }}
      />
      <ProFormDateTimePicker name="start" label={t('create.startDate')} />
      <ProFormSwitch name="hasEnd" label={t('create.hasEndDate')} />
      <ProFormDependency name={['hasEnd']}>
        {({ hasEnd }: FlowFormValues) =>
          hasEnd ? (
            <ProFormDateTimePicker
              name="end"
              label={t('create.endDate')}
              dependencies={['start', 'hasEnd']}
              rules={[datesRule]}
            />
          ) : null
        }
      </ProFormDependency>
    </>
  );
}
