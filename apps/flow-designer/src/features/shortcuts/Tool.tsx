import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import type { ReactNode } from 'react';

/** A toolbar button of the editor's extras: an icon with its label as name and tooltip. */
export function Tool(props: {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick(): void;
  onReach?(): void;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        aria-label={props.label}
        icon={props.icon}
        disabled={props.disabled}
        onClick={props.onClick}
        onPointerEnter={props.onReach}
        onFocus={props.onReach}
      />
    </Tooltip>
  );
}
