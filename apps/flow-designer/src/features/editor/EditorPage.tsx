import type { FlowViewParts } from '@atende/contract';
import Typography from 'antd/es/typography';

/** Props of `EditorPage`. */
export interface EditorPageProps {
  /** The flow the address names (`parseFlowViewPath`); id 0 is a new flow. */
  parts: FlowViewParts;
  /** Exactly Flow level 2 (seed 001 §6): everything viewable, nothing changeable. */
  readOnly: boolean;
}

/**
 * The canvas editor of one flow (seed 001 §2 "Flow editor"). Placeholder until the canvas lands
 * (h/flow-canvas replaces this module): it shows the flow's name.
 */
export function EditorPage({ parts }: EditorPageProps) {
  return (
    <Typography.Title level={2} data-testid="flow-editor">
      {parts.name}
    </Typography.Title>
  );
}
