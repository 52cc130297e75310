import type { Flow } from '@atende/contract';
import AutoComplete from 'antd/es/auto-complete';
import Input from 'antd/es/input';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';

/** Props of `FlowSearch`. */
export interface FlowSearchProps {
  flows: readonly Flow[];
  /** Called with the flow the user picked. */
  onPick: (flow: Flow) => void;
}

/** The flows whose name holds `text` (case and accents ignored), in the list's order. */
export function matchingFlows(flows: readonly Flow[], text: string): Flow[] {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const wanted = fold(text.trim());
  return flows.filter((flow) => fold(flow.flow_Name).includes(wanted));
}

/**
 * The flow list's search box (seed 001 §2; seed 000 §2.1 "Flow editor, opened by picking a flow in
 * the search box"): type part of a name, pick a flow with the mouse or the arrow keys and Enter.
 */
export function FlowSearch({ flows, onPick }: FlowSearchProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const [text, setText] = useState('');
  const options = useMemo(
    () =>
      matchingFlows(flows, text).map((flow) => ({
        value: String(flow.flow_Id),
        label: flow.flow_Name,
      })),
    [flows, text],
  );
  return (
    <AutoComplete
      style={{ width: 360, maxWidth: '100%' }}
      options={options}
      value={text}
      onChange={(value: string) => setText(value)}
      onSelect={(value: string) => {
        const flow = flows.find((f) => String(f.flow_Id) === value);
        setText('');
        if (flow) onPick(flow);
      }}
      notFoundContent={text.trim() ? t('list.noMatch') : null}
    >
      <Input.Search
        aria-label={t('list.searchLabel')}
        placeholder={t('searchFlow')}
        data-testid="flow-search"
        allowClear
      />
    </AutoComplete>
  );
}
