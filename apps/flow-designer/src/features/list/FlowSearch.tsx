import type { Flow } from '@atende/contract';
import { SearchOutlined } from '@ant-design/icons';
import { VISUALLY_HIDDEN } from '@atende/ui';
import AutoComplete from 'antd/es/auto-complete';
import { useId, useMemo, useState } from 'react';
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
 * AutoComplete's own input with a search icon: antd's Input would bring its TextArea, Password and
 * OTP along (16 kB gzip of the list's first visit, BENCHMARKS 2026-11-27).
 */
export function FlowSearch({ flows, onPick }: FlowSearchProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const [text, setText] = useState('');
  const id = useId();
  const options = useMemo(
    () =>
      matchingFlows(flows, text).map((flow) => ({
        value: String(flow.flow_Id),
        label: flow.flow_Name,
      })),
    [flows, text],
  );
  return (
    <span>
      <label htmlFor={id} style={VISUALLY_HIDDEN}>
        {t('list.searchLabel')}
      </label>
      <AutoComplete
        id={id}
        style={{ width: 360, maxWidth: '100%' }}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('searchFlow')}
        allowClear
        options={options}
        value={text}
        onChange={(value: string) => setText(value)}
        onSelect={(value: string) => {
          const flow = flows.find((f) => String(f.flow_Id) === value);
          setText('');
          if (flow) onPick(flow);
        }}
        notFoundContent={text.trim() ? t('list.noMatch') : null}
      />
    </span>
  );
}
